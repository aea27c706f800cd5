import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coachReports, coachSessions, type SessionMessage } from '../../db/schema.js';
import { isUuid } from '../../db/ids.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';

export type { SessionMessage };

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

/** Conversations and reports as an import adds them (issue 23). */
export interface ImportedConversations {
  conversations: Pick<typeof coachSessions.$inferInsert, 'kind' | 'messages' | 'createdAt' | 'updatedAt'>[];
  reports: Pick<typeof coachReports.$inferInsert, 'reportedMessage' | 'chatHistory' | 'createdAt'>[];
}

export function createCoachRepository(db: Db) {
  return {
    /** The owner's session, or undefined for an unknown id or anyone else's. */
    async findSession(userId: string, id: string | null | undefined) {
      if (!id || !isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(coachSessions)
        .where(and(eq(coachSessions.id, id), eq(coachSessions.userId, userId)));
      return row;
    },

    async createSession(userId: string, now: Date) {
      const [row] = await db.insert(coachSessions).values({ userId, messages: [], createdAt: now, updatedAt: now }).returning();
      return row!;
    },

    async saveMessages(userId: string, id: string, messages: SessionMessage[], now: Date): Promise<void> {
      await db
        .update(coachSessions)
        .set({ messages, updatedAt: now })
        .where(and(eq(coachSessions.id, id), eq(coachSessions.userId, userId)));
    },

    async insertReport(values: typeof coachReports.$inferInsert): Promise<string> {
      const [row] = await db.insert(coachReports).values(values).returning({ id: coachReports.id });
      return row!.id;
    },

    async listReports(userId: string) {
      return db.select().from(coachReports).where(eq(coachReports.userId, userId));
    },

    /** An import's conversations (read, none waiting to be opened) and reports. */
    async insertImported(userId: string, { conversations, reports }: ImportedConversations, transaction: Transaction): Promise<void> {
      const tx = within(db, transaction);
      for (let i = 0; i < conversations.length; i += CHUNK) {
        await tx.insert(coachSessions).values(conversations.slice(i, i + CHUNK).map((c) => ({ userId, ...c, unread: false })));
      }
      for (let i = 0; i < reports.length; i += CHUNK) {
        await tx.insert(coachReports).values(reports.slice(i, i + CHUNK).map((r) => ({ userId, sessionId: null, ...r })));
      }
    },
  };
}
export type CoachRepository = ReturnType<typeof createCoachRepository>;
