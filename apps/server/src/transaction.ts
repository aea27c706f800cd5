/**
 * A database transaction in progress, as services see it (STYLE rule 13, one writer per table):
 * a service that changes records of several modules in one go opens it and hands it to each
 * module's service, whose repository writes its own tables in it. What must happen only once it
 * has committed (re-planning reminders, say) is added with `afterCommit`.
 */
export interface Transaction {
  /** The repositories' handle on the transaction; opaque to everyone else. */
  readonly handle: unknown;
  afterCommit(effect: () => Promise<unknown> | unknown): void;
}

/** Runs `work` in one transaction: all of it is written, or none of it. */
export type RunInTransaction = <T>(work: (transaction: Transaction) => Promise<T>) => Promise<T>;
