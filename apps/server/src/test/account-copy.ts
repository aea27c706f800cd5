import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

/**
 * An account's records, read once from the data and written again for another user in a few
 * statements: for harnesses that give hundreds of cases each a fresh copy of one account (the
 * coach's phrasings, issue 46), where importing the account's export for every case (a worker
 * thread's read and a hundred inserts, ~106 ms of CPU) was most of a case's cost and none of its
 * subject. `kept-apart.harness.test.ts` checks that a copy is, row for row in every table, the
 * account it was taken from (an import), with only its ids new.
 */
export interface AccountSnapshot {
  /** The user the rows were read from. */
  userId: string;
  /** Each table's rows, in the order they are written (a table after the ones it references). */
  tables: { table: string; columns: string[]; rows: string }[];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;

/** A column written by the database itself on insert (an identity or serial: insertion order), left for it to number anew. */
const numbered = (column: { column_default: string | null }) => column.column_default?.startsWith('nextval(') ?? false;

/**
 * The user's rows in every table of the app's schema that holds them: the tables with a `user_id`,
 * and those whose rows hang off one of them by a foreign key (a habit's completions and days).
 * The user's own row and sessions are not taken: the copy's user has their own.
 */
export async function snapshotAccount(t: TestApp, userId: string): Promise<AccountSnapshot> {
  const columns = await rowsOf<{ table_name: string; column_name: string; column_default: string | null }>(
    t,
    sql`SELECT table_name, column_name, column_default FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const keys = await rowsOf<{ child: string; column: string; parent: string }>(
    t,
    sql`SELECT c.conrelid::regclass::text AS child, a.attname AS column, c.confrelid::regclass::text AS parent
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND array_length(c.conkey, 1) = 1`,
  );
  const byTable = new Map<string, typeof columns>();
  for (const column of columns) byTable.set(column.table_name, [...(byTable.get(column.table_name) ?? []), column]);
  const parents = (table: string) => keys.filter((k) => k.child === table && k.parent !== table);
  // Whose rows are the user's: by user_id, else through a foreign key to a table that is.
  const filters = new Map<string, string>();
  for (const [table, cols] of byTable) if (table !== 'users' && table !== 'sessions' && cols.some((c) => c.column_name === 'user_id')) filters.set(table, `user_id = '${userId}'`);
  for (let added = true; added; ) {
    added = false;
    for (const k of keys) {
      if (filters.has(k.child) || k.child === 'users' || !filters.has(k.parent)) continue;
      filters.set(k.child, `${k.column} IN (SELECT id FROM ${k.parent} WHERE ${filters.get(k.parent)})`);
      added = true;
    }
  }
  // A table after every table it references.
  const ordered: string[] = [];
  const visit = (table: string) => {
    if (ordered.includes(table) || !filters.has(table)) return;
    for (const p of parents(table)) visit(p.parent);
    if (!ordered.includes(table)) ordered.push(table);
  };
  [...filters.keys()].sort().forEach(visit);
  const tables: AccountSnapshot['tables'] = [];
  for (const table of ordered) {
    const cols = byTable.get(table)!;
    const order = cols.some((c) => c.column_name === 'seq') ? 'seq' : cols.map((c) => c.column_name).join(', ');
    const [found] = await rowsOf<{ rows: unknown[] | null }>(
      t,
      sql.raw(`SELECT jsonb_agg(to_jsonb(x) ORDER BY ${order.replace(/(\w+)/g, 'x.$1')}) AS rows FROM ${table} x WHERE ${filters.get(table)}`),
    );
    if (!found?.rows?.length) continue;
    tables.push({ table, columns: cols.filter((c) => !numbered(c)).map((c) => c.column_name), rows: JSON.stringify(found.rows) });
  }
  return { userId, tables };
}

/**
 * Writes the snapshot's rows for `userId` in one transaction: each record under a new id, every
 * reference to one of the account's records (a column, a key's text, a jsonb field) to its new id,
 * and the user's id to `userId`. Answers the ids given (the account's id to the new one).
 */
export async function copyAccount(t: TestApp, snapshot: AccountSnapshot, userId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>([[snapshot.userId, userId]]);
  for (const { rows } of snapshot.tables) for (const row of JSON.parse(rows) as { id?: unknown }[]) if (typeof row.id === 'string') ids.set(row.id, randomUUID());
  await t.database.db.transaction(async (tx) => {
    for (const { table, columns, rows } of snapshot.tables) {
      const list = columns.join(', ');
      const renamed = rows.replace(UUID, (id) => ids.get(id) ?? id);
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(list)}) SELECT ${sql.raw(list)} FROM jsonb_populate_recordset(NULL::${sql.identifier(table)}, ${renamed}::jsonb) WITH ORDINALITY ORDER BY ordinality`,
      );
    }
  });
  return ids;
}
