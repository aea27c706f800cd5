import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, Fifty-eighth pass: fifty conversations on Sam's account (Wednesday 2026-12-09, 10:00
 * London) as someone who thinks aloud and hedges when they want something new ('i've been meaning
 * to', 'thinking i should', 'probably should', 'maybe ...?', 'could you set me up something for').
 * They rarely say "create" or "add a habit": they describe the wish, the amount, the limit or the
 * thing to quit, the days and parts of the day in loose words ('most weekdays', 'every other day',
 * 'mornings before work', 'after dinner'), and sometimes answer the coach's question in a second
 * message ('evenings', 'yeah 3 times a week'). Some wishes are goals with a date, some a habit for
 * an existing goal, some a new area, some reminders; some name something Sam already has (Read,
 * Drink water, Coffee, Meditate, Vitamins, the archived Stretch, the goal Run a 10k, the area
 * Health), which must not make a duplicate. Casual phone typing with a few typos and emoji.
 *
 * Written by the pass-58 helper before reading the coach's language layer, from the case format
 * (kept-apart.types.ts) and the account (kept-apart.account.ts) only. Dates checked with `date -d`:
 * 2026-12-09 Wed (today), 2026-12-10 Thu, 2026-12-11 Fri, 2026-12-13 Sun; the goals' months
 * (March, February, Easter 2027-03-28 Sun) are not checked, since a goal's deadline is no check.
 *
 * A wish that makes two records (a goal and its habit, an area and a habit moved into it) is
 * confirmed by a further message, as is bringing back the archived Stretch.
 */
export const FIFTY_EIGHTH_PASS: KeptApartCase[] = [
  // create: new habits described loosely
  {
    say: ['could you set me up something for flossing'],
    category: 'create',
    then: [{ newHabit: 'floss' }],
  },
  {
    say: ['thinking i should cut down on crisps, like 1 bag a day tops'],
    category: 'create',
    then: [{ newHabit: 'crisps', target: { quantity: 1, direction: 'atMost' } }],
  },
  {
    say: ['i really need to stop biting my nails 😬'],
    category: 'create',
    then: [{ newHabit: 'nail', target: { quantity: 0, direction: 'atMost' } }],
  },
  {
    say: ['probably should quit vaping for good tbh'],
    category: 'create',
    then: [{ newHabit: 'vap', target: { quantity: 0, direction: 'atMost' } }],
  },
  {
    say: ['thinking of doing 50 situps every morning, is that mad?'],
    category: 'create',
    then: [{ newHabit: 'situp', target: { quantity: 50, direction: 'atLeast' } }],
  },
  {
    say: ['i should probably get my steps up, like 8000 a day'],
    category: 'create',
    then: [{ newHabit: 'step', target: { quantity: 8000, unit: 'steps', direction: 'atLeast' } }],
  },
  {
    say: ['could you set me up something for taking the bins out, thursday nights'],
    category: 'create',
    then: [{ newHabit: 'bin', days: ['Thu'] }],
  },
  {
    say: ['maybe a 20 min walk at lunch on weekdays?'],
    category: 'create',
    then: [{ newHabit: 'walk', minutes: 20, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }],
  },
  {
    say: ['thinking i should do some french on duolingo, 10 mins a day'],
    category: 'create',
    then: [{ newHabit: 'french', minutes: 10 }],
  },
  {
    say: ['would be nice to cook a proper dinner most weekdays'],
    category: 'create',
    then: [{ newHabit: 'cook', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }],
  },
  {
    say: ['every other day i should rly do some core work, 15 min or so'],
    category: 'create',
    then: [{ newHabit: 'core', everyDays: 2, minutes: 15 }],
  },
  {
    say: ['thinking of a quick tidy up after dinner, like 10 minutes'],
    category: 'create',
    then: [{ newHabit: 'tid', minutes: 10, cue: 'dinner' }],
  },
  {
    say: ['i think i should limit social media to 30 mins a day 📱'],
    category: 'create',
    then: [{ newHabit: 'social', target: { quantity: 30, direction: 'atMost' } }],
  },
  {
    say: ['ought to do the laundry every sunday morning'],
    category: 'create',
    then: [{ newHabit: 'laundry', days: ['Sun'] }],
  },
  {
    say: ['maybe swim twice a week?'],
    category: 'create',
    then: [{ newHabit: 'swim', perWeek: 2 }],
  },
  {
    say: ['id like to learn some guitar, 15 mins mornings before work'],
    category: 'create',
    then: [{ newHabit: 'guitar', minutes: 15 }],
  },
  {
    say: ['thinking i should have a no spend day every tuesday 💸'],
    category: 'create',
    then: [{ newHabit: 'spend', days: ['Tue'] }],
  },
  {
    say: ['probably should ring my parents more, sundays around 6ish'],
    category: 'create',
    then: [{ newHabit: 'parent', days: ['Sun'], time: '18:00' }],
  },
  // create: wishes naming what Sam already has
  {
    say: ["i've been meaning to start stretching again, maybe 10 mins after work?", 'oh yeah bring that one back then'],
    category: 'create',
    then: [{ habit: 'Stretch', archived: false, minutes: 10 }, { noNewHabit: true }],
  },
  {
    say: ['probably should read more, like 20 pages most nights'],
    category: 'create',
    then: [{ noNewHabit: true }],
  },
  {
    say: ['thinking i should drink more water, like 10 glasses a day'],
    category: 'create',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }, { noNewHabit: true }],
  },
  {
    say: ['should prob cut back on coffee, one cup a day max ☕'],
    category: 'create',
    then: [{ habit: 'Coffee', target: { quantity: 1, unit: 'cups', direction: 'atMost' } }, { noNewHabit: true }],
  },
  {
    say: ["i've been meaning to meditate a bit longer, maybe 15 mins"],
    category: 'create',
    then: [{ habit: 'Meditate', minutes: 15 }, { noNewHabit: true }],
  },
  {
    say: ['i keep meaning to take vitamins every day'],
    category: 'create',
    then: [{ noNewHabit: true }],
  },

  // goal: goals with a date, habits for existing goals
  {
    say: ['i want to be able to run 10k by march'],
    category: 'goal',
    then: [{ goal: 'Run a 10k', name: 'Run a 10k' }, { noNewHabit: true }],
  },
  {
    say: ["thinking i'd like to read 12 books by the end of next year"],
    category: 'goal',
    then: [{ newGoal: 'book' }],
  },
  {
    say: ['i want to be able to do the splits by summer 🤸'],
    category: 'goal',
    then: [{ newGoal: 'split' }],
  },
  {
    say: ['would love to save £1000 by june'],
    category: 'goal',
    then: [{ newGoal: 'save' }],
  },
  {
    say: ['for the spanish holiday thing i should probably listen to a podcast, 20 mins on the commute'],
    category: 'goal',
    then: [{ newHabit: 'podcast', goal: 'Speak Spanish on holiday', minutes: 20 }],
  },
  {
    say: ['to help with the song for mum maybe practise scales 10 mins in the mornings'],
    category: 'goal',
    then: [{ newHabit: 'scales', goal: 'Play a song for mum', minutes: 10 }],
  },
  {
    say: ['to sleep better maybe a wind down routine at 10:30 most nights?'],
    category: 'goal',
    then: [{ newHabit: 'wind', goal: 'Sleep better', time: '22:30' }],
  },
  {
    say: ['for the 10k, thinking i should add a long run on sundays'],
    category: 'goal',
    then: [{ newHabit: 'long run', goal: 'Run a 10k', days: ['Sun'] }],
  },
  {
    say: ['i want to lose 5kg by easter, maybe by walking 30 mins a day', 'yes'],
    category: 'goal',
    then: [{ newGoal: 'lose' }, { newHabit: 'walk', minutes: 30 }],
  },

  // area
  {
    say: ['i think i want a section for money stuff'],
    category: 'area',
    then: [{ newArea: 'money' }],
  },
  {
    say: ['maybe an area for creative things? 🎨'],
    category: 'area',
    then: [{ newArea: 'creativ' }],
  },
  {
    say: ['i should probably have a health area'],
    category: 'area',
    then: [{ noNewHabit: true }],
  },
  {
    say: ["i'd like a mindfulness area and meditate should go in it", 'yes please'],
    category: 'area',
    then: [{ newArea: 'mindful' }, { habit: 'Meditate', area: 'Mindfulness' }],
  },

  // remind
  {
    say: ['could you maybe nudge me 10 mins before piano'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 10 }] }],
  },
  {
    say: ['i keep forgetting tennis, a ping half an hour before would help'],
    category: 'remind',
    then: [{ habit: 'Tennis', reminders: [{ minutesBefore: 30, channel: 'push' }] }],
  },
  {
    say: ['an email an hour before plan the week would be good i think'],
    category: 'remind',
    then: [{ habit: 'Plan the week', reminders: [{ minutesBefore: 60, channel: 'email' }] }],
  },
  {
    say: ['the gym reminders are a bit much, maybe just keep the push one'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  {
    say: ['could you remind me about walking the dog, like 15 mins before?'],
    category: 'remind',
    then: [{ habit: 'Walk the dog', reminders: [{ minutesBefore: 15 }] }],
  },

  // conversation: the wish, then the answer to the coach's question
  {
    say: ['thinking i should start doing pushups', 'yeah 3 times a week'],
    category: 'conversation',
    then: [{ newHabit: 'push', perWeek: 3 }],
  },
  {
    say: ['probably should call my gran more', 'sundays'],
    category: 'conversation',
    then: [{ newHabit: 'gran', days: ['Sun'] }],
  },
  {
    say: ["i'd like to get back into drawing ✏️", 'evenings, maybe 20 mins'],
    category: 'conversation',
    then: [{ newHabit: 'draw', minutes: 20 }],
  },
  {
    say: ['could you set me up something for practising ukulele', 'every other day is probably realistic'],
    category: 'conversation',
    then: [{ newHabit: 'ukulele', everyDays: 2 }],
  },
  {
    say: ['thinking i should cut down on sweets', '1 a day max i guess'],
    category: 'conversation',
    then: [{ newHabit: 'sweet', target: { quantity: 1, direction: 'atMost' } }],
  },
  {
    say: ['maybe i should do a weekly review', 'fridays after work'],
    category: 'conversation',
    then: [{ newHabit: 'review', days: ['Fri'] }],
  },
  {
    say: ['been meaning to do posture exercises', 'most mornings, like 5 mins'],
    category: 'conversation',
    then: [{ newHabit: 'posture', minutes: 5 }],
  },
  {
    say: ['maybe learn to juggle? 🤹', '10 mins a day, evenings'],
    category: 'conversation',
    then: [{ newHabit: 'juggl', minutes: 10 }],
  },
];
