/**
 * Issue 50, thirty-second pass: a request said among sentences that only tell ("I'm afraid the
 * email about the Gym arrives rather too early for my liking. Could you possibly make it twenty
 * minutes beforehand?", "Could you reduce my rowing to twice a week? Three times is proving rather a
 * lot at my age.", "… Many thanks."). When one sentence asks or requests, the sentences that hold
 * nothing a request could need (no number, no day or date, no word of the person's own records)
 * are left out; a sentence with any of those stays ("the tennis club closes …, so Saturday the 19th
 * will be my last game. Would you end my Tennis on that date?").
 */

const ASKS = /\?\s*$|^(?:what|which|when|where|why|who|how|till|until|til)\b|^(?:(?:so|and|but|ok|okay|right|now)\s+)?(?:(?:could|would|can|will|might)\s+(?:you|u|we|i)\b|(?:please|pls|kindly)\b|i\s+(?:should|would|'d|d)\s+(?:like|love|prefer|be\s+grateful|be\s+glad)\b|i\s+(?:want|need|wish|wanna)\b|let'?s\b|(?:add|make|move|change|set|put|skip|pause|remind|rename|call|end|archive|restore|bring|delete|remove|cancel|stop|log|mark|note|start|create|track|push|shift|cut|drop|take|turn|link|unlink|resume|finish)\b)/;
const CARRIES = /\d|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day|\b(?:today|tomorrow|yesterday|tonight|weekend|weekday|fortnight|noon|midday|midnight)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|half|quarter|twice)\b/;

/** `text` (lower case) without its sentences that only tell, when another asks; `own` the words of the person's records. */
export function withoutTelling(text: string, own: ReadonlySet<string>): string {
  const sentences = text.split(/(?<=[.!?])\s+(?=[a-z'"])/);
  if (sentences.length < 2 || !sentences.some((s) => ASKS.test(s.trim()))) return text;
  const tells = (s: string) => !ASKS.test(s.trim()) && !CARRIES.test(s) && !(s.match(/[a-z]+/g) ?? []).some((w) => own.has(w));
  const kept = sentences.filter((s) => !tells(s));
  return kept.length && kept.length < sentences.length ? kept.join(' ') : text;
}

const VALUE = String.raw`(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)?|noon|midday|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays|weekends|\d+\s*(?:minutes?|hours?)(?:\s+before)?|every\s+\d+\s+days|(?:once|twice|\d+\s+times)\s+a\s+week)`;
const VALUE_ONLY = new RegExp(String.raw`^(?:(?:at|to|on|for|from|by|make\s+it|make\s+that|so)\s+)?${VALUE}(?:\s*(?:,|and|&)?\s*${VALUE})*(?:\s+(?:instead|please|then|now|from\s+now\s+on|is\s+(?:fine|better|good|ok)))*\s*[.!]*$`);
/** Words that say which part of a habit a value goes to, kept with its name. */
const PART = /^(?:reminder|remind|target|limit|time|length)$/;

/**
 * Eighteenth session: the new value said alone after what led to it ("kids have football sun mornings
 * so squash at 11 doesnt work anymore. 2pm", "the spanish reminder 5 min before is pointless, … 15 min
 * before instead"): the earlier sentences name the record (and the old value, which is not the
 * request); the last says what it should be. Read as a change of the record named, to that value.
 */
export function lastSaysTheValue(text: string, own: ReadonlySet<string>): string {
  const sentences = text.split(/(?<=[.!?])\s+|\s*\.{2,}\s*/).map((x) => x.trim()).filter(Boolean);
  if (sentences.length < 2) return text;
  const last = sentences.at(-1)!;
  if (!VALUE_ONLY.test(last)) return text;
  const before = sentences.slice(0, -1).join(' ');
  const named = (before.match(/[a-z]+/g) ?? []).filter((w, i, all) => (own.has(w) || (PART.test(w) && all.slice(0, i).some((x) => own.has(x)))) && all.indexOf(w) === i);
  // Only after words that say the old value no longer suits ("did gym. 6pm" is a report, not a change).
  if (!/\b(?:not|no\s+longer|anymore|pointless|later|earlier|instead|moved?|change|clash\w*|can\s*not|too\s+(?:early|late|much|long|short)|needs?\s+to|has\s+to|have\s+to|does\s+not\s+work|is\s+not\s+working)\b/.test(text)) return text;
  return named.some((w) => own.has(w)) ? `change ${named.join(' ')} ${last.replace(/[.!]+$/, '')}` : text;
}
