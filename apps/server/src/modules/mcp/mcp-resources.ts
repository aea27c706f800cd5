import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import { MCP_TEXTS, dayInWords } from '@stride/domain';
import type { UserRow } from '../auth/auth.repository.js';
import type { CoachTools } from '../coach/index.js';
import type { CoachSnapshot, SnapshotHabit } from '../coach/index.js';

export const TODAY_URI = 'stride://today';
export const PROGRESS_URI = 'stride://progress';

export type Caller = Pick<UserRow, 'id' | 'timezone' | 'firstName'>;

/** The two resources an assistant reads: the person's day and their week. */
export const MCP_RESOURCES: Resource[] = [
  { uri: TODAY_URI, name: 'today', title: MCP_TEXTS.todayTitle, description: MCP_TEXTS.todayDescription, mimeType: 'application/json' },
  { uri: PROGRESS_URI, name: 'progress', title: MCP_TEXTS.progressTitle, description: MCP_TEXTS.progressDescription, mimeType: 'application/json' },
];

export type TodayStatus = 'due' | 'done' | 'skipped' | 'paused';

/** One habit of the day as `stride://today` answers it. */
export interface TodayHabit {
  id: string;
  name: string;
  schedule: string;
  status: TodayStatus;
  streak: number;
  target: SnapshotHabit['target'];
  amountToday: number | null;
}

/** What a habit scheduled today is at: done, skipped, paused (a holiday) or still due. */
function statusOf(h: SnapshotHabit, today: string): TodayStatus {
  if (h.completedDates?.includes(today)) return 'done';
  if (h.skippedDates?.includes(today)) return 'skipped';
  if (h.pauses?.some((p) => p.from <= today && today <= p.to)) return 'paused';
  return 'due';
}

/**
 * The person's today from the coach's snapshot (the same habits, the same "today" in their time
 * zone as the coach reads): every habit scheduled today that is not archived, with its status.
 */
export function todayOf(s: CoachSnapshot) {
  const habits: TodayHabit[] = s.habits
    .filter((h) => !h.archived && h.dates?.includes(s.today))
    .map((h) => ({ id: h.id, name: h.name, schedule: h.schedule, status: statusOf(h, s.today), streak: h.completionStreak, target: h.target ?? null, amountToday: h.amountToday ?? null }));
  const count = (status: TodayStatus) => habits.filter((h) => h.status === status).length;
  return { date: s.today, timezone: s.timezone, habits, counts: { due: count('due'), done: count('done'), skipped: count('skipped'), paused: count('paused') } };
}

/** The day in a few lines, for a client that shows text. */
function todayInWords(today: ReturnType<typeof todayOf>): string {
  const head = `${dayInWords(today.date, today.date)} (${today.date}, ${today.timezone}): ${today.counts.done} of ${today.habits.length} done.`;
  return [head, ...today.habits.map((h) => `- ${h.name} (${h.schedule}): ${h.status}`)].join('\n');
}

/** Reads one resource for the caller; undefined for a URI that is not one of ours. */
export async function readResource(uri: string, caller: Caller, deps: { snapshot: (owner: Caller) => Promise<CoachSnapshot>; tools: CoachTools }): Promise<ReadResourceResult | undefined> {
  if (uri === TODAY_URI) {
    const today = todayOf(await deps.snapshot(caller));
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(today) }, { uri, mimeType: 'text/plain', text: todayInWords(today) }] };
  }
  if (uri === PROGRESS_URI) {
    // The coach's getProgress, as GET /api/progress answers it: one meaning of "this week" everywhere.
    const outcome = await deps.tools.call(caller, 'getProgress', { period: 'this week' });
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(outcome.result) }, { uri, mimeType: 'text/plain', text: outcome.summary }] };
  }
  return undefined;
}
