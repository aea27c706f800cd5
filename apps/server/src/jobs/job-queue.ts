import { PgBoss, fromDrizzle, fromPglite, type Job } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { within } from '../db/transactions.js';
import type { Transaction } from '../transaction.js';
import type { Logger } from '../errors.js';

/** pg-boss's schema (its default): account deletion clears the user's queued jobs there. */
export const JOB_SCHEMA = 'pgboss';
const JOB_TABLE_NAME = `"${JOB_SCHEMA}".job`;

/** A queue the app uses, with its retry policy (issue 21). */
export interface QueueDefinition {
  name: string;
  /** Attempts after the first; each waits longer (exponential backoff from `retryDelaySeconds`). */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * Backoff between attempts (the default). `false`: each retry is due `retryDelaySeconds` after the
   * attempt (0: at once), for tests that count attempts rather than their spacing (pg-boss's backoff
   * never waits less than a second, then two, four...).
   */
  retryBackoff?: boolean;
  /** A job running longer than this is taken as failed and retried. */
  expireInSeconds: number;
}

/**
 * How often an idle worker looks for jobs when nothing woke it. Every job that can run at once
 * wakes the workers of its queue when its transaction commits (PostgreSQL's NOTIFY, on PGlite as
 * on PostgreSQL, across instances), so polling is only the floor for jobs that fall due later: a
 * retry after its backoff (10 s and more) is at most this late. An idle server polled each queue
 * every 1-2 s, twelve workers in all: about 2.7 CPU-seconds a minute on PGlite doing nothing
 * (docs/decisions/040, thirteenth session).
 */
export const IDLE_POLLING_SECONDS = 15;

/** How a queue's jobs are taken on this instance. */
export interface WorkOptions {
  batchSize: number;
  /** How often a worker polls while it cannot be woken (LISTEN/NOTIFY unavailable). */
  pollingIntervalSeconds: number;
  /** How often it polls while it can be woken (IDLE_POLLING_SECONDS by default; never less than `pollingIntervalSeconds`). */
  idlePollingIntervalSeconds?: number;
  /**
   * Issue 48: independent workers, each fetching and settling its own jobs: a slow job holds its
   * worker only, never a batch. Without it, one worker runs each batch's jobs together.
   */
  workers?: number;
  /** Issue 48: at most this many jobs of one group (`insertWithin`'s `groupOf`) run at once, across every instance. */
  perGroup?: number;
}

export interface JobQueue {
  /** Creates pg-boss's tables (its own schema, `pgboss`) and the app's queues. */
  start(): Promise<void>;
  /**
   * Adds jobs inside the caller's transaction: they exist exactly when its other writes do.
   * `groupOf` names each job's group (its account): a worker with `perGroup` runs at most that
   * many of one group's jobs at once, across every instance (issue 48).
   */
  insertWithin<T extends object>(tx: Db, queue: string, jobs: T[], groupOf?: (job: T) => string): Promise<void>;
  send<T extends object>(queue: string, data: T): Promise<void>;
  /**
   * Issue 48: puts a job back, due in `afterSeconds`, in `group`, as a new job with its retries
   * unspent: for a job that could not start yet (its group's cap was reached), which is not a
   * failed attempt.
   */
  sendLater<T extends object>(queue: string, data: T, options: { afterSeconds: number; group?: string }): Promise<void>;
  /** Deletes every queued job that names the user (an account's deletion, in its transaction). */
  forgetUser(userId: string, transaction: Transaction): Promise<void>;
  /** Runs `handle` for each job of the queue on this instance; a throw fails the attempt (retried, then reported). */
  work<T extends object>(queue: string, options: WorkOptions, handle: (job: Job<T>) => Promise<void>): Promise<void>;
  /**
   * Has this instance's workers look for jobs now instead of at their next poll (tests, after a
   * tick; a job put back with `sendLater`, when it falls due).
   */
  wake(): void;
  /** Stops this instance's workers, letting the jobs they hold finish (up to `graceMs`). */
  stop(graceMs?: number): Promise<void>;
  boss: PgBoss;
}

/**
 * pg-boss on the app's database: on PostgreSQL it keeps its own small pool, so several app
 * instances share one queue; on embedded PGlite it runs in the process through pg-boss's PGlite
 * adapter, on the same single connection as the app (docs/decisions/022-reminders-and-jobs.md).
 * Every queue notifies: a job inserted (in the caller's transaction or not) wakes the workers of
 * its queue on every instance once it is committed, and idle workers poll only every
 * IDLE_POLLING_SECONDS.
 */
export function createJobQueue(database: Database, queues: QueueDefinition[], logger: Logger): JobQueue {
  const boss =
    database.jobs.kind === 'postgres'
      ? new PgBoss({ connectionString: database.jobs.url, max: 4, application_name: 'stride-jobs', schema: JOB_SCHEMA, useListenNotify: true })
      : new PgBoss({ db: fromPglite(database.jobs.client), backend: 'pglite', schema: JOB_SCHEMA, useListenNotify: true });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  let started = false;
  const workers: string[] = [];
  const laterWakes = new Set<NodeJS.Timeout>();
  const wake = () => {
    for (const id of workers) boss.notifyWorker(id);
  };
  return {
    boss,
    async start() {
      await boss.start();
      started = true;
      for (const q of queues) {
        const options = { retryLimit: q.retryLimit, retryDelay: q.retryDelaySeconds, retryBackoff: q.retryBackoff ?? true, expireInSeconds: q.expireInSeconds, notify: true };
        // Created once, then kept in step with the code's policy.
        if (await boss.getQueue(q.name)) await boss.updateQueue(q.name, options);
        else await boss.createQueue(q.name, options).catch(async (err) => {
          // Another instance created it at the same moment.
          if (!(await boss.getQueue(q.name))) throw err;
        });
      }
    },
    async insertWithin(tx, queue, jobs, groupOf) {
      if (!jobs.length) return;
      await boss.insert(
        queue,
        jobs.map((data) => ({ data, ...(groupOf ? { group: { id: groupOf(data) } } : {}) })),
        { db: fromDrizzle(tx as never, sql) },
      );
    },
    async send(queue, data) {
      await boss.send(queue, data);
    },
    async sendLater(queue, data, options) {
      await boss.send(queue, data, { startAfter: options.afterSeconds, ...(options.group ? { group: { id: options.group } } : {}) });
      // Not runnable yet, so its insert wakes no one: this instance looks again when it falls due.
      const timer = setTimeout(
        () => {
          laterWakes.delete(timer);
          wake();
        },
        options.afterSeconds * 1000 + 50,
      );
      timer.unref();
      laterWakes.add(timer);
    },
    async forgetUser(userId, transaction) {
      const tx = within(database.db, transaction);
      // pg-boss's tables exist once it has started (an instance without background jobs never does).
      const found = (await tx.execute(sql`select to_regclass(${JOB_TABLE_NAME})::text as t`)) as unknown as { rows: { t: string | null }[] };
      if (!found.rows[0]?.t) return;
      await tx.execute(sql`delete from ${sql.raw(JOB_TABLE_NAME)} where position(${userId} in data::text) > 0 or position(${userId} in coalesce(output::text, '')) > 0`);
    },
    async work<T extends object>(queue: string, options: WorkOptions, handle: (job: Job<T>) => Promise<void>) {
      // A full batch means more are waiting (10,000 reminders due in one minute): the worker fetches
      // again at once instead of waiting out its polling interval (bench/reminders).
      const polling = {
        batchSize: options.batchSize,
        pollingIntervalSeconds: options.pollingIntervalSeconds,
        notifyPollingIntervalSeconds: Math.max(options.idlePollingIntervalSeconds ?? IDLE_POLLING_SECONDS, options.pollingIntervalSeconds),
        burstWhenBatchFull: true,
        ...(options.workers ? { localConcurrency: options.workers } : {}),
        ...(options.perGroup ? { groupConcurrency: options.perGroup } : {}),
      };
      const id = await boss.work<T>(queue, { ...polling, perJobResults: true }, async (jobs) => {
        // A batch's jobs run together; one that fails is retried alone.
        const results = await Promise.allSettled(jobs.map((job) => handle(job)));
        return results.map((result, i) => {
          if (result.status === 'fulfilled') return { id: jobs[i]!.id, status: 'completed' as const };
          logger.warn({ err: result.reason, queue, job: jobs[i]!.id }, 'job failed; it is retried with backoff until its retries run out');
          return { id: jobs[i]!.id, status: 'failed' as const, output: { message: String((result.reason as Error)?.message ?? result.reason) } };
        });
      });
      workers.push(id);
    },
    wake,
    async stop(graceMs = 5000) {
      for (const timer of laterWakes) clearTimeout(timer);
      laterWakes.clear();
      if (!started) return;
      started = false;
      workers.length = 0;
      await boss.stop({ graceful: true, timeout: graceMs });
    },
  };
}
