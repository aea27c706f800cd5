import { changeOf } from './change.js';
import type { Reading } from './reading.js';
import { asks } from './sentence.js';
import { sameUnit } from './slots.js';
import type { OfflineAnswer } from './types.js';
import { inUse } from './words.js';

/**
 * Issue 50: the most a day said of a habit they count ("let me have up to 3 cups of coffee a day",
 * "no more than 10 glasses of water a day", "i'm allowed 3 cups a day"): that habit's daily amount
 * changed, never a day's log. Read before the logs; a day said ("today", "this week") or a verb of
 * having done it ("had", "drank") leaves it to them.
 */
const LIMIT_A_DAY = /\b(?:no\s+more\s+than|not\s+more\s+than|up\s+to|at\s+most|max(?:imum)?|tops|allowed|allowance|let\s+me\s+have|allow\s+(?:me|myself))\b.*\b(?:a|per|each)\s+day\b|\b(?:a|per|each)\s+day\s+(?:max(?:imum)?|tops|at\s+most)\b/;
const DONE_OR_DAY = /\b(?:today|yesterday|tonight|so\s+far|this\s+week|last\s+week|had|drank|ate|smoked)\b/;
/** A new thing asked for ("new limit habit: alcohol, max 2 drinks a day"): limits.ts makes it. */
const NEW_THING = /\b(?:new|add|create|start|set\s+up|make\s+(?:a|me)|track)\b/;
/** A measure said before the thing it measures ("3 cups of", "2 glasses of"). */
const MEASURE_OF = /\b(\d+(?:\.\d+)?)\s+(?:cups?|glass(?:es)?|mugs?|bottles?|cans?|pints?|shots?|pieces?|bars?|squares?|slices?)\s+of\s+/;
/** A number and the word after it, a day ("3 cups a day"). */
const COUNT_A_DAY = /\b(\d+(?:\.\d+)?)\s+([a-z]+)\s+(?:a|per|each)\s+day\b/;

export function limitADay(r: Reading, reread: (again: string) => OfflineAnswer): OfflineAnswer | undefined {
  const t = r.said.text;
  if (asks(r.said) || /\?\s*$/.test(r.said.original) || !LIMIT_A_DAY.test(t) || DONE_OR_DAY.test(t) || NEW_THING.test(t)) return undefined;
  const isChange = (a: OfflineAnswer | undefined) => (a?.kind === 'call' && a.name === 'updateHabit' ? a : undefined);
  if (r.habits.some((m) => m.items.some((h) => h.target))) {
    const changed = changeOf(r);
    if (changed && changed.kind !== 'reply') return changed;
    // The measure before the thing read as the habit's own unit ("3 cups of coffee" → "3 coffee"),
    // and a name set off by a colon or a dash read as said before the rest ("tea: max 2 a day").
    const plain = t.replace(MEASURE_OF, '$1 ').replace(/\s*[:–—-]\s+/g, ' ');
    return plain !== t ? isChange(reread(plain)) : undefined;
  }
  // No habit named: the one habit counted in the unit said ("3 cups a day" of the only one in cups).
  const said = COUNT_A_DAY.exec(t);
  const counted = said && !r.habits.length ? inUse(r.s).filter((h) => h.target && sameUnit(h.target.unit, said[2]!)) : [];
  return counted.length === 1 ? isChange(reread(t.replace(COUNT_A_DAY, `$1 ${counted[0]!.name.toLowerCase()} a day`))) : undefined;
}
