import { KEPT_APART_HABITS } from './kept-apart.account.js';
import type { Check, Day, KeptApartCase } from './kept-apart.types.js';

/**
 * Issue 50: the kept-apart table. Requests as people type them on a phone, written by someone
 * who did not write the built-in coach's language layer, before it was rebuilt, and kept out of
 * every pattern, grammar, generator and training file (a test fails if any sentence here appears
 * in one). It is a measure: whoever works on the coach's understanding does not read this file,
 * and no rule is written to pass one of its rows. The rate it gives is reported in the decision.
 *
 * Sam's account and "today" (Wednesday 9 December 2026, 10:00 in London) are in
 * kept-apart.account.ts; what a check means is in kept-apart.types.ts.
 */

const TODAY: Day = '2026-12-09';
const YESTERDAY: Day = '2026-12-08';
const TOMORROW: Day = '2026-12-10';

/** Every habit of the account that is not archived and still runs at Christmas, for checks on "everything". */
const RUNNING_AT_CHRISTMAS = KEPT_APART_HABITS.filter((h) => !h.archived && !(h.endDate && h.endDate < '2026-12-24')).map((h) => h.name);
const inArea = (area: string) => KEPT_APART_HABITS.filter((h) => !h.archived && h.area === area).map((h) => h.name);
const each = (names: string[], check: (name: string) => Check): Check[] => names.map(check);

export const KEPT_APART: KeptApartCase[] = [
  // ── Making habits ───────────────────────────────────────────────────────────────────────────
  { category: 'create', say: ['gonna try flossing every night'], then: [{ newHabit: 'floss', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }] },
  { category: 'create', say: ['new habit: 10 pushups every morning at 7:15'], then: [{ newHabit: 'push', time: '07:15' }] },
  { category: 'create', say: ["can u add 'call grandma' sundays at 4pm"], then: [{ newHabit: 'call grandma', days: ['Sun'], time: '16:00' }] },
  { category: 'create', say: ["I'd like to do the crossword every weekday morning at 8"], then: [{ newHabit: 'crossword', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], time: '08:00' }] },
  { category: 'create', say: ['start a habit of cold showers, mon wed fri'], then: [{ newHabit: 'cold shower', days: ['Mon', 'Wed', 'Fri'] }] },
  { category: 'create', say: ['quit vaping'], then: [{ newHabit: 'vap', target: { quantity: 0, direction: 'atMost' } }] },
  { category: 'create', say: ['no more than 1 glass of wine a day'], then: [{ newHabit: 'wine', target: { quantity: 1, direction: 'atMost' } }] },
  { category: 'create', say: ['cut down on sweets, max 2 a day'], then: [{ newHabit: 'sweet', target: { quantity: 2, direction: 'atMost' } }] },
  { category: 'create', say: ['track my steps, aiming for 10,000 a day'], then: [{ newHabit: 'step', target: { quantity: 10000, direction: 'atLeast' } }] },
  { category: 'create', say: ['20 min bike ride at 6pm'], then: [{ newHabit: 'bike', time: '18:00', minutes: 20 }] },
  { category: 'create', say: ['eye drops at 8am and 10pm every day'], then: [{ newHabit: 'eye drop', timesOfDay: ['08:00', '22:00'] }] },
  { category: 'create', say: ['add gratitude journaling 3 times a week'], then: [{ newHabit: 'gratitude', perWeek: 3 }] },
  { category: 'create', say: ['i want to practise guitar for half an hour on tuesdays and saturdays at 5'], then: [{ newHabit: 'guitar', days: ['Tue', 'Sat'], minutes: 30, time: '17:00' }] },
  { category: 'create', say: ['remind me to take the bins out every thursday at 7pm'], then: [{ newHabit: 'bins', days: ['Thu'], time: '19:00' }] },
  { category: 'create', say: ['lets add a weekly call with dad on fridays'], then: [{ newHabit: 'dad', days: ['Fri'] }] },
  { category: 'create', say: ['i wanna learn french, 15 min a day'], then: [{ newHabit: 'french', minutes: 15, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }] },
  { category: 'create', say: ['first saturday of the month: deep clean the flat'], then: [{ newHabit: 'clean', nextDates: ['2027-01-02', '2027-02-06', '2027-03-06'] }] },
  { category: 'create', say: ["add 'budget review' on the 1st of every month"], then: [{ newHabit: 'budget', nextDates: ['2027-01-01', '2027-02-01', '2027-03-01'] }] },
  { category: 'create', say: ['new hab: read to the kids 8pm'], then: [{ newHabit: 'kids', time: '20:00' }] },
  { category: 'create', say: ['add swimming tues n thurs 7am'], then: [{ newHabit: 'swim', days: ['Tue', 'Thu'], time: '07:00' }] },
  { category: 'create', say: ['Add a habit called Sunday reset for sundays at 7pm'], then: [{ newHabit: 'sunday reset', days: ['Sun'], time: '19:00' }] },
  { category: 'create', say: ['start doing 50 situps each day'], then: [{ newHabit: 'situp', target: { quantity: 50, direction: 'atLeast' } }] },
  { category: 'create', say: ['set up a no-phone hour every evening at 9'], then: [{ newHabit: 'phone', time: '21:00', minutes: 60 }] },
  { category: 'create', say: ["i'm going to try giving up sugar"], then: [{ newHabit: 'sugar', target: { quantity: 0, direction: 'atMost' } }] },
  { category: 'create', say: ['limit social media to 30 minutes a day'], then: [{ newHabit: 'social media', target: { quantity: 30, direction: 'atMost' } }] },
  { category: 'create', say: ['every 2 days water the herbs at 9am'], then: [{ newHabit: 'herb', everyDays: 2, time: '09:00' }] },
  { category: 'create', say: ['pls add language exchange on wkdays at 6.30pm'], then: [{ newHabit: 'language exchange', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], time: '18:30' }] },
  { category: 'create', say: ['new habit - tidy desk before logging off, mon-fri 5:30pm, 10 mins'], then: [{ newHabit: 'tidy desk', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], time: '17:30', minutes: 10 }] },
  { category: 'create', say: ['i want to start running'], then: [{ noNewHabit: true }] },
  { category: 'create', say: ['I want to start journalling'], then: [{ noNewHabit: true }] },
  { category: 'create', say: ['add a habit for drinking water'], then: [{ noNewHabit: true }] },
  { category: 'create', say: ['Could you please create a habit "Practise scales" for 15 minutes at 6pm on weekends'], then: [{ newHabit: 'scales', days: ['Sat', 'Sun'], time: '18:00', minutes: 15 }] },
  { category: 'create', say: ['take a walk at lunch every day, 12:30'], then: [{ newHabit: 'walk', time: '12:30' }] },

  // ── Changing a habit ────────────────────────────────────────────────────────────────────────
  { category: 'change', say: ['move gym to 7pm'], then: [{ habit: 'Gym', time: '19:00', minutes: 60, days: ['Tue', 'Thu'] }] },
  { category: 'change', say: ['push my run back half an hour'], then: [{ habit: 'Morning run', time: '07:30' }] },
  { category: 'change', say: ['piano at quarter to 9 from now on'], then: [{ habit: 'Piano', time: '20:45' }] },
  { category: 'change', say: ['spanish at half 1 instead'], then: [{ habit: 'Spanish', time: '13:30' }] },
  { category: 'change', say: ['make yoga 45 minutes'], then: [{ habit: 'Yoga', minutes: 45, time: '19:00' }] },
  { category: 'change', say: ['change tennis to sundays'], then: [{ habit: 'Tennis', days: ['Sun'] }] },
  { category: 'change', say: ['squash on wednesdays now'], then: [{ habit: 'Squash', days: ['Wed'] }] },
  { category: 'change', say: ['gym mon wed fri'], then: [{ habit: 'Gym', days: ['Mon', 'Wed', 'Fri'] }] },
  { category: 'change', say: ['rowing 4x a week'], then: [{ habit: 'Rowing', perWeek: 4 }] },
  { category: 'change', say: ['water the plants every 4 days now'], then: [{ habit: 'Water the plants', everyDays: 4 }] },
  { category: 'change', say: ['bump my water target up to 10 glasses'], then: [{ habit: 'Drink water', target: { quantity: 10, direction: 'atLeast' } }] },
  { category: 'change', say: ['i want to read 30 pages a day'], then: [{ habit: 'Read', target: { quantity: 30, direction: 'atLeast' } }] },
  { category: 'change', say: ['meditate for 15 min instead of 10'], then: [{ habit: 'Meditate', minutes: 15 }] },
  { category: 'change', say: ['walk the dog at 5:30pm and 10pm'], then: [{ habit: 'Walk the dog', timesOfDay: ['17:30', '22:00'] }] },
  { category: 'change', say: ['vitamins just once a day at 8am please'], then: [{ habit: 'Vitamins', timesOfDay: null, time: '08:00' }] },
  { category: 'change', say: ['plan the week at 7pm'], then: [{ habit: 'Plan the week', time: '19:00', days: ['Sun'] }] },
  { category: 'change', say: ['gym 6pm on tuesdays only'], then: [{ habit: 'Gym', days: ['Tue'], time: '18:00' }] },
  { category: 'change', say: ['make rowing 6am'], then: [{ habit: 'Rowing', time: '06:00' }] },
  { category: 'change', say: ['change my run to 6:45am'], then: [{ habit: 'Morning run', time: '06:45' }] },
  { category: 'change', say: ['pilates at 7.30pm'], then: [{ habit: 'Pilates', time: '19:30' }] },
  { category: 'change', say: ['can my run be tues thurs sat from now on'], then: [{ habit: 'Morning run', days: ['Tue', 'Thu', 'Sat'] }] },
  { category: 'change', say: ['let me have up to 3 coffees a day'], then: [{ habit: 'Coffee', target: { quantity: 3, direction: 'atMost' } }] },
  { category: 'change', say: ['I want to drink less coffee, max 1 a day'], then: [{ habit: 'Coffee', target: { quantity: 1, direction: 'atMost' } }, { noNewHabit: true }] },
  { category: 'change', say: ['make walk the dog 45 mins'], then: [{ habit: 'Walk the dog', minutes: 45 }] },
  { category: 'change', say: ['spanish every day incl weekends'], then: [{ habit: 'Spanish', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }] },
  { category: 'change', say: ['shedule pilates for tuesdays instead of thursdays'], then: [{ habit: 'Pilates', days: ['Tue'] }] },
  { category: 'change', say: ['put meditate under health'], then: [{ habit: 'Meditate', area: 'Health' }] },
  { category: 'change', say: ['take yoga out of fitness'], then: [{ habit: 'Yoga', area: null }] },
  { category: 'change', say: ['put rowing towards the 10k goal'], then: [{ habit: 'Rowing', goal: 'Run a 10k' }] },
  { category: 'change', say: ['unlink meditate from sleep better'], then: [{ habit: 'Meditate', goal: null }] },
  { category: 'change', say: ['make walk the dog part of my sleep better goal'], then: [{ habit: 'Walk the dog', goal: 'Sleep better' }] },
  { category: 'change', say: ['pianno 8pm'], then: [{ habit: 'Piano', time: '20:00' }] },
  { category: 'change', say: ['only move tomorrows gym to 8pm'], then: [{ habit: 'Gym', timeOn: { [TOMORROW]: '20:00', '2026-12-15': '18:00' } }] },
  { category: 'change', say: ['read at 10 tonight and every night after'], then: [{ habit: 'Read', time: '22:00' }] },
  { category: 'change', say: ['meditate after my vitamins from now on'], then: [{ habit: 'Meditate', cue: 'vitamins' }] },

  // ── Renaming ────────────────────────────────────────────────────────────────────────────────
  { category: 'rename', say: ['rename plan the week to Sunday planning'], then: [{ habit: 'Plan the week', name: 'Sunday planning' }] },
  { category: 'rename', say: ["call walk the dog 'Dog walk'"], then: [{ habit: 'Walk the dog', name: 'Dog walk' }] },
  { category: 'rename', say: ['change the name of my run to Sunrise run'], then: [{ habit: 'Morning run', name: 'Sunrise run' }] },
  { category: 'rename', say: ['rename read -> Read before bed'], then: [{ habit: 'Read', name: 'Read before bed' }] },
  { category: 'rename', say: ["the 'Sleep better' goal should be called 'Sleep 8 hours'"], then: [{ goal: 'Sleep better', name: 'Sleep 8 hours' }] },
  { category: 'rename', say: ['rename my goal run a 10k to Run a half marathon'], then: [{ goal: 'Run a 10k', name: 'Run a half marathon' }] },
  { category: 'rename', say: ['call the coffee one Caffeine'], then: [{ habit: 'Coffee', name: 'Caffeine' }] },
  { category: 'rename', say: ['rename the fitness area to Sport'], then: [{ area: 'Fitness', name: 'Sport' }] },
  { category: 'rename', say: ['can you rename spansih to Spanish practice'], then: [{ habit: 'Spanish', name: 'Spanish practice' }] },
  { category: 'rename', say: ["i'd rather call meditate 'Breathe'"], then: [{ habit: 'Meditate', name: 'Breathe' }] },

  // ── Logging what was done ───────────────────────────────────────────────────────────────────
  { category: 'log', say: ['just did spanish'], then: [{ habit: 'Spanish', doneOn: TODAY }] },
  { category: 'log', say: ['done with piano for today'], then: [{ habit: 'Piano', doneOn: TODAY }] },
  { category: 'log', say: ['walked the dog'], then: [{ habit: 'Walk the dog', doneOn: TODAY }] },
  { category: 'log', say: ['had 2 more glasses of water'], then: [{ habit: 'Drink water', doneOn: TODAY, amount: 5 }] },
  { category: 'log', say: ["i've had 6 glasses of water today in total"], then: [{ habit: 'Drink water', doneOn: TODAY, amount: 6 }] },
  { category: 'log', say: ['read 18 pages yesterday, not 12'], then: [{ habit: 'Read', doneOn: YESTERDAY, amount: 18 }] },
  { category: 'log', say: ['the total for reading yesterday was 15 pages'], then: [{ habit: 'Read', doneOn: YESTERDAY, amount: 15 }] },
  { category: 'log', say: ['2 coffees so far today'], then: [{ habit: 'Coffee', doneOn: TODAY, amount: 2 }] },
  { category: 'log', say: ['another coffee'], then: [{ habit: 'Coffee', doneOn: TODAY, amount: 2 }] },
  { category: 'log', say: ['had a cigarette today :('], then: [{ habit: 'No smoking', doneOn: TODAY, amount: 1 }] },
  { category: 'log', say: ['I did pilates on the 26th'], then: [{ habit: 'Pilates', doneOn: '2026-11-26' }] },
  { category: 'log', say: ['took my vitamins this morning'], then: [{ habit: 'Vitamins', doneOn: TODAY, time: '08:00' }] },
  { category: 'log', say: ['had my antibiotics with breakfast'], then: [{ habit: 'Antibiotics', doneOn: TODAY, time: '08:00' }] },
  { category: 'log', say: ['read 10 pages'], then: [{ habit: 'Read', doneOn: TODAY, amount: 10 }] },
  { category: 'log', say: ['water +1'], then: [{ habit: 'Drink water', doneOn: TODAY, amount: 4 }] },
  { category: 'log', say: ['rowed this morning'], then: [{ habit: 'Rowing', doneOn: TODAY }] },
  { category: 'log', say: ['did squash on sunday'], then: [{ habit: 'Squash', doneOn: '2026-12-06' }] },
  { category: 'log', say: ['i played tennis on the 21st'], then: [{ habit: 'Tennis', doneOn: '2026-11-21' }] },
  { category: 'log', say: ['friday the 4th i did spanish, forgot to tick it'], then: [{ habit: 'Spanish', doneOn: '2026-12-04' }] },
  { category: 'log', say: ['drank 8 glasses yesterday actually'], then: [{ habit: 'Drink water', doneOn: YESTERDAY, amount: 8 }] },
  { category: 'log', say: ['watered the plants'], then: [{ habit: 'Water the plants', doneOn: TODAY }] },
  { category: 'log', say: ['spanish ✅'], then: [{ habit: 'Spanish', doneOn: TODAY }] },
  { category: 'log', say: ['finished my piano practise!!'], then: [{ habit: 'Piano', doneOn: TODAY }] },
  { category: 'log', say: ['I walked the dog yesterday evening too'], then: [{ habit: 'Walk the dog', doneOn: YESTERDAY }] },
  { category: 'log', say: ['had 3 cups of coffee yesterday, not 2... wait no it was 3 already, make it 4'], then: [{ habit: 'Coffee', doneOn: YESTERDAY, amount: 4 }] },

  // ── Taking a log back ───────────────────────────────────────────────────────────────────────
  { category: 'undo-log', say: ["i didn't actually run today"], then: [{ habit: 'Morning run', notDoneOn: TODAY }] },
  { category: 'undo-log', say: ['untick meditate'], then: [{ habit: 'Meditate', notDoneOn: TODAY }] },
  { category: 'undo-log', say: ['remove yesterdays gym, I skipped it really'], then: [{ habit: 'Gym', notDoneOn: YESTERDAY }] },
  { category: 'undo-log', say: ['I logged coffee wrong, it was 2 yesterday'], then: [{ habit: 'Coffee', doneOn: YESTERDAY, amount: 2 }] },
  { category: 'undo-log', say: ["scratch monday's run"], then: [{ habit: 'Morning run', notDoneOn: '2026-12-07' }] },
  { category: 'undo-log', say: ['mark meditation as not done for today'], then: [{ habit: 'Meditate', notDoneOn: TODAY }] },

  // ── Skips and pauses ────────────────────────────────────────────────────────────────────────
  { category: 'skip-pause', say: ['skip gym tomorrow'], then: [{ habit: 'Gym', skippedOn: TOMORROW }] },
  { category: 'skip-pause', say: ['no tennis this sat'], then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }] },
  { category: 'skip-pause', say: ["can't do yoga on monday, skip it"], then: [{ habit: 'Yoga', skippedOn: '2026-12-14' }] },
  { category: 'skip-pause', say: ['skip spanish friday the 18th'], then: [{ habit: 'Spanish', skippedOn: '2026-12-18' }] },
  { category: 'skip-pause', say: ['pause piano till monday'], then: [{ habit: 'Piano', pausedOn: ['2026-12-10', '2026-12-11', '2026-12-12'] }] },
  { category: 'skip-pause', say: ['resume journal'], then: [{ habit: 'Journal', notPausedOn: ['2026-12-10', '2026-12-14'] }] },
  { category: 'skip-pause', say: ['journal back on from tomorrow please'], then: [{ habit: 'Journal', notPausedOn: [TOMORROW] }] },
  { category: 'skip-pause', say: ['skip the plants today'], then: [{ habit: 'Water the plants', skippedOn: TODAY }] },
  { category: 'skip-pause', say: ['no piano tonight, out for dinner'], then: [{ habit: 'Piano', skippedOn: TODAY }] },
  { category: 'skip-pause', say: ['take a break from rowing until the new year'], then: [{ habit: 'Rowing', pausedOn: ['2026-12-10', '2026-12-31'], notPausedOn: ['2027-01-04'] }] },
  { category: 'skip-pause', say: ["skip tmrw's spanish"], then: [{ habit: 'Spanish', skippedOn: TOMORROW }] },
  { category: 'skip-pause', say: ['not doing squash this weekend'], then: [{ habit: 'Squash', skippedOn: '2026-12-13' }] },
  { category: 'skip-pause', say: ['pause the gym for 2 weeks, hurt my back'], then: [{ habit: 'Gym', pausedOn: ['2026-12-10', '2026-12-17', '2026-12-22'] }] },
  {
    category: 'skip-pause',
    say: ['pause everything for christmas, 24th to 28th', 'yes'],
    // Antibiotics end on the 15th: pausing them over Christmas or not, either is right.
    then: [...each(RUNNING_AT_CHRISTMAS, (name) => ({ habit: name, pausedOn: ['2026-12-24', '2026-12-26', '2026-12-28'] })), { habit: 'Antibiotics', endDate: '2026-12-15' }],
  },
  {
    category: 'skip-pause',
    say: ["I'm sick, pause the gym and the run for a week", 'yes'],
    then: [
      { habit: 'Gym', pausedOn: ['2026-12-10', '2026-12-15'] },
      { habit: 'Morning run', pausedOn: ['2026-12-11', '2026-12-14'] },
    ],
  },

  // ── Reminders ───────────────────────────────────────────────────────────────────────────────
  { category: 'remind', say: ['remind me 15 min before piano'], then: [{ habit: 'Piano', reminders: [{ minutesBefore: 15 }] }] },
  { category: 'remind', say: ['email me an hour before tennis'], then: [{ habit: 'Tennis', reminders: [{ minutesBefore: 60, channel: 'email' }] }] },
  {
    category: 'remind',
    say: ['change my gym email reminder to a push notification'],
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 30, channel: 'push' }, { minutesBefore: 15, channel: 'push' }] }],
  },
  { category: 'remind', say: ['stop the push reminder for gym'], then: [{ habit: 'Gym', reminders: [{ minutesBefore: 30, channel: 'email' }] }] },
  { category: 'remind', say: ['remove all reminders from spanish'], then: [{ habit: 'Spanish', reminders: [] }] },
  {
    category: 'remind',
    say: ['nudge me right when my run starts as well'],
    then: [{ habit: 'Morning run', reminders: [{ minutesBefore: 10, channel: 'push' }, { minutesBefore: 0 }] }],
  },
  { category: 'remind', say: ['remind me about yoga at 6:30pm'], then: [{ habit: 'Yoga', reminders: [{ minutesBefore: 30 }] }] },
  { category: 'remind', say: ['push notification 5 mins before meditate'], then: [{ habit: 'Meditate', reminders: [{ minutesBefore: 5, channel: 'push' }] }] },
  { category: 'remind', say: ["don't remind me about the run anymore"], then: [{ habit: 'Morning run', reminders: [] }] },
  { category: 'remind', say: ['make the spanish reminder 10 minutes before instead'], then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 10, channel: 'push' }] }] },
  { category: 'remind', say: ['remind me about reading at 9'], then: [{ habit: 'Read', reminders: [{ minutesBefore: 30 }] }] },
  { category: 'remind', say: ['remind me to walk the dog by email 20 minutes ahead'], then: [{ habit: 'Walk the dog', reminders: [{ minutesBefore: 20, channel: 'email' }] }] },
  { category: 'remind', say: ['remnd me 10 mins b4 pilates'], then: [{ habit: 'Pilates', reminders: [{ minutesBefore: 10 }] }] },
  { category: 'remind', say: ['get rid of the 15 min gym reminder, keep the email one'], then: [{ habit: 'Gym', reminders: [{ minutesBefore: 30, channel: 'email' }] }] },

  // ── Ends ────────────────────────────────────────────────────────────────────────────────────
  { category: 'end', say: ['final antibiotics pill is on the 12th', 'yes'], then: [{ habit: 'Antibiotics', endDate: '2026-12-12' }] },
  { category: 'end', say: ['stop spanish after the 18th', 'yes'], then: [{ habit: 'Spanish', endDate: '2026-12-18' }] },
  { category: 'end', say: ['tennis season ends dec 19', 'yep'], then: [{ habit: 'Tennis', endDate: '2026-12-19' }] },
  { category: 'end', say: ['antibiotics go on until the 20th now, doctor extended it'], then: [{ habit: 'Antibiotics', endDate: '2026-12-20' }] },
  { category: 'end', say: ['piano only until the end of january', 'yes'], then: [{ habit: 'Piano', endDate: '2027-01-31' }] },
  { category: 'end', say: ['final pill on the 12th'], then: [{ habit: 'Antibiotics', endDate: '2026-12-15' }] },

  // ── Deleting and archiving ──────────────────────────────────────────────────────────────────
  { category: 'delete', say: ['delete tennis', 'yes'], then: [{ habit: 'Tennis', deleted: true }] },
  { category: 'delete', say: ['get rid of the squash habit', 'yep'], then: [{ habit: 'Squash', deleted: true }] },
  {
    category: 'delete',
    say: ["remove my goal 'sleep better'", 'yes'],
    then: [{ goal: 'Sleep better', deleted: true }, { habit: 'Meditate', goal: null }, { habit: 'Journal', goal: null }],
  },
  { category: 'delete', say: ['delete the coffee one', 'go ahead'], then: [{ habit: 'Coffee', deleted: true }] },
  { category: 'delete', say: ['bin pilates', 'yes'], then: [{ habit: 'Pilates', deleted: true }] },
  { category: 'delete', say: ['delete my vision', 'yes'], then: [{ vision: null }] },
  { category: 'delete', say: ['delete tennis'], then: [{ replyAny: ['Tennis'] }] },
  { category: 'delete', say: ['archive yoga', 'yes'], then: [{ habit: 'Yoga', archived: true }] },
  { category: 'delete', say: ['delete piano and yoga', 'yes'], then: [{ habit: 'Piano', deleted: true }, { habit: 'Yoga', deleted: true }] },
  { category: 'delete', say: ['i dont want the plants habit anymore, remove it', 'yes do it'], then: [{ habit: 'Water the plants', deleted: true }] },

  // ── Several records at once ─────────────────────────────────────────────────────────────────
  { category: 'several', say: ['move tennis and squash to 6pm', 'yes'], then: [{ habit: 'Tennis', time: '18:00' }, { habit: 'Squash', time: '18:00' }] },
  {
    category: 'several',
    say: ['what habits do I have in learning?', 'delete all of them apart from piano', 'yes'],
    then: [{ habit: 'Read', deleted: true }, { habit: 'Spanish', deleted: true }, { habit: 'Piano', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  },
  {
    category: 'several',
    say: ['pause all my fitness habits until monday', 'yes'],
    then: each(inArea('Fitness'), (name) => ({ habit: name, pausedOn: ['2026-12-10', '2026-12-12', '2026-12-13'] })),
  },
  {
    category: 'several',
    say: ['move gym, yoga and pilates to 8pm', 'yes'],
    then: [{ habit: 'Gym', time: '20:00' }, { habit: 'Yoga', time: '20:00' }, { habit: 'Pilates', time: '20:00' }],
  },
  {
    category: 'several',
    say: ['add a 10 minute reminder to piano and read', 'yes'],
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 10 }] }, { habit: 'Read', reminders: [{ minutesBefore: 10 }] }],
  },
  {
    category: 'several',
    say: ['remove reminders from everything', 'yes'],
    then: [{ habit: 'Morning run', reminders: [] }, { habit: 'Gym', reminders: [] }, { habit: 'Spanish', reminders: [] }],
  },
  { category: 'several', say: ['move piano and read into health', 'yes'], then: [{ habit: 'Piano', area: 'Health' }, { habit: 'Read', area: 'Health' }] },
  {
    category: 'several',
    say: ['delete everything in health except water', 'yes'],
    then: [
      { habit: 'Coffee', deleted: true },
      { habit: 'No smoking', deleted: true },
      { habit: 'Vitamins', deleted: true },
      { habit: 'Antibiotics', deleted: true },
      { habit: 'Drink water', target: { quantity: 8, direction: 'atLeast' } },
    ],
  },
  { category: 'several', say: ['archive tennis and squash for the winter', 'yes'], then: [{ habit: 'Tennis', archived: true }, { habit: 'Squash', archived: true }] },
  { category: 'several', say: ['just finished spanish and piano', 'yes'], then: [{ habit: 'Spanish', doneOn: TODAY }, { habit: 'Piano', doneOn: TODAY }] },
  { category: 'several', say: ['skip tennis and squash this weekend', 'yes'], then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }, { habit: 'Squash', skippedOn: '2026-12-13' }] },
  { category: 'several', say: ['rename tennis to Padel and squash to Badminton', 'yes'], then: [{ habit: 'Tennis', name: 'Padel' }, { habit: 'Squash', name: 'Badminton' }] },
  {
    category: 'several',
    say: ['delete all my fitness habits except the run', 'yes'],
    then: [...each(['Gym', 'Tennis', 'Squash', 'Rowing', 'Yoga', 'Pilates'], (name) => ({ habit: name, deleted: true as const })), { habit: 'Morning run', days: ['Mon', 'Wed', 'Fri'] }],
  },
  { category: 'several', say: ['delete all of my habits apart from piano'], then: [{ habit: 'Piano', time: '19:30' }] },

  // ── Just one part of a habit ────────────────────────────────────────────────────────────────
  { category: 'scope', say: ['clear the history of my rowing but keep the habit', 'yes'], then: [{ habit: 'Rowing', historyCleared: true }] },
  { category: 'scope', say: ["wipe yesterday's water log"], then: [{ habit: 'Drink water', notDoneOn: YESTERDAY }] },
  { category: 'scope', say: ['just delete the reminder on my run, not the run itself'], then: [{ habit: 'Morning run', reminders: [] }] },
  { category: 'scope', say: ['reset my coffee history', 'yes'], then: [{ habit: 'Coffee', historyCleared: true }] },
  { category: 'scope', say: ['only the reminder: drop the email one on gym'], then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }] },

  // ── Notes ───────────────────────────────────────────────────────────────────────────────────
  { category: 'note', say: ["add a note to today's run: knee felt sore"], then: [{ habit: 'Morning run', noteOn: TODAY, includes: 'knee felt sore', excludes: ['add a note'] }] },
  { category: 'note', say: ['note for piano - learned the first 8 bars'], then: [{ habit: 'Piano', noteOn: TODAY, includes: 'first 8 bars', excludes: ['note for'] }] },
  {
    category: 'note',
    say: ["jot down on yesterday's reading that chapter 3 was slow"],
    then: [{ habit: 'Read', noteOn: YESTERDAY, includes: 'chapter 3 was slow', excludes: ['jot'] }],
  },
  { category: 'note', say: ['for walk the dog today, note that we went to the park'], then: [{ habit: 'Walk the dog', noteOn: TODAY, includes: 'park', excludes: ['note that'] }] },
  { category: 'note', say: ['note on spanish: did duolingo instead of the book'], then: [{ habit: 'Spanish', noteOn: TODAY, includes: 'duolingo', excludes: ['note on'] }] },

  // ── Goals and the vision ────────────────────────────────────────────────────────────────────
  { category: 'goal', say: ['new goal: save £1000 by june'], then: [{ newGoal: 'save' }] },
  { category: 'goal', say: ['i want a goal to lose 5kg'], then: [{ newGoal: '5kg' }] },
  { category: 'goal', say: ['goal: read 12 books next year'], then: [{ newGoal: 'books' }] },
  { category: 'goal', say: ['delete the piano goal', 'yes'], then: [{ goal: 'Play a song for mum', deleted: true }, { habit: 'Piano', goal: null }] },
  { category: 'goal', say: ['add a new goal - get my black belt'], then: [{ newGoal: 'black belt' }] },
  { category: 'vision', say: ['change my vision to: healthy, kind and brave'], then: [{ vision: 'healthy, kind and brave' }] },
  { category: 'vision', say: ["add 'and travel more' to the end of my vision"], then: [{ vision: 'travel more' }] },

  // ── Areas ───────────────────────────────────────────────────────────────────────────────────
  { category: 'area', say: ['new area: Home'], then: [{ newArea: 'Home' }] },
  {
    category: 'area',
    say: ['create a Mind area and put meditate and journal in it', 'yes'],
    then: [{ newArea: 'Mind' }, { habit: 'Meditate', area: 'Mind' }, { habit: 'Journal', area: 'Mind' }],
  },
  {
    category: 'area',
    say: ['delete the learning area', 'yes'],
    then: [{ area: 'Learning', deleted: true }, { habit: 'Piano', area: null }, { habit: 'Read', area: null }, { habit: 'Spanish', area: null }],
  },
  { category: 'area', say: ['put water the plants in health'], then: [{ habit: 'Water the plants', area: 'Health' }] },

  // ── Questions: answered, nothing changes ────────────────────────────────────────────────────
  { category: 'question', question: true, say: ['how long since my last cigarette?'], then: [{ replyAny: ['18', '19'] }] },
  { category: 'question', question: true, say: ['whats my run streak'], then: [{ reply: ['8'] }] },
  { category: 'question', question: true, say: ['how many glasses of water have i had today?'], then: [{ reply: ['3'] }] },
  { category: 'question', question: true, say: ['how many coffees today'], then: [{ reply: ['1'] }] },
  { category: 'question', question: true, say: ['when is tennis?'], then: [{ replyAny: ['Saturday', 'Sat'] }] },
  { category: 'question', question: true, say: ['which habits are left today?'], then: [{ reply: ['Spanish', 'Piano'] }] },
  { category: 'question', question: true, say: ['did i do gym yesterday?'], then: [{ replyAny: ['yes', 'did'] }] },
  { category: 'question', question: true, say: ['how many times did i row this week?'], then: [{ reply: ['2'] }] },
  { category: 'question', question: true, say: ['what time is pilates'], then: [{ replyAny: ['19:00', '7pm', '7 pm', '7:00'] }] },
  { category: 'question', question: true, say: ['is journal still paused?'], then: [{ replyAny: ['14'] }] },
  { category: 'question', question: true, say: ['when does the antibiotics course end?'], then: [{ replyAny: ['15'] }] },
  { category: 'question', question: true, say: ['what reminders do i have for gym'], then: [{ reply: ['email', 'push'] }] },
  { category: 'question', question: true, say: ['how am i doing with piano'], then: [{ replyAny: ['3'] }] },
  { category: 'question', question: true, say: ['how much did i read yesterday'], then: [{ reply: ['12'] }] },
  { category: 'question', question: true, say: ['how long has it been since I slipped on smoking'], then: [{ replyAny: ['18', '19'] }] },
  { category: 'question', question: true, say: ['am I over my coffee limit?'], then: [{ replyAny: ['1 of', 'not', 'under', 'no'] }] },
  { category: 'question', question: true, say: ['how many days in a row have I meditated?'], then: [{ reply: ['2'] }] },
  { category: 'question', question: true, say: ['what goals do i have'], then: [{ reply: ['10k', 'Spanish'] }] },
  { category: 'question', question: true, say: ['is spanish linked to a goal?'], then: [{ reply: ['Speak Spanish'] }] },
  { category: 'question', question: true, say: ['which area is rowing in'], then: [{ reply: ['Fitness'] }] },
  { category: 'question', question: true, say: ['how many habits do I have?'], then: [{ reply: ['20'] }] },
  { category: 'question', question: true, say: ["when's my next yoga?"], then: [{ replyAny: ['Monday', '14'] }] },
  { category: 'question', question: true, say: ['how much water did i drink on monday'], then: [{ reply: ['8'] }] },
  { category: 'question', question: true, say: ['how many cups of coffee did i have yesterday?'], then: [{ reply: ['3'] }] },
  { category: 'question', question: true, say: ["what's left for today?"], then: [{ reply: ['Spanish'] }] },
  { category: 'question', question: true, say: ['did I tick off spanish today'], then: [{ replyAny: ['not', 'no', "haven't"] }] },
  { category: 'question', question: true, say: ["what's my vision again?"], then: [{ reply: ['calm'] }] },
  { category: 'question', question: true, say: ["how's my 10k goal going?"], then: [{ replyAny: ['10k', 'Morning run'] }] },
  { category: 'question', question: true, say: ['how many days have i gone without smoking'], then: [{ replyAny: ['18', '19'] }] },
  { category: 'question', question: true, say: ['when do the plants need watering next'], then: [{ replyAny: ['today', '9 Dec', '12'] }] },

  // ── Conversations: "it", "that", "as well", corrections, undo ───────────────────────────────
  { category: 'conversation', say: ['add flossing at 10pm', 'and brushing my tongue as well'], then: [{ newHabit: 'floss', time: '22:00' }, { newHabit: 'tongue' }] },
  { category: 'conversation', say: ['add foam rolling at 7am', 'make it quarter to 8'], then: [{ newHabit: 'foam roll', time: '07:45' }] },
  { category: 'conversation', say: ['add a habit called evening walk at 8pm', 'rename that last one I made to Night walk'], then: [{ newHabit: 'night walk', name: 'Night walk', time: '20:00' }] },
  { category: 'conversation', say: ['move piano to 8pm', 'and read to 10'], then: [{ habit: 'Piano', time: '20:00' }, { habit: 'Read', time: '22:00' }] },
  { category: 'conversation', say: ['rename walk the dog to Dog walk', 'move it to 6pm'], then: [{ habit: 'Walk the dog', name: 'Dog walk', time: '18:00' }] },
  { category: 'conversation', say: ['did spanish', 'and piano too'], then: [{ habit: 'Spanish', doneOn: TODAY }, { habit: 'Piano', doneOn: TODAY }] },
  { category: 'conversation', say: ['skip gym tomorrow', 'actually skip it on tuesday too'], then: [{ habit: 'Gym', skippedOn: TOMORROW }, { habit: 'Gym', skippedOn: '2026-12-15' }] },
  { category: 'conversation', say: ['move yoga to 8pm', 'undo that'], then: [{ habit: 'Yoga', time: '19:00' }] },
  { category: 'conversation', say: ['add an email reminder 30 mins before piano', 'undo that'], then: [{ habit: 'Piano', reminders: [] }] },
  { category: 'conversation', say: ['pause the run for a week', 'undo'], then: [{ habit: 'Morning run', notPausedOn: ['2026-12-11', '2026-12-14'] }] },
  { category: 'conversation', say: ['rename tennis to Padel', 'actually call it Padel tennis'], then: [{ habit: 'Tennis', name: 'Padel tennis' }] },
  { category: 'conversation', say: ['create a habit: plank 2 mins every morning', 'make it 3 mins'], then: [{ newHabit: 'plank', minutes: 3 }] },
  { category: 'conversation', say: ['log 2 glasses of water', 'make that 3'], then: [{ habit: 'Drink water', doneOn: TODAY, amount: 6 }] },
  { category: 'conversation', say: ['what time is gym tomorrow', 'move it to 7'], then: [{ habit: 'Gym', timeOn: { [TOMORROW]: '19:00' } }] },
  { category: 'conversation', say: ['walked the dog', 'sorry i meant watered the plants'], then: [{ habit: 'Walk the dog', notDoneOn: TODAY }, { habit: 'Water the plants', doneOn: TODAY }] },
  { category: 'conversation', say: ['did spanish', 'no wait, I meant piano'], then: [{ habit: 'Spanish', notDoneOn: TODAY }, { habit: 'Piano', doneOn: TODAY }] },
  { category: 'conversation', say: ['walked the dog', 'undo that'], then: [{ habit: 'Walk the dog', notDoneOn: TODAY }] },
  { category: 'conversation', say: ['had 2 more glasses of water', 'oops, only 1'], then: [{ habit: 'Drink water', doneOn: TODAY, amount: 4 }] },
  { category: 'conversation', say: ['add a new goal: run a marathon', 'link rowing to it'], then: [{ newGoal: 'marathon' }, { habit: 'Rowing', goal: 'Run a marathon' }] },
  { category: 'conversation', say: ['remind me 10 min before gym', 'actually make it 20'], then: [{ habit: 'Gym', reminders: [{ minutesBefore: 30, channel: 'email' }, { minutesBefore: 15, channel: 'push' }, { minutesBefore: 20 }] }] },
  { category: 'conversation', say: ["how's spanish going", 'skip it tomorrow'], then: [{ habit: 'Spanish', skippedOn: TOMORROW }] },
  { category: 'conversation', say: ['make coffee at most 1 a day', 'undo that'], then: [{ habit: 'Coffee', target: { quantity: 2, direction: 'atMost' } }] },
  { category: 'conversation', say: ['delete tennis', 'yes', 'wait, bring it back'], then: [{ habit: 'Tennis', days: ['Sat'], time: '10:00' }] },
  { category: 'conversation', say: ['new habit: stretch my calves at 9pm', 'put it in fitness'], then: [{ newHabit: 'calves', time: '21:00', area: 'Fitness' }] },
  { category: 'conversation', say: ['tell me about my gym habit', 'make it 45 minutes'], then: [{ habit: 'Gym', minutes: 45 }] },

  // ── Saying no to a proposal ─────────────────────────────────────────────────────────────────
  { category: 'decline', say: ['delete read', 'leave it'], then: [{ habit: 'Read', time: '21:30' }] },
  { category: 'decline', say: ['delete piano', 'nah'], then: [{ habit: 'Piano', time: '19:30' }] },
  { category: 'decline', say: ['clear my coffee history', "actually no, don't"], then: [{ habit: 'Coffee', doneOn: YESTERDAY, amount: 3 }] },
  { category: 'decline', say: ['remove all reminders', 'hmm no forget it'], then: [{ habit: 'Gym', reminders: [{ minutesBefore: 30, channel: 'email' }, { minutesBefore: 15, channel: 'push' }] }] },
  { category: 'decline', say: ['delete the sleep goal', 'no keep it'], then: [{ habit: 'Meditate', goal: 'Sleep better' }] },
  { category: 'decline', say: ['pause everything for a week', 'never mind'], then: [{ habit: 'Piano', notPausedOn: ['2026-12-10', '2026-12-14'] }] },

  // ── Bringing something back ─────────────────────────────────────────────────────────────────
  { category: 'restore', say: ['add stretching every morning', 'yes'], then: [{ habit: 'Stretch', archived: false }, { noNewHabit: true }] },
  { category: 'restore', say: ['bring back stretch'], then: [{ habit: 'Stretch', archived: false }] },
  { category: 'restore', say: ['unarchive my stretching habit'], then: [{ habit: 'Stretch', archived: false }] },

  // ── Talk that is not a command: a short, kind answer, nothing changes ──────────────────────
  { category: 'chat', question: true, say: ["is it ok to rest when I'm sore?"], then: [{ noNewHabit: true }] },
  { category: 'chat', question: true, say: ['bad week, not feeling it'], then: [{ noNewHabit: true }] },
  { category: 'chat', question: true, say: ['thanks!'], then: [] },
  { category: 'chat', question: true, say: ['who won the football last night'], then: [] },
  { category: 'chat', question: true, say: ["i'm so tired lately"], then: [{ noNewHabit: true }] },
  { category: 'chat', question: true, say: ['feeling proud of myself today'], then: [] },
  { category: 'chat', question: true, say: ['ugh missed gym again'], then: [] },
  { category: 'chat', question: true, say: ['what should I focus on this week?'], then: [] },
  { category: 'chat', question: true, say: ['any tips for sticking with piano?'], then: [] },
  { category: 'chat', question: true, say: ['lol'], then: [] },
  { category: 'chat', question: true, say: ['should i run if my knee hurts a bit'], then: [] },
  { category: 'chat', question: true, say: ['good morning coach'], then: [] },
];
