import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { habits } from './schema.js';

/**
 * The version of a user's habit rows (decision 029, "Compressed answers"): a digest of each habit's
 * id and `xmin`, the transaction that wrote the row as it is now. Every change to a row writes a
 * new one (an edit, a change to its completions or days through `completionsRev`, its goal's or
 * area's deletion unlinking it), and a habit added or deleted changes the ids. Null without habits.
 *
 * A scalar subquery, read where the version is wanted: by the habits repository, and in the same
 * statement as the session of a request that answers the habits list (auth.repository.ts), so that
 * request makes one round trip to the database instead of two. Only read, never written.
 */
export function habitsVersionOf(userId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select md5(string_agg(v.id::text || ':' || v.xmin::text, ',' order by v.seq)) from ${habits} v where v.user_id = ${userId})`;
}

/** The version of a user with no habits. */
export const NO_HABITS = 'none';
