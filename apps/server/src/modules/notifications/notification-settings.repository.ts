import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@stride/domain';
import type { Db } from '../../db/client.js';
import { notificationSettings } from '../../db/schema.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';

/** A person's notification settings; a user who never saved any has the defaults. */
export function createNotificationSettingsRepository(db: Db) {
  return {
    async get(userId: string): Promise<NotificationSettings> {
      const [row] = await db.select({ settings: notificationSettings.settings }).from(notificationSettings).where(eq(notificationSettings.userId, userId));
      return row?.settings ?? DEFAULT_NOTIFICATION_SETTINGS;
    },

    /** Settings of several users at once (the tick), defaults for those without a row. */
    async getMany(tx: Pick<Db, 'select'>, userIds: string[]): Promise<Map<string, NotificationSettings>> {
      const found = new Map<string, NotificationSettings>();
      if (userIds.length) {
        const rows = await tx.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
        for (const row of rows) found.set(row.userId, row.settings);
      }
      for (const id of userIds) if (!found.has(id)) found.set(id, DEFAULT_NOTIFICATION_SETTINGS);
      return found;
    },

    /** Applies `change` to the stored settings under a row lock, so two saves at once both count. */
    async update(userId: string, change: (current: NotificationSettings) => NotificationSettings, now: Date): Promise<NotificationSettings> {
      return db.transaction(async (tx) => {
        await tx.insert(notificationSettings).values({ userId, settings: DEFAULT_NOTIFICATION_SETTINGS, updatedAt: now }).onConflictDoNothing();
        const [row] = await tx.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).for('update');
        const settings = change(row!.settings);
        await tx.update(notificationSettings).set({ settings, updatedAt: now }).where(eq(notificationSettings.userId, userId));
        return settings;
      });
    },

    /** Settings for a user who never chose any (an import's); a user's own stay as they are. */
    async insertIfAbsent(userId: string, settings: NotificationSettings, at: Date, transaction: Transaction): Promise<boolean> {
      const added = await within(db, transaction).insert(notificationSettings).values({ userId, settings, updatedAt: at }).onConflictDoNothing().returning({ userId: notificationSettings.userId });
      return added.length > 0;
    },
  };
}

export type NotificationSettingsRepository = ReturnType<typeof createNotificationSettingsRepository>;
