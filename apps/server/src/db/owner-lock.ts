import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { users } from './schema.js';

/**
 * Inside a transaction: locks the user's row until it ends, so that the user's own changes that
 * count before they write (a limit on goals, on habits) run one after the other and each sees the
 * ones before it. `no key update` leaves other writers alone: inserts that only reference the user
 * (sessions, completions) take a key-share lock, which does not conflict with it.
 */
export async function lockOwner(tx: Pick<Db, 'select'>, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
