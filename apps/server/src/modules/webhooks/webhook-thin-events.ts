import type { ThinWebhookData, WebhookPayloadKind } from '@stride/domain';

/** What the habits and goals services tell (decision 036): the record as it is now, and for a day's change its date and time. */
interface EventData {
  habit?: { id: string; name?: string };
  goal?: { id: string; name?: string };
  date?: string;
  time?: string;
  /** The fields an update changed (thin events only: the full payload stays as it was). */
  changed?: string[];
  [key: string]: unknown;
}

const GONE = new Set(['habit.deleted', 'goal.deleted']);

/**
 * Issue 52: an event's `data` for a webhook, by its payload kind. `full` (legacy) is the record as
 * the services told it, unchanged since decision 036; `thin` is its id, the day (and time) of a
 * completion or skip, what an update changed, and `href`, where a token reads the record by its
 * id now (none once deleted). Anything else (the test-send's data) goes as it is.
 */
export function eventDataFor(kind: WebhookPayloadKind, type: string, data: unknown, appOrigin: string): unknown {
  if (!data || typeof data !== 'object') return data;
  const { changed, ...full } = data as EventData;
  if (kind === 'full') return full;
  const { habit, goal, date, time } = data as EventData;
  if (!habit && !goal) return full;
  const thin: ThinWebhookData = habit ? { habitId: habit.id } : { goalId: goal!.id };
  if (date !== undefined) thin.date = date;
  if (time !== undefined) thin.time = time;
  if (changed?.length) thin.changed = changed;
  if (!GONE.has(type)) thin.href = `${appOrigin}/api/${habit ? 'habits' : 'goals'}/${habit ? habit.id : goal!.id}`;
  return thin;
}
