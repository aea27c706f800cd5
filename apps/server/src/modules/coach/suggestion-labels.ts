import { COACH_CATALOGS, coachWords, formatMessage, type CoachWords } from '@stride/domain';
import type { CoachSnapshot } from './coach-snapshot.js';
import { parseDay } from './offline-coach.js';
import { planHabitIn } from './understanding/plan.js';

type Button = keyof typeof COACH_CATALOGS.en.buttons;

/** "7pm", "7:30am", "19:00" → "19:00"; undefined when it is not a time. */
function clock(text: string): string | undefined {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(text.trim());
  if (!m) return undefined;
  let hour = Number(m[1]);
  const meridiem = m[3]?.toLowerCase();
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  return hour < 24 ? `${String(hour).padStart(2, '0')}:${m[2] ?? '00'}` : undefined;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "Fri 27 Nov" (dayText), "Friday", "tomorrow" → the day as the person's language writes it. */
function dayLabel(text: string, s: CoachSnapshot, words: CoachWords): string | undefined {
  const m = /^(?:[A-Za-z]{3}\s+)?(\d{1,2})\s+([A-Za-z]{3})(?:\s+(\d{4}))?$/.exec(text.trim());
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase());
    if (month < 0) return undefined;
    const near = (year: number) => `${year}-${String(month + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
    const year = Number(m[3] ?? s.today.slice(0, 4));
    // Without a year, the one nearest today (a day after New Year's, a day before it).
    const candidates = m[3] ? [near(year)] : [near(year - 1), near(year), near(year + 1)];
    const distance = (d: string) => Math.abs(Date.parse(d) - Date.parse(s.today));
    const date = candidates.sort((a, b) => distance(a) - distance(b))[0]!;
    return words.day(date, s.today);
  }
  const date = parseDay(text, s.today);
  return date ? words.day(date, s.today) : undefined;
}

/**
 * The English requests the built-in coach offers to tap, read back into a button and its values
 * (issue 54, decision 054, helper i18n-coach2). Each request keeps its English words (the coach
 * reads English); the button shows the same in the person's language. `{h}` is a habit's name,
 * `{g}` a goal's, `{a}` an area's: the person's own words, shown as they are.
 */
const PATTERNS: ReadonlyArray<readonly [RegExp, Button, ...Array<'h' | 'g' | 'a' | 't' | 'd' | 'm'>]> = [
  [/^Mark (.+) done on (.+)$/, 'markDoneOn', 'h', 'd'],
  [/^Mark (.+) done$/, 'markDone', 'h'],
  [/^Skip (.+) today$/, 'skipToday', 'h'],
  [/^Skip (.+) tomorrow$/, 'skipTomorrow', 'h'],
  [/^Skip (.+) on (.+)$/, 'skipOn', 'h', 'd'],
  [/^When is (.+)\?$/, 'whenIs', 'h'],
  [/^How is (.+) going\?$/, 'howIsItGoing', 'h'],
  [/^Move (.+) to weekdays$/, 'moveToWeekdays', 'h'],
  [/^Move (.+) (\d+) minutes earlier$/, 'moveEarlier', 'h', 'm'],
  [/^Move (.+) to (\d{1,2}(?::\d{2})?\s*(?:am|pm)?)$/, 'moveTo', 'h', 't'],
  [/^Make (.+) (\d+) minutes$/, 'makeMinutes', 'h', 'm'],
  [/^Remind me (\d+) minutes before (.+)$/, 'remindBefore', 'm', 'h'],
  [/^Remind me an hour before (.+)$/, 'remindHourBefore', 'h'],
  [/^Archive (.+)$/, 'archive', 'h'],
  [/^Restore (.+)$/, 'restore', 'h'],
  [/^Pause (.+) for a week$/, 'pauseWeek', 'h'],
  [/^End (.+) after today$/, 'endAfterToday', 'h'],
  [/^I did (.+)$/, 'didIt', 'h'],
  [/^Add a habit called (.+)$/, 'addHabitCalled', 'h'],
  [/^Add goal (.+)$/, 'addGoal', 'g'],
  [/^Which habits are part of (.+)\?$/, 'goalHabits', 'g'],
  [/^Add a habit for my (.+) goal$/, 'addHabitForGoal', 'g'],
  [/^What's in my (.+) routine\?$/, 'areaHabits', 'a'],
  [/^Create an area called (.+)$/, 'createArea', 'a'],
  [/^Put a habit in my (.+) routine$/, 'putInArea', 'a'],
  [/^The one at (.+)$/, 'theOneAt', 't'],
];

/** The requests without a value, by their English words. */
const PLAIN = new Map<string, Button>(
  (['leftToday', 'thisWeek', 'slipping', 'yes', 'leaveIt', 'addAnother', 'addSecond', 'changeExisting', 'addAsNew', 'forWeek', 'untilSunday', 'forTwoWeeks', 'removeAllHabits', 'removeGoals', 'removeHabitsAndGoals', 'removeVision', 'addReading', 'sleepBetter'] as const).map((key) => [
    formatMessage(COACH_CATALOGS.en.buttons[key]),
    key,
  ]),
);

/** One request's button in the person's language; undefined when it is not one the coach offers. */
export function suggestionLabel(request: string, s: CoachSnapshot, words: CoachWords = coachWords(s.locale)): string | undefined {
  const buttons = COACH_CATALOGS[words.language].buttons;
  const plain = PLAIN.get(request);
  if (plain) return formatMessage(buttons[plain]);
  // A name alone (which one of these?): the person's own words.
  if ([...s.habits, ...s.goals, ...(s.areas ?? [])].some((x) => x.name === request)) return request;
  for (const [pattern, key, ...slots] of PATTERNS) {
    const m = pattern.exec(request);
    if (!m) continue;
    const values: Record<string, string> = {};
    let read = true;
    slots.forEach((slot, i) => {
      const text = m[i + 1]!;
      if (slot === 't') {
        const time = clock(text);
        if (time) values.t = words.time(time);
        else read = false;
      } else if (slot === 'd') {
        const day = dayLabel(text, s, words);
        if (day) values.d = day;
        else read = false;
      } else values[slot] = text;
    });
    if (read) return formatMessage(buttons[key], values);
  }
  // A plan's habit (understanding/plan.ts), in the person's language.
  const planned = /^Add a habit (.+?)(?: for my (.+) goal)?$/.exec(request);
  const habit = planned && planHabitIn(planned[1]!, planned[2] ?? '', words);
  if (planned && habit) return formatMessage(planned[2] ? buttons.addPlanHabitForGoal : buttons.addPlanHabit, { x: habit, g: planned[2] ?? '' });
  if (/^Delete (.+)$/.test(request)) return formatMessage(buttons.remove, { h: request.slice('Delete '.length) });
  return undefined;
}

/**
 * The buttons' labels for an account in another language than English, one per request (the
 * request itself where none is known); none for English, whose buttons show their requests.
 */
export function suggestionLabels(requests: readonly string[] | undefined, s: CoachSnapshot): string[] | undefined {
  if (!requests?.length) return undefined;
  const words = coachWords(s.locale);
  if (words.english) return undefined;
  return requests.map((request) => suggestionLabel(request, s, words) ?? request);
}
