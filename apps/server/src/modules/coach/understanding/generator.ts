import { HABITS } from './coach-fixture.js';
import type { OfflineContext } from './types.js';

/**
 * Issue 50: requests made from templates (verbs, the person's names and their typos, dates and
 * times as people write them, fillers in front and behind, follow-ups that lean on the message
 * before) with the records each must end in, for the coach-fixture person (today Wednesday
 * 25 November 2026). Thousands of them, each a combination nobody wrote out: the generated test
 * scores the built-in coach on them. The kept-apart table is never read for these.
 */
export type Want =
  /** These calls, in order, each holding at least these arguments. */
  | { calls: { name: string; args: Record<string, unknown> }[] }
  /** A question: no call that changes a record. */
  | { changesNothing: true };

export interface Generated {
  family: string;
  message: string;
  want: Want;
  context?: OfflineContext;
}

const H = HABITS;
const call = (name: string, args: Record<string, unknown>) => ({ name, args });
/** Today is the default day: a call for today carries no date. */
const dated = (date: string) => (date === '2026-11-25' ? {} : { date });
const calls = (...list: { name: string; args: Record<string, unknown> }[]): Want => ({ calls: list });

/** A typo a thumb makes: two letters of the longest word swapped (words of five letters or more only). */
export function typo(text: string): string {
  const words = text.split(' ');
  const i = words.reduce((best, w, j) => (w.length > (words[best]?.length ?? 0) ? j : best), 0);
  const w = words[i]!;
  if (w.length < 5 || !/^[a-z]+$/.test(w)) return text;
  const k = Math.floor(w.length / 2);
  words[i] = w.slice(0, k) + w[k + 1] + w[k] + w.slice(k + 2);
  return words.join(' ');
}

const BEFORE = ['', 'hey coach, ', 'pls ', 'ok so ', 'can you ', 'could you please '];
const AFTER = ['', ' thanks', ' pls', '!', ' ta', ' x'];

/** Names as people write them (one of each habit's words, "my …", the whole name). */
const NAMES: Record<string, { id: string; says: string[] }> = {
  gym: { id: H.gym.id, says: ['gym', 'the gym', 'my gym'] },
  yoga: { id: H.yoga.id, says: ['yoga', 'my yoga'] },
  spanish: { id: H.spanish.id, says: ['spanish', 'spanish lessons', 'my spanish lessons'] },
  read: { id: H.read.id, says: ['read', 'my reading'] },
  journal: { id: H.journal.id, says: ['journal', 'my journal'] },
  walk: { id: H.walk.id, says: ['walk to work', 'my walk to work'] },
};

/** Days each habit is on, as people write them, with the date (today is Wed 25 Nov 2026). */
const DAYS: Record<string, [string, string][]> = {
  gym: [['tomorrow', '2026-11-26'], ['on thursday', '2026-11-26'], ['thursday the 26th', '2026-11-26'], ['thu 26th', '2026-11-26'], ['on thurs', '2026-11-26']],
  yoga: [['on saturday', '2026-11-28'], ['saturday the 28th', '2026-11-28'], ['sat 28th', '2026-11-28'], ['this sunday', '2026-11-29']],
  spanish: [['tomorrow', '2026-11-26'], ['on thursday', '2026-11-26'], ['thursday the 26th', '2026-11-26'], ['on monday', '2026-11-30']],
  read: [['today', '2026-11-25'], ['tomorrow', '2026-11-26'], ['tmrw', '2026-11-26'], ['on friday', '2026-11-27']],
  walk: [['today', '2026-11-25'], ['tomorrow', '2026-11-26'], ['on friday', '2026-11-27'], ['friday the 27th', '2026-11-27']],
};

const TIMES: [string, string][] = [
  ['7pm', '19:00'],
  ['19:30', '19:30'],
  ['quarter to 8 pm', '19:45'],
  ['twenty past 6 pm', '18:20'],
  ['half past 8 in the evening', '20:30'],
  ['8:15pm', '20:15'],
];

const REMIND: [string, number][] = [
  ['5 minutes', 5],
  ['ten minutes', 10],
  ['twenty minutes', 20],
  ['45 mins', 45],
  ['an hour', 60],
  ['twenty five minutes', 25],
];

const NEW_NAMES = ['Stretch', 'Plank', 'Sketch', 'Cold shower', 'Call mum'];

function* skips(): Generator<Generated> {
  for (const [key, days] of Object.entries(DAYS)) {
    const n = NAMES[key]!;
    for (const name of n.says)
      for (const [day, date] of days)
        for (const verb of ['skip {n} {d}', 'rest day from {n} {d}', "i'm skipping {n} {d}", 'no {n} {d}, skip it', 'take {d} off {n}']) {
          const text = verb.replace('{n}', name).replace('{d}', day);
          yield { family: 'skip', message: text, want: calls(call('skipHabit', { habitId: n.id, ...dated(date) })) };
        }
  }
}

function* moves(): Generator<Generated> {
  for (const key of ['gym', 'spanish', 'read', 'yoga']) {
    const n = NAMES[key]!;
    for (const name of n.says)
      for (const [time, hhmm] of TIMES)
        for (const verb of ['move {n} to {t}', 'reschedule {n} to {t}', 'shift {n} to {t}', 'push {n} to {t}', 'change {n} to {t}', 'put {n} at {t} instead'])
          yield { family: 'move', message: verb.replace('{n}', name).replace('{t}', time), want: calls(call('updateHabit', { habitId: n.id, startTime: hhmm })) };
  }
}

function* reminders(): Generator<Generated> {
  for (const key of ['yoga', 'spanish', 'read', 'journal']) {
    const n = NAMES[key]!;
    for (const name of n.says)
      for (const [words, minutes] of REMIND)
        for (const verb of ['remind me {m} before {n}', 'give me a nudge {m} before {n}', 'i want a reminder {m} before {n}', 'ping me {m} before {n}'])
          yield { family: 'remind', message: verb.replace('{m}', words).replace('{n}', name), want: calls(call('addReminder', { habitId: n.id, minutesBefore: minutes })) };
  }
}

function* renames(): Generator<Generated> {
  for (const key of ['gym', 'yoga', 'journal', 'spanish']) {
    const n = NAMES[key]!;
    for (const name of n.says)
      for (const to of ['Strength', 'Evening flow', 'Diary', 'Espanol practice'])
        for (const verb of ['rename {n} to {x}', 'change the name of {n} to {x}', 'call {n} {x} from now on', 'can {n} be called {x}'])
          yield { family: 'rename', message: verb.replace('{n}', name).replace('{x}', to), want: calls(call('updateHabit', { habitId: n.id, name: to })) };
  }
}

function* amounts(): Generator<Generated> {
  const waters: [string, number][] = [['2', 2], ['two', 2], ['three', 3], ['5', 5], ['a couple of', 2]];
  for (const [words, n] of waters)
    for (const verb of ['drank {x} glasses of water', 'i had {x} glasses of water', 'log {x} glasses of water', 'just drank {x} glasses of water', '{x} more glasses of water'])
      yield { family: 'amount', message: verb.replace('{x}', words), want: calls(call('completeHabit', { habitId: H.water.id, value: n })) };
  const pages: [string, number][] = [['12', 12], ['twenty', 20], ['thirty five', 35], ['8', 8]];
  for (const [words, n] of pages)
    for (const verb of ['read {x} pages', 'i read {x} pages today', 'log {x} pages', 'got through {x} pages'])
      yield { family: 'amount', message: verb.replace('{x}', words), want: calls(call('completeHabit', { habitId: H.read.id, value: n })) };
}

function* doneToday(): Generator<Generated> {
  const due: [string, string][] = [
    ['my run', H.run.id],
    ['run', H.run.id],
    ['walk to work', H.walk.id],
    ['my walk to work', H.walk.id],
    ['journal', H.journal.id],
    ['my journal', H.journal.id],
  ];
  for (const [name, id] of due)
    for (const verb of ['i did {n}', 'just did {n}', 'done {n}', 'finished {n}', 'mark {n} done', 'tick off {n}', '{n} done', 'did {n} today'])
      yield { family: 'done', message: verb.replace('{n}', name), want: calls(call('completeHabit', { habitId: id })) };
}

function* questions(): Generator<Generated> {
  for (const key of ['gym', 'yoga', 'spanish', 'read', 'journal', 'walk']) {
    for (const name of NAMES[key]!.says)
      for (const q of ['how is {n} going?', 'when is {n} next?', 'did i do {n} today?', "what's my streak on {n}?", 'how often have i done {n} lately?', 'is {n} on today?', 'should i skip {n} today?', 'have i done {n} yet?'])
        yield { family: 'question', message: q.replace('{n}', name), want: { changesNothing: true } };
  }
}

function* joined(): Generator<Generated> {
  const pairs: [string, string, string, string][] = [
    ['gym', 'spanish', 'tomorrow', '2026-11-26'],
    ['gym', 'spanish lessons', 'on thursday', '2026-11-26'],
    ['read', 'journal', 'today', '2026-11-25'],
    ['walk to work', 'read', 'tomorrow', '2026-11-26'],
  ];
  const ids: Record<string, string> = { gym: H.gym.id, spanish: H.spanish.id, 'spanish lessons': H.spanish.id, read: H.read.id, journal: H.journal.id, 'walk to work': H.walk.id };
  for (const [a, b, day, date] of pairs)
    for (const join of [' and ', ' & ', ' and my '])
      for (const verb of ['skip {x} {d}', 'rest day from {x} {d}'])
        yield { family: 'several', message: verb.replace('{x}', `${a}${join}${b}`).replace('{d}', day), want: calls(call('skipHabit', { habitId: ids[a]!, ...dated(date) }), call('skipHabit', { habitId: ids[b]!, ...dated(date) })) };
  for (const [a, b] of [['gym', 'spanish'], ['yoga', 'read'], ['journal', 'read']] as const)
    for (const [time, hhmm] of TIMES.slice(0, 3))
      for (const verb of ['move {x} to {t}', 'push {x} to {t}'])
        yield { family: 'several', message: verb.replace('{x}', `${a} and ${b}`).replace('{t}', time), want: calls(call('updateHabit', { habitId: NAMES[a]!.id, startTime: hhmm }), call('updateHabit', { habitId: NAMES[b]!.id, startTime: hhmm })) };
}

function* exclusions(): Generator<Generated> {
  const all = Object.values(H);
  for (const key of ['gym', 'yoga', 'journal', 'read'])
    for (const phrase of ['delete all my habits except {n}', 'remove every habit apart from {n}', 'delete all of them but not {n}', 'get rid of all my habits other than {n}']) {
      const keep = NAMES[key]!.id;
      yield { family: 'exclusion', message: phrase.replace('{n}', NAMES[key]!.says[0]!), want: calls(...all.filter((h) => h.id !== keep).map((h) => call('deleteHabit', { habitId: h.id }))) };
    }
}

function* creations(): Generator<Generated> {
  const when: [string, Record<string, unknown>][] = [
    ['every day at 7am', { startTime: '07:00', recurrence: 'daily' }],
    ['every morning at quarter past 7', { startTime: '07:15' }],
    ['daily at 6:30pm', { startTime: '18:30', recurrence: 'daily' }],
    ['every day at half 8 in the evening', { startTime: '20:30' }],
  ];
  for (const name of NEW_NAMES)
    for (const [words, args] of when)
      for (const lead of ['add a habit called {x} {w}', 'new habit {x} {w}', 'create a habit {x} {w}', 'add {x} {w}'])
        yield { family: 'create', message: lead.replace('{x}', name.toLowerCase()).replace('{w}', words), want: calls(call('createHabit', { name, ...args })) };
}

function* followUps(): Generator<Generated> {
  for (const key of ['gym', 'yoga', 'spanish', 'read']) {
    const n = NAMES[key]!;
    for (const [time, hhmm] of TIMES)
      for (const verb of ['move it to {t}', 'make it {t}', 'change that to {t}', 'actually {t}'])
        yield {
          family: 'follow-up',
          message: verb.replace('{t}', time),
          want: calls(call('updateHabit', { habitId: n.id, startTime: hhmm })),
          context: verb.startsWith('actually')
            ? { lastHabitId: n.id, lastCalls: [{ name: 'updateHabit', args: { habitId: n.id, startTime: '06:00' }, outcome: { ok: true, summary: 'Done.', result: {} } }] }
            : { lastHabitId: n.id },
        };
  }
}

/** Every generated request, each with its fillers and a typo'd twin. */
export function* generated(): Generator<Generated> {
  const families = [skips, moves, reminders, renames, amounts, doneToday, questions, joined, exclusions, creations, followUps];
  let i = 0;
  for (const family of families)
    for (const g of family()) {
      const asking = 'changesNothing' in g.want;
      const before = asking ? ['', 'hey coach, ', 'quick question, '][i % 3]! : BEFORE[i % BEFORE.length]!;
      const after = asking ? '' : AFTER[(i >> 1) % AFTER.length]!;
      i++;
      yield { ...g, message: `${before}${g.message}${after}` };
      // A new name with a typo is another name: only requests about names the person has get a typo'd twin.
      if (i % 3 === 0 && g.family !== 'create' && g.family !== 'rename') yield { ...g, family: `${g.family} (typo)`, message: typo(g.message) };
    }
}
