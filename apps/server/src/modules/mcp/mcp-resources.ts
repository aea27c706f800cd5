import type { ReadResourceResult, Resource, ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';
import { MCP_TEXTS, dayInWords } from '@stride/domain';
import type { UserRow } from '../auth/auth.repository.js';
import { ToolError, type CoachTools } from '../coach/index.js';
import type { CoachSnapshot, SnapshotHabit } from '../coach/index.js';

export const TODAY_URI = 'stride://today';
export const PROGRESS_URI = 'stride://progress';

export type Caller = Pick<UserRow, 'id' | 'timezone' | 'firstName' | 'locale'>;

/** The two resources an assistant reads: the person's day and their week. */
export const MCP_RESOURCES: Resource[] = [
  { uri: TODAY_URI, name: 'today', title: MCP_TEXTS.todayTitle, description: MCP_TEXTS.todayDescription, mimeType: 'application/json' },
  { uri: PROGRESS_URI, name: 'progress', title: MCP_TEXTS.progressTitle, description: MCP_TEXTS.progressDescription, mimeType: 'application/json' },
];

/**
 * Issue 52: one record by its id (`resources/templates/list`): a habit, a goal or an area, as the
 * coach's getHabit, getGoal and getArea answer it. `search` answers these URIs.
 */
export const MCP_RESOURCE_TEMPLATES: ResourceTemplate[] = [
  { uriTemplate: 'stride://habit/{id}', name: 'habit', title: MCP_TEXTS.habitTemplateTitle, description: MCP_TEXTS.habitTemplateDescription, mimeType: 'application/json' },
  { uriTemplate: 'stride://goal/{id}', name: 'goal', title: MCP_TEXTS.goalTemplateTitle, description: MCP_TEXTS.goalTemplateDescription, mimeType: 'application/json' },
  { uriTemplate: 'stride://area/{id}', name: 'area', title: MCP_TEXTS.areaTemplateTitle, description: MCP_TEXTS.areaTemplateDescription, mimeType: 'application/json' },
];

const RECORD_READERS = { habit: ['getHabit', 'habitId'], goal: ['getGoal', 'goalId'], area: ['getArea', 'areaId'] } as const;
const RECORD_URI = /^stride:\/\/(habit|goal|area)\/([0-9a-f-]{36})$/;

/** The record a `stride://habit|goal|area/{id}` URI names, read by the coach's function; undefined when the URI is not one or names nothing of the caller's. */
export async function readRecord(uri: string, caller: Caller, deps: { tools: CoachTools }): Promise<{ kind: 'habit' | 'goal' | 'area'; result: Record<string, unknown>; summary: string } | undefined> {
  const match = RECORD_URI.exec(uri);
  if (!match) return undefined;
  const kind = match[1] as keyof typeof RECORD_READERS;
  const [fn, arg] = RECORD_READERS[kind];
  try {
    const outcome = await deps.tools.call(caller, fn, { [arg]: match[2] });
    return { kind, result: outcome.result as Record<string, unknown>, summary: outcome.summary };
  } catch (error) {
    if (error instanceof ToolError) return undefined;
    throw error;
  }
}

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
  const record = await readRecord(uri, caller, deps);
  if (record) return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(record.result) }, { uri, mimeType: 'text/plain', text: record.summary }] };
  return undefined;
}
