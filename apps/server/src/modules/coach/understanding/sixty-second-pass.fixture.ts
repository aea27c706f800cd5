import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

const T = '2026-12-09';
const Y = '2026-12-08';

/**
 * Issue 50, Sixty-second pass: fifty everyday conversations on Sam's account (Wednesday 2026-12-09,
 * 10:00 London), each said by one of three people as they really write: a retired person who writes
 * long, formal, polite sentences ('I should like to begin a new habit, if I may: …', 'Would you
 * kindly record that …'); someone whose first language is not English (word order, missing
 * articles, wrong prepositions: 'make habit practise guitar at 8 in evening and remind me before 15
 * minutes', 'for piano on sunday, write note: …'); and a busy parent texting in fragments, lower
 * case, typos and emoji ('morning vits ✅', 'water yday was 7 not 6'). Three kinds:
 * - new habits (20): times, days, lengths, amounts, a limit and quitting, every other day, N times
 *   a week or a month, several times a day, reminders (with a channel), an area, a goal, a cue (in
 *   words or a habit they have), end dates; some named near a habit they already have ('a brisk walk',
 *   'reading the Bible', 'read to the kids') that must stay untouched;
 * - notes (15): on today's, yesterday's or a named day's habit, alone (on a day the habit is already
 *   done, so the note alone is right) or with a tick or an amount in the same message;
 * - logging (15): ticks of past days, amounts with units (added to, or a total so far), corrections,
 *   one of the two daily slots of Vitamins or Antibiotics, and two habits in one message (proposed,
 *   then confirmed with 'yes').
 * A change to one habit is done on the message that asks for it; a change to two is confirmed.
 *
 * Written by the pass-62 helper without reading the coach's language layer, from the case format
 * (kept-apart.types.ts) and the account (kept-apart.account.ts) only. Dates checked with `date -d`:
 * 2026-12-03 Thu (last Thursday), 2026-12-04 Fri, 2026-12-05 Sat, 2026-12-06 Sun, 2026-12-07 Mon, 2026-12-08 Tue
 * (yesterday), 2026-12-09 Wed (today), 2026-12-11 Fri, 2026-12-13 Sun, 2026-12-20 Sun, 2026-12-31
 * Thu (end of December).
 */
export const SIXTY_SECOND_PASS: KeptApartCase[] = [
  // create: the second-language writer
  {
    category: 'create',
    say: ['i want make new habit for swimming on tuesday and saturday 7 in morning'],
    then: [{ newHabit: 'swim', days: ['Tue', 'Sat'], time: '07:00' }],
  },
  { category: 'create', say: ['i want stop to eat sweets, please make habit for this'], then: [{ newHabit: 'sweet', target: { quantity: 0, direction: 'atMost' } }] },
  {
    category: 'create',
    say: ['make habit practise guitar at 8 in evening and remind me before 15 minutes'],
    then: [{ newHabit: 'guitar', time: '20:00', reminders: [{ minutesBefore: 15 }] }],
  },
  { category: 'create', say: ['i want new habit: after brush my teeth in the night i use floss'], then: [{ newHabit: 'floss', cue: 'brush' }] },
  {
    category: 'create',
    say: ['please make habit for eye drops 3 times in day, at 8, 14 and 20 o clock, until 20 december'],
    then: [{ newHabit: 'eye', timesOfDay: ['08:00', '14:00', '20:00'], endDate: '2026-12-20' }],
  },
  {
    category: 'create',
    say: ['i need habit to learn 20 new german words every day in 9 evening'],
    then: [{ newHabit: 'german', time: '21:00', target: { quantity: 20, direction: 'atLeast' } }],
  },
  // create: the retired, formal writer
  {
    category: 'create',
    say: ['I should like to begin a new habit, if I may: a brisk walk of forty-five minutes every morning at half past eight.'],
    then: [{ newHabit: 'walk', time: '08:30', minutes: 45 }],
  },
  {
    category: 'create',
    say: ['Would you kindly add a habit for me: no more than one glass of wine in an evening.'],
    then: [{ newHabit: 'wine', target: { quantity: 1, direction: 'atMost' } }],
  },
  {
    category: 'create',
    say: ['I intend to telephone my sister every other day, beginning today, at six o\'clock in the evening. Would you add that for me, please?'],
    then: [{ newHabit: 'sister', everyDays: 2, nextDates: ['2026-12-09', '2026-12-11', '2026-12-13'], time: '18:00' }],
  },
  {
    category: 'create',
    say: ['Please add a habit of doing the crossword each morning at nine o\'clock, and file it under Learning.'],
    then: [{ newHabit: 'crossword', time: '09:00', area: 'Learning' }],
  },
  {
    category: 'create',
    say: ['After my morning run, I should like to spend ten minutes foam rolling. Could you set that up, please?'],
    then: [{ newHabit: 'foam', minutes: 10, cue: 'run' }],
  },
  {
    category: 'create',
    say: ['I wish to set aside twenty minutes for reading the Bible every Sunday at eight in the morning.'],
    then: [{ newHabit: 'bible', days: ['Sun'], time: '08:00', minutes: 20 }],
  },
  {
    category: 'create',
    say: ['Could you please set up a habit for me to take my blood pressure tablet at eight every morning, with an email reminder half an hour beforehand?'],
    then: [{ newHabit: 'tablet', time: '08:00', reminders: [{ minutesBefore: 30, channel: 'email' }] }],
  },
  // create: the busy parent, texting
  { category: 'create', say: ['add 10 min tidy up w the kids every night 7pm'], then: [{ newHabit: 'tidy', minutes: 10, time: '19:00' }] },
  { category: 'create', say: ['quitting vaping from today 💨 track it pls'], then: [{ newHabit: 'vap', target: { quantity: 0, direction: 'atMost' } }] },
  { category: 'create', say: ['add cycling 3x a week, any days is fine'], then: [{ newHabit: 'cycl', perWeek: 3 }] },
  {
    category: 'create',
    say: ['add hill sprints sat mornings 9am - part of the 10k goal 🏃‍♀️'],
    then: [{ newHabit: 'sprint', days: ['Sat'], time: '09:00', goal: 'Run a 10k' }],
  },
  {
    category: 'create',
    say: ['physio exercises twice a day 8am + 6pm til end of dec'],
    then: [{ newHabit: 'physio', timesOfDay: ['08:00', '18:00'], endDate: '2026-12-31' }],
  },
  { category: 'create', say: ['date night w/ tom twice a month ❤️ add it'], then: [{ newHabit: 'date', perMonth: 2 }] },
  { category: 'create', say: ['new one - read to the kids 15 min at bedtime, 7.30'], then: [{ newHabit: 'kids', time: '19:30', minutes: 15 }] },

  // note: the retired, formal writer
  {
    category: 'note',
    say: ['Please add a note to this morning\'s run: the frost made the path rather slippery, so I kept to an easy pace.'],
    then: [{ habit: 'Morning run', noteOn: T, includes: 'slippery' }, { habit: 'Morning run', doneOn: T }],
  },
  {
    category: 'note',
    say: ['I have just finished my Spanish lesson. Would you please note that I found the subjunctive very difficult today?'],
    then: [{ habit: 'Spanish', doneOn: T }, { habit: 'Spanish', noteOn: T, includes: 'subjunctive' }],
  },
  {
    category: 'note',
    say: ['On Monday\'s yoga, kindly record that my lower back felt much better afterwards.'],
    then: [{ habit: 'Yoga', noteOn: '2026-12-07', includes: 'lower back' }, { habit: 'Yoga', doneOn: '2026-12-07' }],
  },
  {
    category: 'note',
    say: ['Might I add a note to today\'s water? I have been rather thirsty since starting the antibiotics.'],
    then: [{ habit: 'Drink water', noteOn: T, includes: 'thirsty' }, { habit: 'Drink water', doneOn: T, amount: 3 }],
  },
  {
    category: 'note',
    say: ['Regarding yesterday\'s walk with the dog: please make a note that we met the new neighbours\' spaniel.'],
    then: [{ habit: 'Walk the dog', noteOn: Y, includes: 'spaniel' }],
  },
  // note: the second-language writer
  {
    category: 'note',
    say: ['for meditation today put note: was very hard to concentrate because neighbour make noise'],
    then: [{ habit: 'Meditate', noteOn: T, includes: 'concentrate' }, { habit: 'Meditate', doneOn: T }],
  },
  {
    category: 'note',
    say: ['for piano on sunday, write note: i play first half of song without mistake'],
    then: [{ habit: 'Piano', noteOn: '2026-12-06', includes: 'first half' }],
  },
  {
    category: 'note',
    say: ['today i read 15 pages, please put in note that book is very boring'],
    then: [{ habit: 'Read', doneOn: T, amount: 15 }, { habit: 'Read', noteOn: T, includes: 'boring' }],
  },
  {
    category: 'note',
    say: ['add note to meditate of yesterday: i was falling asleep in the middle'],
    then: [{ habit: 'Meditate', noteOn: Y, includes: 'asleep' }],
  },
  {
    category: 'note',
    say: ['i water the plants today, note: the basil one is dying'],
    then: [{ habit: 'Water the plants', doneOn: T }, { habit: 'Water the plants', noteOn: T, includes: 'basil' }],
  },
  // note: the busy parent, texting
  { category: 'note', say: ['note on gym yday - knee twinged on squats 😬'], then: [{ habit: 'Gym', noteOn: Y, includes: 'knee' }] },
  {
    category: 'note',
    say: ['walked the dog, note: he pulled the whole way lol'],
    then: [{ habit: 'Walk the dog', doneOn: T }, { habit: 'Walk the dog', noteOn: T, includes: 'pulled' }],
  },
  { category: 'note', say: ['coffee note: from the new place on the corner, v good ☕'], then: [{ habit: 'Coffee', noteOn: T, includes: 'corner' }] },
  {
    category: 'note',
    say: ['tennis sat ✅ note: lost 6-4 6-3 but good rallies'],
    then: [{ habit: 'Tennis', doneOn: '2026-12-05' }, { habit: 'Tennis', noteOn: '2026-12-05', includes: 'rallies' }],
  },
  {
    category: 'note',
    say: ['did squash sun after all!! note - played w dave'],
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }, { habit: 'Squash', noteOn: '2026-12-06', includes: 'dave' }],
  },

  // log: the retired, formal writer
  { category: 'log', say: ['I attended the gym last Thursday evening but neglected to record it.'], then: [{ habit: 'Gym', doneOn: '2026-12-03' }] },
  { category: 'log', say: ['I have drunk two further glasses of water since breakfast.'], then: [{ habit: 'Drink water', doneOn: T, amount: 5 }] },
  {
    category: 'log',
    say: ['Yesterday evening I read a further eight pages after I had logged the first twelve.'],
    then: [{ habit: 'Read', doneOn: Y, amount: 20 }],
  },
  {
    category: 'log',
    say: ['I took the evening dose of my antibiotics at eight o\'clock last night.'],
    then: [{ habit: 'Antibiotics', doneOn: Y, time: '20:00' }],
  },
  {
    category: 'several',
    say: ['On Sunday I meditated and also took the dog for a walk, but I forgot to record either.', 'Yes, please.'],
    then: [{ habit: 'Meditate', doneOn: '2026-12-06' }, { habit: 'Walk the dog', doneOn: '2026-12-06' }],
  },
  // log: the second-language writer
  { category: 'log', say: ['please mark piano for friday, i practice but forget to mark'], then: [{ habit: 'Piano', doneOn: '2026-12-04' }] },
  { category: 'log', say: ['until now i drink 6 glass water today'], then: [{ habit: 'Drink water', doneOn: T, amount: 6 }] },
  { category: 'conversation', say: ['i read 20 pages today', 'sorry, is 25 pages, not 20'], then: [{ habit: 'Read', doneOn: T, amount: 25 }] },
  { category: 'log', say: ['i take antibiotic this morning'], then: [{ habit: 'Antibiotics', doneOn: T, time: '08:00' }] },
  {
    category: 'several',
    say: ['today i did rowing and walk the dog', 'yes'],
    then: [{ habit: 'Rowing', doneOn: T }, { habit: 'Walk the dog', doneOn: T }],
  },
  // log: the busy parent, texting
  { category: 'several', say: ['spanish done + piano 🎹', 'yes'], then: [{ habit: 'Spanish', doneOn: T }, { habit: 'Piano', doneOn: T }] },
  { category: 'log', say: ['another coffee 🙈'], then: [{ habit: 'Coffee', doneOn: T, amount: 2 }] },
  { category: 'log', say: ['water yday was 7 not 6'], then: [{ habit: 'Drink water', doneOn: Y, amount: 7 }] },
  { category: 'log', say: ['morning vits ✅'], then: [{ habit: 'Vitamins', doneOn: T, time: '08:00' }] },
  { category: 'log', say: ['piano thurs night ✅ forgot to tick 🎹'], then: [{ habit: 'Piano', doneOn: '2026-12-03' }] },
];
