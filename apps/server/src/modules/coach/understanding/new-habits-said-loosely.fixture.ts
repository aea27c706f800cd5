import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

const T = '2026-12-09';

/**
 * Issue 50, twenty-eighth session: my own phrasings on Sam's account (Wednesday 2026-12-09, 10:00
 * London) of new habits said loosely (an amount a night, a limit in hours of a thing, a count a
 * week that names its days, "a new one for …", an area said as "put it in …", a habit's word
 * inside a longer name, a measure after a verb of its own) and of follow-ups (a tick of the habit
 * just asked about, "the second one" after two habits' streaks, a time for one day only, a note
 * asked for after a tick).
 */
export const NEW_HABITS_SAID_LOOSELY: KeptApartCase[] = [
  { say: ['cold showers every morning at 6:45'], category: 'create', then: [{ newHabit: 'cold shower', time: '06:45' }] },
  { say: ['track sleep, 8 hours a night'], category: 'create', then: [{ newHabit: 'sleep', minutes: 480 }] },
  { say: ['new habit - practice guitar 3x a week'], category: 'create', then: [{ newHabit: 'guitar', perWeek: 3 }] },
  { say: ['remind me to take out the bins every tuesday at 8pm'], category: 'create', then: [{ newHabit: 'bins', days: ['Tue'], time: '20:00' }] },
  { say: ['every other day i want to do a plank'], category: 'create', then: [{ newHabit: 'plank', everyDays: 2 }] },
  { say: ['start a habit of calling mum on sundays at 5pm'], category: 'create', then: [{ newHabit: 'mum', days: ['Sun'], time: '17:00' }] },
  { say: ['can you set up a daily 15 minute french lesson at 8am'], category: 'create', then: [{ newHabit: 'french', minutes: 15, time: '08:00' }] },
  { say: ['floss nightly'], category: 'create', then: [{ newHabit: 'floss' }] },
  { say: ['weekly review fridays 4pm'], category: 'create', then: [{ newHabit: 'weekly review', days: ['Fri'], time: '16:00' }] },
  { say: ["put in a habit called 'duolingo' daily at 9pm"], category: 'create', then: [{ newHabit: 'duolingo', time: '21:00' }] },
  { say: ['walk 10k steps every day'], category: 'create', then: [{ newHabit: 'walk', target: { quantity: 10000, unit: 'steps' } }] },
  { say: ['let me add a 30 minute bike ride on tuesdays and thursdays at 7am'], category: 'create', then: [{ newHabit: 'bike', days: ['Tue', 'Thu'], time: '07:00', minutes: 30 }] },
  { say: ['i wanna start doing 50 pushups a day'], category: 'create', then: [{ newHabit: 'pushup', target: { quantity: 50 } }] },
  { say: ['could you add gratitude journaling before bed, like 5 min'], category: 'create', then: [{ newHabit: 'gratitude', minutes: 5 }] },
  { say: ['help me stop biting my nails'], category: 'create', then: [{ newHabit: 'nail', target: { quantity: 0, direction: 'atMost' } }] },
  { say: ['no more than 1 hour of tiktok a day'], category: 'create', then: [{ newHabit: 'tiktok', target: { quantity: 1, unit: 'hour', direction: 'atMost' } }] },
  { say: ['add stretching after my morning run'], category: 'create', then: [{ newHabit: 'stretching', cue: 'morning run' }] },
  { say: ['i want to learn to cook, twice a week on weekends'], category: 'create', then: [{ newHabit: 'cook', days: ['Sat', 'Sun'] }] },
  { say: ['set a habit for taking my inhaler at 8am and 8pm'], category: 'create', then: [{ newHabit: 'inhaler', timesOfDay: ['08:00', '20:00'] }] },
  { say: ['add a habit: water the garden, every 2 days, 7pm'], category: 'create', then: [{ newHabit: 'garden', everyDays: 2, time: '19:00' }] },
  { say: ['hey! can we make a new one for budgeting, every sunday evening'], category: 'create', then: [{ newHabit: 'budget', days: ['Sun'] }] },
  { say: ['Language exchange call on Thursdays 8-9pm'], category: 'create', then: [{ newHabit: 'language exchange', days: ['Thu'], time: '20:00', minutes: 60 }] },
  { say: ['add a daily walk at lunch, put it in health'], category: 'create', then: [{ newHabit: 'walk', area: 'Health' }] },
  { say: ['new habit for the 10k goal: interval training on saturdays'], category: 'create', then: [{ newHabit: 'interval', days: ['Sat'], goal: 'Run a 10k' }] },
  { say: ['can we add a 20 min walk after lunch on weekdays'], category: 'create', then: [{ newHabit: 'walk', minutes: 20, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }] },
  { say: ['drink 10 glasses every day'], category: 'change', then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses' } }, { habit: 'Drink water', doneOn: T, amount: 3 }] },
  { say: ['i read 30 pages every night'], category: 'change', then: [{ habit: 'Read', target: { quantity: 20, unit: 'pages' } }, { habit: 'Read', notDoneOn: T }, { reply: ['30 pages'] }] },
  { say: ['hows piano going?', 'cool, tick it for today'], category: 'conversation', then: [{ habit: 'Piano', doneOn: T }] },
  { say: ['what are my streaks for piano and spanish?', 'tick the second one for today'], category: 'conversation', then: [{ habit: 'Spanish', doneOn: T }, { habit: 'Piano', notDoneOn: T }] },
  { say: ['do piano at 9pm tomorrow instead of the usual time'], category: 'change', then: [{ habit: 'Piano', timeOn: { '2026-12-10': '21:00', '2026-12-11': '19:30' } }] },
  { say: ['walked the dog, he made friends with a puppy 🐶 can u put that in as a note'], category: 'note', then: [{ habit: 'Walk the dog', noteOn: T, includes: 'puppy', excludes: ['walked the dog', 'note'] }] },
  { say: ['did my morning run, calves were tight, note that down'], category: 'note', then: [{ habit: 'Morning run', noteOn: T, includes: 'calves', excludes: ['did my'] }] },
];
