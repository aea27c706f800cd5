import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, Fifty-fourth pass: fifty requests on Sam's account (Wednesday 2026-12-09, 10:00 London)
 * as someone setting up a new routine, who makes habits and goals in single, information-dense
 * sentences: the schedule in every form ('every other day', 'mon/wed/fri', '3x a week',
 * 'weeknights', 'weekdays except fri', 'twice a month', 'first sunday of each month'), a time or a
 * window ('7ish', 'between 6 and 7 in the evening'), an amount ('at least 5 portions', 'no more
 * than 1 can'), a reminder, an end ('for the next 6 weeks', 'until christmas', 'till the course
 * ends on the 18th'), an area, a cue ('after I brush my teeth'), the habit named only inside the
 * sentence ('help me start flossing', 'gonna try cold showers'), goals with deadlines, and now and
 * then a name close to an existing record or to the archived Stretch. Phone typing, some typos.
 *
 * Written by the pass-54 helper before reading the coach's language layer, from the case format
 * (kept-apart.types.ts) and the account (kept-apart.account.ts) only. Dates checked with `date -d`:
 * 2026-12-14 Mon, 2026-12-18 Fri (the 18th), 2026-12-20 Sun, 2026-12-22 Tue, 2026-12-25 Fri
 * (christmas), 2026-12-31 Thu, 2027-01-03 Sun, 2027-02-07 Sun and 2027-03-07 Sun (the first
 * Sundays of the next months), 2027-01-19 Tue (the last of the 42 days from today on: "the next 6
 * weeks"), 2027-01-31 Sun (the end of January).
 */
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;

export const FIFTY_FOURTH_PASS: KeptApartCase[] = [
  // create: the habit named inside the sentence, with a cue
  {
    say: ['help me start flossing every night after I brush my teeth 🦷'],
    category: 'create',
    then: [{ newHabit: 'floss', cue: 'brush my teeth' }],
  },
  // create: "Nx a week" inside "gonna try"
  { say: ['gonna try cold showers 3x a week'], category: 'create', then: [{ newHabit: 'cold shower', perWeek: 3 }] },
  // create: slash-separated days, a length and a cue on another habit
  {
    say: ['new habit: foam rolling 10 min mon/wed/fri straight after my run'],
    category: 'create',
    then: [{ newHabit: 'foam roll', days: ['Mon', 'Wed', 'Fri'], minutes: 10, cue: 'run' }],
  },
  // create: weeknights, a pm time and a length
  {
    say: ['i want to do 20 mins of french weeknights at 8:30pm'],
    category: 'create',
    then: [{ newHabit: 'french', days: [...WEEKDAYS], time: '20:30', minutes: 20 }],
  },
  // create: every other day, a length, an area
  {
    say: ['add a habit to practise drawing every other day, 30 mins, in learning'],
    category: 'create',
    then: [{ newHabit: 'draw', everyDays: 2, minutes: 30, area: 'Learning' }],
  },
  // create: an at-least amount with an area
  {
    say: ['eat at least 5 portions of fruit & veg a day, put it under health'],
    category: 'create',
    then: [{ newHabit: 'fruit', target: { quantity: 5, direction: 'atLeast' }, area: 'Health' }],
  },
  // create: an at-most amount
  {
    say: ['no more than 1 can of coke a day pls 🥤'],
    category: 'create',
    then: [{ newHabit: 'coke', target: { quantity: 1, direction: 'atMost' } }],
  },
  // create: a window in the evening on one weekday
  {
    say: ['can you set up a call with my sister on sundays, between 6 and 7 in the evening'],
    category: 'create',
    then: [{ newHabit: 'sister', days: ['Sun'], time: '18:00', minutes: 60 }],
  },
  // create: twice a month
  { say: ['budget check-in twice a month 💸'], category: 'create', then: [{ newHabit: 'budget', perMonth: 2 }] },
  // create: first Sunday of each month
  {
    say: ['deep clean the bathroom on the first sunday of each month at 10am'],
    category: 'create',
    then: [{ newHabit: 'bathroom', nextDates: ['2027-01-03', '2027-02-07', '2027-03-07'], time: '10:00' }],
  },
  // create: weekdays except one, the schedule first
  {
    say: ['weekdays except fri I wanna pack my lunch the night before, around 9pm'],
    category: 'create',
    then: [{ newHabit: 'lunch', days: ['Mon', 'Tue', 'Wed', 'Thu'], time: '21:00' }],
  },
  // create: weekdays, a length, a reminder
  {
    say: ["I'd like a 15 min walk after lunch every weekday, remind me 5 min before"],
    category: 'create',
    then: [{ newHabit: 'walk', days: [...WEEKDAYS], minutes: 15, reminders: [{ minutesBefore: 5 }] }],
  },
  // create: for an existing goal, N times a week
  {
    say: ['set up couch to 5k 3 times a week, its for my 10k goal'],
    category: 'create',
    then: [{ newHabit: 'couch to 5k', perWeek: 3, goal: 'Run a 10k' }],
  },
  // create: an end "for the next N weeks"
  {
    say: ['physio exercises every day at 8am for the next 6 weeks 🙄'],
    category: 'create',
    then: [{ newHabit: 'physio', time: '08:00', endDate: '2027-01-19' }],
  },
  // create: an end at christmas
  {
    say: ['one random act of kindness a day until christmas 🎄'],
    category: 'create',
    then: [{ newHabit: 'kindness', endDate: '2026-12-25' }],
  },
  // create: weeknights, a length, an end on a day of this month
  {
    say: ['revision for my first aid course, 45 min on weeknights till the course ends on the 18th'],
    category: 'create',
    then: [{ newHabit: 'revision', days: [...WEEKDAYS], minutes: 45, endDate: '2026-12-18' }],
  },
  // create: one weekday, a time, hours, an area
  {
    say: ['new habit: meal prep sundays at 4pm for 2 hours, health area'],
    category: 'create',
    then: [{ newHabit: 'meal prep', days: ['Sun'], time: '16:00', minutes: 120, area: 'Health' }],
  },
  // create: "10ish", a length and a goal
  {
    say: ['start a gratitude list every night at 10ish, 5 mins, for the sleep goal'],
    category: 'create',
    then: [{ newHabit: 'gratitude', time: '22:00', minutes: 5, goal: 'Sleep better' }],
  },
  // create: a clock range for a window
  {
    say: ['gonna try a no-phone hour before bed, every night 9-10pm'],
    category: 'create',
    then: [{ newHabit: 'phone', time: '21:00', minutes: 60 }],
  },
  // create: a goal by its words, a cue on an existing habit
  {
    say: ['add sight reading 10 min a day for my song for mum goal, right after piano'],
    category: 'create',
    then: [{ newHabit: 'sight reading', minutes: 10, goal: 'Play a song for mum', cue: 'piano' }],
  },
  // create: a daily time with a typo
  {
    say: ['take my iron tablets evry day at 1pm with lunch'],
    category: 'create',
    then: [{ newHabit: 'iron', time: '13:00' }],
  },
  // create: a name near an existing one (Walk the dog), which must stay as it is
  {
    say: ['new habit: an evening stroll at 8pm, 20 min, no dog this time 😅'],
    category: 'create',
    then: [{ newHabit: 'stroll', time: '20:00', minutes: 20 }],
  },
  // create: "tues & thurs", before work, a length, an area
  {
    say: ['swim tues & thurs at 7am before work, 45 mins, fitness area'],
    category: 'create',
    then: [{ newHabit: 'swim', days: ['Tue', 'Thu'], time: '07:00', minutes: 45, area: 'Fitness' }],
  },
  // create: weekdays, a length, an area, a name near Spanish (which stays as it is)
  {
    say: ['spanish flashcards 15 min on weekdays, learning area pls'],
    category: 'create',
    then: [{ newHabit: 'flashcard', days: [...WEEKDAYS], minutes: 15, area: 'Learning' }],
  },
  // create: a reminder given with the new habit
  {
    say: ['new habit: take the bins out sunday nights at 8, remnd me 15 mins before'],
    category: 'create',
    then: [{ newHabit: 'bins', days: ['Sun'], time: '20:00', reminders: [{ minutesBefore: 15 }] }],
  },
  // goal: a deadline month
  { say: ['new goal: run a half marathon by next october'], category: 'goal', then: [{ newGoal: 'half marathon' }] },
  // goal: a count and a year
  { say: ['I want a goal to read 24 books in 2027 📚'], category: 'goal', then: [{ newGoal: '24 books' }] },
  // goal: money and a destination
  { say: ['set a goal - save £2k for japan by august'], category: 'goal', then: [{ newGoal: 'japan' }] },
  // goal: a quoted name and a habit for it
  {
    say: ["new goal 'Cook 50 new recipes' by the end of next year, and add trying a new recipe every saturday for it"],
    category: 'goal',
    then: [{ newGoal: 'Cook 50 new recipes' }, { newHabit: 'recipe', days: ['Sat'], goal: 'Cook 50 new recipes' }],
  },
  // goal: a name close to an existing goal, asked for by name
  { say: ['make a goal called Sleep 8 hours'], category: 'goal', then: [{ newGoal: 'Sleep 8 hours' }] },
  // goal: one that already exists (Run a 10k): nothing new
  {
    say: ['I want to set a goal to run a 10k by april'],
    category: 'goal',
    then: [{ noNewHabit: true }, { replyAny: ['already', 'Run a 10k'] }],
  },
  // goal: a place and a month
  { say: ['add a goal: climb snowdon by june 🏔️'], category: 'goal', then: [{ newGoal: 'snowdon' }] },
  // remind: minutes before an existing habit
  { say: ['remind me 10 min before yoga'], category: 'remind', then: [{ habit: 'Yoga', reminders: [{ minutesBefore: 10 }] }] },
  // remind: an email, half an hour
  {
    say: ['can I get an email half an hour before piano'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 30, channel: 'email' }] }],
  },
  // remind: a clock time for a habit at 07:30
  { say: ['ping me at 7:15 for meditation'], category: 'remind', then: [{ habit: 'Meditate', reminders: [{ minutesBefore: 15 }] }] },
  // remind: a short nudge on a several-times-a-day habit
  { say: ['add a 5 min reminder before my vitamins'], category: 'remind', then: [{ habit: 'Vitamins', reminders: [{ minutesBefore: 5 }] }] },
  // remind: "beforehand", with a reason first
  {
    say: ['I keep forgetting to walk the dog, can you nudge me 20 min beforehand'],
    category: 'remind',
    then: [{ habit: 'Walk the dog', reminders: [{ minutesBefore: 20 }] }],
  },
  // end: until a day, confirmed
  {
    say: ["spanish only until the 22nd, then i'm done with it", 'yes'],
    category: 'end',
    then: [{ habit: 'Spanish', endDate: '2026-12-22' }],
  },
  // end: till christmas, confirmed
  { say: ['pilates runs till christmas then stop it', 'yes'], category: 'end', then: [{ habit: 'Pilates', endDate: '2026-12-25' }] },
  // end: the end of next month, confirmed
  { say: ['tennis season finishes end of january', 'yep'], category: 'end', then: [{ habit: 'Tennis', endDate: '2027-01-31' }] },
  // end: an earlier end for a course, confirmed
  {
    say: ['antibiotics end on the 13th now, doc shortened the course', 'yes'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-13' }],
  },
  // end: "won't be needed after", confirmed
  {
    say: ["walk the dog won't be needed after the 20th, my sister's taking her back", 'yes'],
    category: 'end',
    then: [{ habit: 'Walk the dog', endDate: '2026-12-20' }],
  },
  // area: a new area with a habit in it
  {
    say: ['create an area called Home and put watering the plants in it'],
    category: 'area',
    then: [{ newArea: 'Home' }, { habit: 'Water the plants', area: 'Home' }],
  },
  // area: a new area with two habits, confirmed
  {
    say: ['new area: Mind. put meditate and journal in there', 'yes'],
    category: 'area',
    then: [{ newArea: 'Mind' }, { habit: 'Meditate', area: 'Mind' }, { habit: 'Journal', area: 'Mind' }],
  },
  // area: rename
  { say: ['rename the Health area to Wellbeing'], category: 'area', then: [{ area: 'Health', name: 'Wellbeing' }] },
  // area: a new area for two habits, confirmed
  {
    say: ['put coffee and no smoking under a new area called Vices lol', 'yes'],
    category: 'area',
    then: [{ newArea: 'Vices' }, { habit: 'Coffee', area: 'Vices' }, { habit: 'No smoking', area: 'Vices' }],
  },
  // restore: the archived Stretch, asked for as taking it up again
  { say: ['I want to get back into stretching like I used to'], category: 'restore', then: [{ habit: 'Stretch', archived: false }] },
  // question: about the archived habit
  {
    say: ['do I already have a stretching habit somewhere?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['Stretch'] }],
  },
  // change: a new amount for an existing habit
  {
    say: ['drink water should be at least 10 glasses now'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, direction: 'atLeast' } }],
  },
  // change: one more weekday on an existing habit
  { say: ['add fridays to yoga too'], category: 'change', then: [{ habit: 'Yoga', days: ['Mon', 'Fri'], time: '19:00' }] },
];
