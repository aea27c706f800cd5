import { asks } from './sentence.js';
import type { Reading } from './reading.js';

/**
 * Issue 50, fiftieth pass: a habit's name and a time of the clock with no verb ("swim 6pm",
 * "gym tomorrow 7pm", "run sat 8am just this once"): a request to move it, said the way the
 * readers know ("move swim to 6pm", "move gym tomorrow to 7pm just this once"). With a day that
 * is one day (today, tonight, tomorrow, "this"/"next" weekday, or a weekday said "just this once")
 * only that day moves; with no day, the habit's time from now on. A weekday alone ("gym sat 7pm")
 * could be either, and is left to the readers; and so is anything said with a question mark.
 */
const TIME = String.raw`(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s*(?:am|pm)|(?:[01]?\d|2[0-3]):[0-5]\d|noon|midday`;
const WEEKDAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)days?`;
const ONE_DAY = String.raw`today|tonight|tomorrow(?:\s+(?:morning|evening|night))?|(?:this|next)\s+${WEEKDAY}|(?:on\s+)?${WEEKDAY}`;
const ONCE = String.raw`(?:just\s+|only\s+)?(?:this\s+once|for\s+once|this\s+time|this\s+week)|only`;
const BARE = new RegExp(String.raw`^(?:(${ONE_DAY})\s+)?(?:at\s+)?(${TIME})(?:\s+(${ONE_DAY}))?(?:\s*,?\s*(${ONCE}))?$`);

export function bareTime(r: Reading): string | undefined {
  const m = r.habits.length === 1 ? r.habits[0] : undefined;
  if (!m || m.items.length !== 1 || asks(r.said) || /\?\s*$/.test(r.said.original)) return undefined;
  const text = r.said.text;
  const rest = `${text.slice(0, m.start)} ${text.slice(m.end)}`.replace(/^\s*(?:my|the)\s+/, '').replace(/[\s.!,]+$/, '').trim();
  const said = BARE.exec(rest);
  if (!said) return undefined;
  const [, before, time, after, once] = said;
  const day = (before ?? after)?.replace(/^on\s+/, '').replace(/(day)s$/, '$1');
  const name = m.items[0]!.name;
  if (!day) return once ? undefined : `move ${name} to ${time}`;
  if (/^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/.test(day) && !once) return undefined;
  return `move ${name} ${day} to ${time} just this once`;
}
