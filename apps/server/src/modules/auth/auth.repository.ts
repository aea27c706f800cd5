import type { ConnectionsEndedReason } from '@stride/domain';
import { and, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/failures.js';
import { habitsVersionOf, NO_HABITS } from '../../db/habits-version.js';
import { oneTimeCodes, passwordResetTokens, sessions, users, type UserRow } from '../../db/schema.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';

export type { UserRow };

export type CodePurpose = 'verify_email' | 'reset_password' | 'change_email';

/** A subscription's new state from the payment provider (issue 11). */
export interface SubscriptionChange {
  status: string;
  /** Undefined: the end date stays as it is. */
  endDate?: Date | null | undefined;
}

export function createAuthRepository(db: Db) {
  // Every signed-in request resolves its session: the SQL is built once and prepared. It finds an
  // expired row too, so that the session service can delete it the moment its token comes back.
  const sessionQuery = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token');
  // The same, with the version of the user's habit rows: the habits list's request (decision 029)
  // reads both in one round trip.
  const sessionWithHabitsVersionQuery = db
    .select({ session: sessions, user: users, habitsVersion: habitsVersionOf(sessions.userId) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_with_habits_version');

  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: string, transaction?: Transaction): Promise<UserRow | undefined> {
      const [row] = await within(db, transaction).select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Saves the customer id unless the user already has one; answers the id the user ends up with. */
    async linkStripeCustomer(userId: string, customerId: string): Promise<string> {
      const [linked] = await db
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)))
        .returning({ id: users.stripeCustomerId });
      if (linked?.id) return linked.id;
      const [row] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
      return row!.id!;
    },

    /** Sets the subscription of the customer (or user) unless an event newer than `eventAt` already did. */
    async applySubscription(target: { customerId: string | null; userId: string | null }, change: SubscriptionChange, eventAt: Date, now: Date, transaction: Transaction): Promise<void> {
      const who = target.customerId ? eq(users.stripeCustomerId, target.customerId) : eq(users.id, target.userId!);
      await within(db, transaction)
        .update(users)
        .set({
          subscriptionStatus: change.status,
          ...(change.endDate !== undefined ? { subscriptionEndDate: change.endDate } : {}),
          subscriptionEventAt: eventAt,
          updatedAt: now,
        })
        .where(and(who, or(isNull(users.subscriptionEventAt), lte(users.subscriptionEventAt, eventAt))));
    },

    /**
     * Deletes the user row: every table holding the user's rows references it ON DELETE CASCADE
     * (checked by account-deletion.test.ts over every table). Answers false when it was already gone.
     */
    async deleteUser(userId: string, transaction: Transaction): Promise<boolean> {
      const deleted = await within(db, transaction).delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return deleted.length > 0;
    },

    /**
     * Sign-up's one change: the user and their first session, in one transaction (never an account
     * without the session its answer promised). Answers undefined when the email is taken.
     */
    async insertUserWithSession(values: typeof users.$inferInsert, session: Omit<NewSession, 'userId'>): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
        if (row) await tx.insert(sessions).values({ ...session, userId: row.id });
        return row;
      });
    },

    /**
     * The user's row as committed, waiting for a change of it in progress (a password reset) to
     * commit first: a shared row lock, held only for this statement.
     */
    async findUserSettled(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('share').limit(1);
      return row;
    },

    async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    /**
     * Swaps the stored hash for a re-hash of the same password, only while the old one is still
     * stored: a password reset that committed in between keeps its new password.
     */
    async replacePasswordHash(id: string, oldHash: string, newHash: string): Promise<void> {
      await db.update(users).set({ passwordHash: newHash }).where(and(eq(users.id, id), eq(users.passwordHash, oldHash)));
    },

    async insertSession(values: NewSession): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The session of a token and its user, expired or not. */
    async findSession(tokenHash: string) {
      const [row] = await sessionQuery.execute({ tokenHash });
      return row;
    },

    /** `findSession`, with the version of the user's habit rows (db/habits-version.ts). */
    async findSessionWithHabitsVersion(tokenHash: string) {
      const [row] = await sessionWithHabitsVersionQuery.execute({ tokenHash });
      return row && { ...row, habitsVersion: row.habitsVersion ?? NO_HABITS };
    },

    async extendSession(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Sessions idle past their expiry, or created before `createdBefore` (the absolute lifetime). */
    async deleteExpiredSessions(now: Date, createdBefore: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.createdAt, createdBefore)));
    },

    /** Stores a new code for (user, purpose), replacing any earlier one and its attempt count. */
    async replaceCode(userId: string, purpose: CodePurpose, codeHash: string, now: Date, expiresAt: Date, newEmail: string | null = null) {
      await db
        .insert(oneTimeCodes)
        .values({ userId, purpose, codeHash, expiresAt, createdAt: now, newEmail })
        .onConflictDoUpdate({
          target: [oneTimeCodes.userId, oneTimeCodes.purpose],
          set: { codeHash, expiresAt, createdAt: now, attempts: 0, consumedAt: null, newEmail },
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

    /**
     * Uses the verification code, marks the email verified and ends the user's other sessions (the
     * one that verified, `keepTokenHash`, stays), in one transaction: the code is never used up
     * without the email being verified. Answers undefined when another request used the code first.
     */
    async verifyEmailWithCode(codeId: string, userId: string, keepTokenHash: string, now: Date): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        if (!(await consumeCode(tx, codeId, now))) return undefined;
        const [row] = await tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, userId)).returning();
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
        return row;
      });
    },

    /**
     * Uses the reset code and stores the reset token it earns, in one transaction. Answers false
     * when another request used the code first.
     */
    async exchangeCodeForResetToken(codeId: string, token: typeof passwordResetTokens.$inferInsert, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await consumeCode(tx, codeId, now))) return false;
        await tx.insert(passwordResetTokens).values(token);
        return true;
      });
    },

    /** Whether a reset token of this user is unused and unexpired (a cheap check before hashing). */
    async resetTokenIsLive(tokenHash: string, userId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(liveResetToken(tokenHash, userId, now))
        .limit(1);
      return !!row;
    },

    /**
     * A password reset, whole or not at all: uses the token once, sets the new password (and marks
     * the email verified: the code proved it), revokes every session and drops the user's other
     * reset tokens, in the caller's transaction (issue 48: which also ends every token and grant).
     * Answers false when the token is unknown, used or expired.
     */
    async resetPassword(input: { tokenHash: string; userId: string; passwordHash: string; now: Date }, transaction: Transaction): Promise<boolean> {
      const { tokenHash, userId, passwordHash, now } = input;
      const tx = within(db, transaction);
      const used = await tx.update(passwordResetTokens).set({ usedAt: now }).where(liveResetToken(tokenHash, userId, now)).returning({ userId: passwordResetTokens.userId });
      if (!used.length) return false;
      await tx.update(users).set({ passwordHash, isEmailVerified: true, updatedAt: now }).where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      return true;
    },

    /** Issue 48: notes on the user's row that every token and grant was ended, and why (Settings says so). */
    async recordConnectionsEnded(userId: string, reason: ConnectionsEndedReason, now: Date, transaction: Transaction): Promise<void> {
      await within(db, transaction).update(users).set({ connectionsEndedAt: now, connectionsEndedBy: reason }).where(eq(users.id, userId));
    },

    /**
     * Issue 23, a password change from the dashboard: the new hash, only while the old one is still
     * stored (a reset in between wins), and every other session and reset token ended, in the
     * caller's transaction (issue 48: which ends the tokens and grants when the person asks).
     * Answers false when the hash had changed.
     */
    async changePassword(input: { userId: string; oldHash: string; passwordHash: string; keepTokenHash: string; now: Date }, transaction: Transaction): Promise<boolean> {
      const { userId, oldHash, passwordHash, keepTokenHash, now } = input;
      const tx = within(db, transaction);
      const changed = await tx
        .update(users)
        .set({ passwordHash, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)))
        .returning({ id: users.id });
      if (!changed.length) return false;
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      return true;
    },

    /**
     * Issue 23: uses the change-email code and makes its address the account's (verified: the code
     * proved it), ending every other session, in the caller's transaction (issue 48: which ends
     * every token and grant too). Answers undefined when another request used the code first,
     * 'taken' when the address became another account's meanwhile (or the transaction fails with
     * `isEmailTaken`: another account took it between the check and the update).
     */
    async changeEmailWithCode(codeId: string, userId: string, newEmail: string, keepTokenHash: string, now: Date, transaction: Transaction): Promise<UserRow | 'taken' | undefined> {
      const tx = within(db, transaction);
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
      if (owner) return 'taken';
      if (!(await consumeCode(tx, codeId, now))) return undefined;
      const [row] = await tx.update(users).set({ email: newEmail, isEmailVerified: true, updatedAt: now }).where(eq(users.id, userId)).returning();
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
      return row;
    },
  };
}

type NewSession = typeof sessions.$inferInsert;

/** Whether a failed email change lost the address to another account (the unique index saw it). */
export const isEmailTaken = (err: unknown): boolean => isUniqueViolation(err);

/** Marks a code used; answers false when another request used it first. */
async function consumeCode(tx: Pick<Db, 'update'>, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

const liveResetToken = (tokenHash: string, userId: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    eq(passwordResetTokens.userId, userId),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

export type AuthRepository = ReturnType<typeof createAuthRepository>;
