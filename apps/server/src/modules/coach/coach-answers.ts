/**
 * The person's answer to a proposal (issue 37): a yes does it, a no or anything else cancels it.
 * Only a message that is an answer and nothing more counts as one ("yes, and add Run too" is a new
 * request: the proposal is dropped and the request read as any other).
 */
// Issue 50, forty-ninth pass: a yes to a delete said as the deed ("yes get rid of it", "bin it").
// Issue 50, twenty-third pass: "go on then", "yes both", "do both", "yeh", "aye", "sure thing", "let's do it", "alright".
const YES = /^(?:y|ye|yes|yess+|yeah|yeh|yea|yep|yup|ya|yh|yas|aye|sure|sure thing|ok|okay|k|kk|alright|all right|fine|confirm(?:ed)?|correct|right|absolutely|definitely|certainly|of course|affirmative|go(?: ahead)?|go on(?: then)?|do it|do that|do both|do them|both|both of them|all of them|please do|yes please|please|sounds good|sounds great|let'?s do it|let'?s go|that'?s right|that'?s fine|that'?s\s+(?:quite|exactly|absolutely|all|perfectly)\s+(?:right|correct|fine|good)|(?:that'?s|that\s+is|sounds|looks)\s+(?:perfect|great|brilliant|lovely|good|fine|right|correct|spot\s+on|amazing|ideal)|(?:please\s+|kindly\s+)?do\s+the\s+needful|proceed|go\s+on|confirmed?|that\s+is\s+(?:quite\s+|exactly\s+|perfectly\s+)?(?:right|correct|fine)|do\s+go\s+ahead|please\s+go\s+ahead|(?:it\s+)?is\s+(?:correct|right|good|fine|ok|okay)|(?:it'?s|its)\s+(?:correct|right|good|fine|ok|okay)|please\s+to\s+do(?:\s+it)?|like\s+this|like\s+that|exactly|perfect\s+do\s+it|delete it|remove it|pause them|pause it|end it|archive it|go for it|i'?m sure|yes i'?m sure|get rid of (?:it|them|that)|bin it|ditch it|delete them|remove them|wipe it|clear it|archive them|end them)$/;
const NO = /^(?:n|no|nope|nah|cancel|stop|don'?t|do not|never ?mind|leave it|keep it|wait|not now|no thanks|no thank you|forget it|abort|hold on)$/;
/**
 * Issue 54: a yes and a no in Spanish, German and French (the proposal's card says "you can also
 * answer in the chat"), whatever the account's language: "sí", "vale", "ja", "genau", "oui",
 * "d'accord"; "no", "nein", "non", "lieber nicht", "laisse tomber".
 */
const YES_ELSEWHERE = /^(?:s[ií]|vale|claro(?: que s[ií])?|de acuerdo|adelante|hazlo|por supuesto|por favor|ja|jawohl|jep|genau|klar|gerne|einverstanden|mach (?:das|es|ruhig)|bitte|richtig|oui|ouais|d'accord|vas-y|allez-y|bien s[uû]r|exactement|s'il (?:te|vous) pla[iî]t)$/;
const NO_ELSEWHERE = /^(?:no|nein|nee|non|mejor no|no gracias|d[eé]jalo|cancela(?:r)?|lieber nicht|nein danke|lass (?:es|das)(?: sein)?|abbrechen|non merci|laisse(?:z)? tomber|annule(?:r|z)?|pas maintenant)$/;

/**
 * Issue 50: a no said as people say it ("on second thoughts keep it", "nah leave it as is",
 * "actually don't bother", "I've changed my mind"): lead-ins, then a decline, and nothing more.
 */
const LEAD = /^(?:(?:oh|um+|uh+|hmm+|well|actually|wait|no|nah|nope|sorry|on second thoughts?|second thoughts|thinking about it|on reflection|i'?ve changed my mind|changed my mind|i changed my mind|scratch that|then|ok|okay)\s+)*/;
const DECLINE = /^(?:n|no|nope|nah|cancel(?: (?:that|it))?|stop|don'?t(?: (?:do (?:it|that)|bother|worry))?|do not(?: do (?:it|that))?|never ?mind|nvm|leave it(?: (?:as (?:it )?is|for now|alone|then|be))?|leave (?:that|them)(?: (?:as (?:they are|is)|for now|alone))?|(?:i'?ll |let'?s |i want to |i'?d rather )?keep (?:it|that|them)(?: (?:as (?:it )?is|for now|then))?|wait|not now|not yet|no thanks|no thank you|forget (?:it|that|about it)|abort|hold on|hold off|let'?s not|better not|no need|ignore (?:that|me)|(?:scrap|scratch) that|(?:i'?ve |i )?changed my mind|on second thoughts?|not (?:any ?more|anymore)|i'?m not sure|not sure)$/;

/** Pictures that are no words (emoji, flags, skin tones and the joiners between them), for the readers to leave out. */
export const PICTURES = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}/gu;

/** The words of a short answer, without politeness, punctuation or a leading "oh"/"um". */
function answerWords(message: string): string[] {
  return message
    .toLowerCase()
    .replace(/[’]/g, "'")
    // Issue 50, fifty-sixth pass: an emoji beside the answer ("go for it 👍", "nah 🙅") is no word of it.
    .replace(PICTURES, ' ')
    // A second thought typed as a number ("on 2nd thoughts no, leave it").
    .replace(/\b2nd\s+thought/g, 'second thought')
    .split(/[,.!?;:]+/)
    .map((part) => part.replace(/^\s*(?:oh|um+|uh+|well|hmm+)\s+/, '').replace(/\s+(?:please|pls|plz|thanks|thx|ta|thank you|cheers|coach|mate|then|x+|por favor|gracias|bitte|danke(?: schön)?|merci|s'il (?:te|vous) pla[iî]t)$/, '').trim())
    .filter(Boolean);
}

/** Every part of the message is a yes ("yes", "Yes, please.", "sure, do it"). */
export function isYes(message: string): boolean {
  const parts = answerWords(message);
  // Issue 50, ninth pass: a yes said twice over with no comma ("yeah do it", "ok go ahead", "yes go for it").
  const one = (part: string) => YES.test(part) || YES_ELSEWHERE.test(part);
  const yes = (part: string) => one(part) || (/^(?:ye|yes|yeah|yeh|yea|yep|yup|ya|yh|yas|sure|ok|okay|k|alright|s[ií]|vale|ja|genau|oui|ouais)\s+\S/.test(part) && one(part.replace(/^\S+\s+/, '')));
  // Issue 50, thirty-second pass: thanks beside a yes ("Yes, that's quite right. Thank you so much.") are no part of it, and never a yes alone.
  const said = parts.filter((part) => !/^(?:thank\s+you(?:\s+(?:so|very)\s+much)?|thanks(?:\s+(?:so|very)\s+much)?|many\s+thanks|cheers|gracias|danke(?: schön)?|merci(?: beaucoup)?)$/.test(part));
  // Issue 50, forty-eighth pass: a word of praise beside a yes ("yes, good", "ok, very good"): part of it, never a yes alone.
  const praise = (part: string) => /^(?:(?:very|all|is|it\s+is|that\s+is)\s+)?(?:good|great|perfect|excellent|super|lovely|fine)$/.test(part);
  return said.length > 0 && said.length <= 3 && said.some(yes) && said.every((part) => yes(part) || praise(part));
}

/**
 * Issue 50, fifty-sixth pass: why, said after a no ("nah keep it, I still use it", "no leave it,
 * it's only a few more days", "no, because I'm away"): a reason that asks for nothing else.
 */
const REASON = /^(?:(?:because|cos|coz|cause|since|bc)\b|(?:i'?m|i'?ve|i'?d|i\s+(?:have|still|am|do|did|got|like|use|love|need\s+(?:it|them|that))|it'?s|its|it\s+(?:is|was)|there'?s|there\s+are|that'?s|they'?re|still|only)\b)/;
const ASKS_MORE = /\d|\b(?:move|change|skip|pause|delete|remove|archive|end|stop|make|set|add|rename|log|mark|instead|rather|want(?:\s+to)?|would\s+like|'d\s+like|prefer|but|can|could|please|pls)\b/;

/** Every part of the message is a no ("no", "No, leave it."), or a no and why ("nah leave it, I still use it"). */
export function isNo(message: string): boolean {
  const parts = answerWords(message).filter((part) => !/^(?:oh|um+|uh+|hmm+|well|actually|ok|okay|so)$/.test(part));
  const no = (part: string) => NO.test(part) || NO_ELSEWHERE.test(part) || DECLINE.test(part.replace(LEAD, '').trim() || 'no');
  if (parts.length > 0 && parts.length <= 3 && parts.every(no)) return true;
  // The no first, and more than a pause for thought ("wait, I'm away" says no no).
  const firstNo = parts.length >= 2 && no(parts[0]!) && !/^(?:wait|hold\s+on|not\s+sure|i'?m\s+not\s+sure)$/.test(parts[0]!.replace(LEAD, '').trim() || 'no') && !/^(?:wait|hold\s+on)$/.test(parts[0]!);
  const why = parts.slice(1);
  return firstNo && why.length <= 2 && why.every((part) => REASON.test(part) && !ASKS_MORE.test(part));
}
