import type { OfflineAnswer } from './types.js';
import { reply, type Pending, type Reading } from './reading.js';
import { withoutWish } from './said.js';
import { sameName } from './schedule.js';
import { asWritten } from './schedule.js';
import { quoted, wordsOf } from './words.js';
import { COACH_CATALOGS, formatMessage, type CoachReply, type CoachWords } from '@stride/domain';

/**
 * Issue 37: what a coach says to a wish ("I want to run a marathon this year", "I'd like to
 * learn French"): a goal, and two or three habits that build toward it, as things to tap. And a
 * word for how the person feels. Each suggestion is a request this coach itself understands.
 */
interface Plan {
  goal: string;
  why: string;
  habits: string[];
}

/** Starting habits for kinds of goals, by the words that say which kind. */
const PLANS: { words: RegExp; plan: (said: string) => Plan }[] = [
  { words: /\b(?:marathon|half\s+marathon|10k|5k|run|running|race)\b/, plan: (g) => ({ goal: g, why: 'Distance comes from regular easy runs and one long run a week.', habits: ['Easy run Tuesdays and Thursdays at 7am', 'Long run every Sunday at 8am for 90 minutes', 'Stretch every evening for 10 minutes'] }) },
  { words: /\b(?:learn|speak|study)\b.*\b(?:french|spanish|german|italian|japanese|chinese|portuguese|arabic|language|\w+ish)\b|\blanguage\b/, plan: (g) => ({ goal: g, why: 'A little every day beats a lot once a week.', habits: [`${langOf(g)} practice every day at 8am for 15 minutes`, `${langOf(g)} lesson every Saturday at 10am`, `${langOf(g)} podcast on weekdays at 6pm`] }) },
  { words: /\b(?:sleep|rest|tired)\b/, plan: (g) => ({ goal: g, why: 'Sleep follows a steady evening more than an early night now and then.', habits: ['No screens every night at 10pm', 'Lights out every night at 10:30pm', 'Morning walk every day at 8am for 15 minutes'] }) },
  { words: /\b(?:fit|fitness|weight|kilos?|kg|pounds|lbs|strong|stronger|muscle|healthy|health|exercise|shape)\b/, plan: (g) => ({ goal: g, why: 'Start smaller than you think: a habit you keep beats a plan you drop.', habits: ['Workout Mondays, Wednesdays and Fridays at 7am for 30 minutes', 'Walk 8000 steps every day', 'Cook at home on weekdays at 7pm'] }) },
  { words: /\b(?:read|reading|books?)\b/, plan: (g) => ({ goal: g, why: 'Twenty pages a day is about a book every two weeks.', habits: ['Read 20 pages every night at 9pm', 'Library visit every Saturday at 11am'] }) },
  { words: /\b(?:meditat\w*|calm|stress|anxious|mindful\w*)\b/, plan: (g) => ({ goal: g, why: 'Five minutes at the same time each day is enough to start.', habits: ['Breathe every morning at 7am for 5 minutes', 'Gratitude note every night at 9pm'] }) },
  { words: /\b(?:save|saving|money|budget|debt)\b/, plan: (g) => ({ goal: g, why: 'Small steady habits around money add up.', habits: ['Check spending every Sunday at 6pm', 'Pack lunch on weekdays at 8am'] }) },
  { words: /\b(?:write|writing|novel|blog|book)\b/, plan: (g) => ({ goal: g, why: 'Words on most days beat waiting for inspiration.', habits: ['Write 300 words every day at 7am', 'Plan the week every Sunday at 5pm'] }) },
];

function langOf(goal: string): string {
  const m = /\b(french|spanish|german|italian|japanese|chinese|portuguese|arabic|\w+ish)\b/i.exec(goal);
  return m ? m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1).toLowerCase() : 'Language';
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The languages `langOf` names, by their ISO 639-1 codes (for `Intl.DisplayNames`). */
const LANGUAGE_CODES: Record<string, string> = { french: 'fr', spanish: 'es', german: 'de', italian: 'it', japanese: 'ja', chinese: 'zh', portuguese: 'pt', arabic: 'ar', english: 'en', turkish: 'tr', polish: 'pl', danish: 'da', swedish: 'sv', finnish: 'fi' };

/** Issue 54: `langOf`'s English name of a language as the person's language writes it ("French" is "francés"). */
function languageIn(name: string, words: CoachWords): string {
  if (words.english) return name;
  if (name === 'Language') return words.say('planLanguage');
  const code = LANGUAGE_CODES[name.toLowerCase()];
  return (code && new Intl.DisplayNames([words.language], { type: 'language' }).of(code)) || name;
}

/**
 * Issue 54: a plan's habit (its English words, at the start of what is said) as it is named when
 * made for an account in another language: its name, and the unit of one that counts ("Sin
 * pantallas", "pantallas"); undefined for words that are none of a plan's habits.
 */
function madeIn(said: string, words: CoachWords): { name: string; unit?: string } | undefined {
  const asked = said.toLowerCase();
  const x = languageIn(langOf(asked), words);
  for (const [k, kind] of PLANS.entries()) {
    const i = kind.plan(asked).habits.findIndex((habit) => asked.startsWith(habit.toLowerCase()));
    if (i < 0) continue;
    const unit = `planUnit${k}${i}` in COACH_CATALOGS.en.replies ? words.say(`planUnit${k}${i}` as CoachReply) : undefined;
    return { name: words.say(`planName${k}${i}` as CoachReply, { x }), ...(unit ? { unit } : {}) };
  }
  const practise = /^practise (.+) 3 times a week for 20 minutes\b/i.exec(said);
  return practise ? { name: capitalised(words.say('planNamePractise', { x: practise[1]! })) } : undefined;
}

/**
 * Issue 54: a plan's habit asked for by its button (the English request the built-in coach reads,
 * "Add a habit No screens every night at 10pm for my … goal") by an account in another language:
 * named as the button showed it. Undefined in English (the request's own words name it) and for
 * any other request.
 */
export function plannedHabitIn(r: Reading): { name: string; unit?: string } | undefined {
  const w = wordsOf(r.s);
  if (w.english) return undefined;
  // The "read 10 pages every night" button makes the reading plan's habit ("Leer", in "páginas").
  if (r.said.original.trim().toLowerCase() === formatMessage(COACH_CATALOGS.en.buttons.addReading).toLowerCase()) return { name: w.say('planName40'), unit: w.say('planUnit40') };
  const asked = /^add a habit (.+)$/i.exec(r.said.original.trim())?.[1];
  return asked ? madeIn(asked, w) : undefined;
}

/** Whether a habit the person has is a plan's habit (its English words): by the name it starts with, or the name it was made with in their language. */
function isHabit(planned: string, name: string, words: CoachWords): boolean {
  const own = name.toLowerCase();
  return planned.toLowerCase().startsWith(own) || (!words.english && madeIn(planned, words)?.name.toLowerCase() === own);
}

/** Issue 54: the goal of the "I want to sleep better" button, named in the person's language; undefined for any words of their own. */
function buttonGoal(r: Reading, words: CoachWords): string | undefined {
  if (words.english) return undefined;
  const button = formatMessage(COACH_CATALOGS.en.buttons.sleepBetter).toLowerCase();
  return r.said.original.trim().replace(/[.!]+$/, '').toLowerCase() === button ? words.say('planGoalSleep') : undefined;
}

/** The goal's name from the wish: "run a marathon this year" → "Run a marathon this year". */
function goalName(r: Reading): string {
  const words = withoutWish(r.said.text).replace(/[.!?]+$/, '').trim();
  const written = asWritten(words, r.said.original);
  return written.charAt(0).toUpperCase() + written.slice(1);
}

/**
 * Issue 54: a plan's habit in the person's language (`plan<k><i>` of COACH_CATALOG.replies, by its
 * place in PLANS), for the reply and its buttons; undefined when it is none of a plan's.
 */
export function planHabitIn(habit: string, goal: string, words: CoachWords): string | undefined {
  if (words.english) return habit;
  for (const [k, kind] of PLANS.entries()) {
    const i = kind.plan(goal).habits.indexOf(habit);
    if (i >= 0) return words.say(`plan${k}${i}` as CoachReply, { x: languageIn(langOf(goal), words) });
  }
  // A language's plan names the language first ("French practice every day at 8am for 15 minutes").
  const language = /^(\S+) (?:practice|lesson|podcast) /.exec(habit)?.[1];
  if (language && language !== langOf(goal)) return planHabitIn(habit, language, words);
  const practise = /^Practise (.+) 3 times a week for 20 minutes$/.exec(habit);
  return practise ? words.say('planPractise', { x: capitalised(practise[1]!) }) : undefined;
}

export function wish(r: Reading): OfflineAnswer | undefined {
  if (!r.said.wish && !/^(?:my\s+goal\s+is|i\s+want|help\s+me)\b/.test(r.said.text)) return undefined;
  const said = goalName(r);
  if (!said || said.split(/\s+/).length > 12) return undefined;
  const kind = PLANS.find((p) => p.words.test(said.toLowerCase()));
  const w = wordsOf(r.s);
  const name = buttonGoal(r, w) ?? said;
  const existingGoal = r.s.goals.find((g) => sameName(g.name, name) || name.toLowerCase().includes(g.name.toLowerCase()));
  const plan = kind?.plan(name) ?? { goal: name, why: 'Pick one small step you can do most days, at a set time.', habits: [`Practise ${name.replace(/^(?:get\s+better\s+at|learn\s+to|learn|be\s+better\s+at)\s+/i, '').toLowerCase()} 3 times a week for 20 minutes`] };
  // Habits the person has already count: they are offered to keep, not made again.
  const have = plan.habits.filter((h) => r.s.habits.some((x) => !x.archived && isHabit(h, x.name, w)));
  const fresh = plan.habits.filter((h) => !have.includes(h));
  const goalPart = existingGoal ? w.say('haveGoalQuoted', { g: quoted(existingGoal) }) : w.say('goalWorthHaving', { g: plan.goal });
  // Issue 50, thirteenth pass: each habit they have named once, by its own name (three plan habits starting "Spanish" named it three times).
  const haveNames = [...new Set(have.map((h) => r.s.habits.find((x) => !x.archived && isHabit(h, x.name, w))!.name))];
  const havePart = have.length ? ` ${w.say('haveStart', { k: haveNames.map((n) => `"${n}"`).join(w.say('joinAnd')) })}` : '';
  const why = w.english ? plan.why : w.say(kind ? (`planWhy${PLANS.indexOf(kind)}` as CoachReply) : 'planWhyOther');
  const steps = fresh.slice(0, 2).map((h) => `Add a habit ${h}${existingGoal ? ` for my ${existingGoal.name} goal` : ''}`);
  const text = `${goalPart}${havePart} ${why} ${w.say(existingGoal ? 'shallAddHabits' : 'shallAddGoal')}${fresh.length ? ` ${w.say('buildToward', { k: fresh.slice(0, 3).map((h) => planHabitIn(h, name, w) ?? h).join('; ') })}` : ''}`;
  if (existingGoal) return reply(text, { suggestions: steps });
  const then = fresh.slice(0, 3).map((h) => `Add a habit ${h} for my ${plan.goal} goal`);
  const pending: Pending = { offer: [{ name: 'createGoal', args: { name: plan.goal.slice(0, 100) } }], then };
  return reply(text, { suggestions: [`Add goal ${plan.goal}`, ...steps.slice(0, 2)], memory: { pending } });
}

/** How the person feels: a coach's word and one small next step. */
export function feelings(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  // Eighteenth session: a request said with it is the request ("remind me 20 min before yoga pls i keep forgetting", "… reminder 10 min before pls, keep forgetting").
  // Issue 50, fifty-fourth pass: any word for a reminder ("…, can you nudge me 20 min beforehand", "ping me half an hour before").
  const asked = /\b(?:(?:remind|nudge|ping|notify|alert|buzz|text|email)\s+me|reminders?|nudges?|notifications?|move|change|make|set|put|add|skip|pause|push|shift)\b/.test(t) && /\d|\b(?:half\s+an|an)\s+hour\b/.test(t);
  if (!asked && /\b(?:keep\s+(?:missing|forgetting|skipping|failing)|always\s+(?:miss|forget|skip)|never\s+manage|can\s*not\s+(?:stick|keep))\b/.test(t)) {
    const h = r.habits[0]?.items.length === 1 ? r.habits[0].items[0] : r.habits[0]?.items.find((x) => /evening|night/.test(t) ? Number(x.startTime?.slice(0, 2)) >= 17 : true);
    if (h) {
      return reply(wordsOf(r.s).say('missingAgain', { h: quoted(h), t: wordsOf(r.s).time(h.startTime) }), {
        suggestions: [`Remind me 15 minutes before ${h.name}`, `Move ${h.name} 30 minutes earlier`, `Make ${h.name} 10 minutes`].filter((x) => !(h.reminders ?? []).length || !x.startsWith('Remind')),
        memory: { pending: { about: h.id } satisfies Pending },
      });
    }
  }
  if (/\b(?:unmotivated|no\s+motivation|demotivated|feel(?:ing)?\s+(?:down|low|lazy|stuck|bad|tired|overwhelmed)|overwhelmed|burn(?:ed|t)\s+out|give\s+up)\b/.test(t)) {
    const easiest = r.s.habits.filter((h) => h.dueToday && !h.doneToday && !h.archived).sort((a, b) => (b.successRate ?? 0) - (a.successRate ?? 0))[0];
    return reply(easiest ? wordsOf(r.s).say('happensToEveryoneLike', { h: quoted(easiest) }) : wordsOf(r.s).say('happensToEveryone'), {
      suggestions: [easiest ? `I did ${easiest.name}` : "What's left today?", 'Which habit am I slipping on?'],
    });
  }
  return undefined;
}
