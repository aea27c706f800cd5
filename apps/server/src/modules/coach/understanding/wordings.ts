/**
 * Issue 50, twelfth pass: more families of everyday wordings, in one form each, applied after
 * lexicon.ts's rules (`canonical`). Kinds of phrase, not sentences.
 */
export const WORDINGS: [RegExp, string | ((...m: string[]) => string)][] = [
  // A part of the day, then the time it means after a filler ("to the evening, like 9pm", "mornings, say 7"): the time.
  [/(?<!\b(?:every|each|on|most|some)\s+)\b(?:(to|in|for)\s+)?(?:the\s+)?(mornings?|afternoons?|evenings?|nights?)\s*,?\s+(?:like|say|maybe|around|about|roughly|ish|probably)\s+(\d{1,2}(?:[:.]\d\d)?)\s*(am|pm)?\b/, (_: string, to: string | undefined, part: string, time: string, half: string | undefined) => `${to === 'to' ? 'to' : 'at'} ${half ? `${time}${half}` : `${time} in the ${part.replace(/s$/, '')}`}`],
  // A wish or a question before a rename ("i would rather call rowing erg", "can you rename …", "i'd prefer to call …"): the rename.
  [/^(?:i\s+would\s+(?:rather|prefer\s+to|like\s+to)|i\s+prefer\s+to|let\s+us|let's|lets|can\s+(?:you|u|we|i)|could\s+(?:you|u|we|i)|please|pls|maybe)\s+(?=(?:call|rename|re-name)\s+(?!(?:mum|mom|dad|my\s+(?:mum|mom|dad|gran|grandma|grandad|nan)))\S)/, ''],
];
