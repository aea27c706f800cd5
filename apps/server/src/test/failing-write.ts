import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export type WriteKind = 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * Makes every `kind` statement on `table` fail (a trigger that raises), for the length of `run`:
 * the way to break the second statement of a change on a real database and see whether the first
 * one stayed. The trigger is dropped afterwards, whatever `run` did.
 */
export async function withFailingWrite<T>(db: Db, table: string, kind: WriteKind, run: () => Promise<T>): Promise<T> {
  const trigger = sql.identifier(`fail_${kind.toLowerCase()}_${table}`);
  await db.execute(sql`create or replace function test_fail_write() returns trigger language plpgsql as $$
    begin raise exception 'test: % on % refused', tg_op, tg_table_name; end $$`);
  await db.execute(sql`create trigger ${trigger} before ${sql.raw(kind)} on ${sql.identifier(table)} for each row execute function test_fail_write()`);
  try {
    return await run();
  } finally {
    await db.execute(sql`drop trigger ${trigger} on ${sql.identifier(table)}`);
  }
}
