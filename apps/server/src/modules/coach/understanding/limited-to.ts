/**
 * Issue 50: a new limit said as bringing a thing down to an amount a day: "limit crisps to 1 bag a
 * day", "cut sugar to 2 snacks a day max", "get my screen time down to 2 hours a day", "keep beer
 * to 2 pints a day", "i want to bring fizzy drinks down to one can a day". What is limited, how
 * many a day at most, and what it is counted in (the thing itself when no unit is said; minutes or
 * hours for a time). Undefined when the words say something else.
 */
export interface LimitedTo {
  thing: string;
  quantity: number;
  unit: string;
}

const WORD_COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

const LEAD = String.raw`(?:(?:i\s+(?:really\s+)?(?:want|need|would\s+like|am\s+going|am\s+trying|will\s+try)\s+to|i\s+(?:should|must|will)|help\s+me|let\s+us|try\s+to|time\s+to|gonna|going\s+to|trying\s+to|please)\s+)?`;
const VERB = String.raw`(?:limit|cap|cut|keep|get|bring|reduce|drop|restrict|lower)`;
const AMOUNT = String.raw`(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten)`;
const TOPS = String.raw`(?:\s+(?:max|maximum|tops|at\s+most|at\s+the\s+most|or\s+less|or\s+fewer))?`;

const LIMITED = new RegExp(
  String.raw`^${LEAD}${VERB}\s+(?:my\s+|the\s+|down\s+(?:my\s+|the\s+)?)?([a-z][a-z' -]{1,30}?)\s+(?:down\s+|back\s+)?(?:to|at|under)\s+(?:(?:max|maximum|at\s+most|no\s+more\s+than|only|just)\s+)?${AMOUNT}\s*([a-z]+(?:\s+of\s+[a-z]+)?)?\s+(?:a|per|each)\s+day${TOPS}\s*[.!]*$`,
);

/** Words that say a schedule or a habit they keep, never a thing counted ("keep gym to 2 days a week" is no limit a day). */
const NOT_A_THING = /^(?:it|that|this|them|things|myself|me|everything|down|back|up|out)$/;

export function limitedTo(text: string): LimitedTo | undefined {
  const m = LIMITED.exec(text.trim());
  if (!m) return undefined;
  const thing = m[1]!.trim();
  if (NOT_A_THING.test(thing) || thing.split(/\s+/).length > 3) return undefined;
  const quantity = WORD_COUNT[m[2]!] ?? Number(m[2]);
  const said = m[3]?.replace(/\s+of\s+[a-z]+$/, '').trim();
  const unit = !said || /^(?:times?|of)$/.test(said) ? thing : /^(?:h|hr|hrs|hours?)$/.test(said) ? 'hours' : /^(?:m|min|mins|minutes?)$/.test(said) ? 'minutes' : said;
  return { thing, quantity, unit };
}
