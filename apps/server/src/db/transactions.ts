import type { Logger } from '../errors.js';
import type { RunInTransaction, Transaction } from '../transaction.js';
import type { Db } from './client.js';

/** The transactions services run (transaction.ts): each is drizzle's, and its `afterCommit` effects run once it committed. */
export function createTransactions(db: Db, logger: Logger): RunInTransaction {
  return async (work) => {
    const effects: (() => Promise<unknown> | unknown)[] = [];
    const result = await db.transaction((tx) => work({ handle: tx, afterCommit: (effect) => effects.push(effect) }));
    for (const effect of effects) {
      // The change stands: an effect that fails (a reminder not re-planned) is logged, not undone.
      await Promise.resolve()
        .then(effect)
        .catch((err: unknown) => logger.error({ err }, 'after-commit effect failed'));
    }
    return result;
  };
}

/** The database a repository writes to: the transaction it was handed, else its own. */
export const within = (db: Db, transaction: Transaction | undefined): Db => (transaction ? (transaction.handle as Db) : db);
