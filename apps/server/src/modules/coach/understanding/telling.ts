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
