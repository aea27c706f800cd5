import { formatShortDate } from '../format-date';
import { COACH_CHAT_TEXTS } from './coach-chat-texts';
import { appTexts } from '../i18n/app-texts';

/** COACH_CHAT_TEXTS in the account's language at the time of the call (issue 54). */
const chatTexts = () => appTexts({ COACH_CHAT_TEXTS }).COACH_CHAT_TEXTS;

/** The calendar day (`YYYY-MM-DD`) of a moment in `timeZone` (the browser's when not given or not known). */
function dayOf(moment: Date, timeZone: string | undefined): string {
  const parts = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  try {
    return new Intl.DateTimeFormat('en-CA', { ...parts, timeZone }).format(moment);
  } catch {
    return new Intl.DateTimeFormat('en-CA', parts).format(moment);
  }
}

/** The day before a calendar day (`YYYY-MM-DD`). */
function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/**
 * When a conversation was last spoken in, as the list shows it (issue 37): "Today", "Yesterday",
 * else "Fri 27 Nov" ("Sat 2 Jan 2027" in another year). Days are the person's own (DECISIONS.md,
 * Time: `timeZone` is their zone). Null for a moment that is not one.
 */
export function formatConversationDay(iso: string, now = new Date(), timeZone?: string): string | null {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return null;
  const day = dayOf(moment, timeZone);
  const today = dayOf(now, timeZone);
  if (day === today) return chatTexts().today;
  if (day === dayBefore(today)) return chatTexts().yesterday;
  return formatShortDate(day, Number(today.slice(0, 4)));
}
