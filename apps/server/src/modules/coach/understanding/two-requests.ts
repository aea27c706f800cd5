/**
 * Nineteenth session (issue 50): two requests in one message, joined by "and also", "then" or a
 * sentence of their own ("make it ten minutes long, and also send me a reminder five minutes
 * before", "skip gym on friday. also move yoga to 7pm"): each is read alone, in the same
 * conversation. Both must start with a verb of a request; a request and a reason ("move gym to 7,
 * and also I am tired") is one request.
 */
const VERB = String.raw`(?:add|make|move|set|skip|pause|change|put|log|mark|note|rename|link|send|remind|give|shift|push|bump|switch|tick|resume|restore|call|extend|shorten|lengthen|take|drop|turn)`;
const PLEASE = String.raw`(?:(?:please|pls|kindly)\s+|(?:can|could|would|will)\s+you\s+(?:please\s+)?)?`;
const JOIN = new RegExp(String.raw`(?:,\s*|\s+)(?:and\s+(?:also|then|please)|plus)\s+(?=${PLEASE}${VERB}\b)|[.;!]\s+(?:and\s+)?(?:also|then|plus)[,\s]+(?=${PLEASE}${VERB}\b)|[,;]\s+(?:and\s+)?also\s+(?=${PLEASE}${VERB}\b)`);
const STARTS = new RegExp(String.raw`^${PLEASE}${VERB}\b`);

export function twoRequests(text: string): [string, string] | undefined {
  const m = JOIN.exec(text);
  if (!m) return undefined;
  const first = text.slice(0, m.index).trim();
  const second = text.slice(m.index + m[0].length).replace(new RegExp(String.raw`^${PLEASE}`), '').trim();
  return STARTS.test(first) && first.split(/\s+/).length >= 2 && second.split(/\s+/).length >= 2 ? [first, second] : undefined;
}
