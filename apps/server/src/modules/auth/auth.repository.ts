import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeCodes, passwordResetTokens, sessions, users, type UserRow } from '../../db/schema.js';

export type { UserRow };

export type CodePurpose = 'verify_email' | 'reset_password';

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Inserts a user; answers undefined when the email is taken (unique index). */
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },

    async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async extendSession(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSessionsOfUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    /** Stores a new code for (user, purpose), replacing any earlier one and its attempt count. */
    async replaceCode(userId: string, purpose: CodePurpose, codeHash: string, now: Date, expiresAt: Date) {
      await db
        .insert(oneTimeCodes)
        .values({ userId, purpose, codeHash, expiresAt, createdAt: now })
        .onConflictDoUpdate({
          target: [oneTimeCodes.userId, oneTimeCodes.purpose],
          set: { codeHash, expiresAt, createdAt: now, attempts: 0, consumedAt: null },
        });
    },

    async findCode(userId: string, purpose: CodePurpose) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
        .limit(1);
      return row;
    },

    /**
     * Counts one try against a live code, atomically: answers the stored hash only while the code is
     * unused, unexpired and under the attempt limit, so concurrent guesses can never exceed it.
     */
    async takeCodeAttempt(id: string, maxAttempts: number, now: Date) {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(
          and(
            eq(oneTimeCodes.id, id),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, now),
            lt(oneTimeCodes.attempts, maxAttempts),
          ),
        )
        .returning({ codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.attempts });
      return row;
    },

    /** Marks a code used; answers false when another request used it first. */
    async consumeCode(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    async insertResetToken(values: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    /** Uses a reset token of this user once, atomically; answers false when it is unknown, used or expired. */
    async useResetToken(tokenHash: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            eq(passwordResetTokens.userId, userId),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return rows.length === 1;
    },

    async deleteResetTokensOfUser(userId: string): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
