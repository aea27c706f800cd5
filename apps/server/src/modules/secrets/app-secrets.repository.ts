import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema.js';

/** Secrets the server makes for itself, kept in the database so every instance and restart shares them. */
export function createAppSecretsRepository(db: Db) {
  return {
    /**
     * The secret named `name`, made by `make` the first time: of several instances starting at
     * once, the first insert wins and every one answers the same value.
     */
    async getOrCreate(name: string, make: () => string, now: Date): Promise<string> {
      await db.insert(appSecrets).values({ name, value: make(), createdAt: now }).onConflictDoNothing();
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
      return row!.value;
    },
  };
}

export type AppSecretsRepository = ReturnType<typeof createAppSecretsRepository>;
