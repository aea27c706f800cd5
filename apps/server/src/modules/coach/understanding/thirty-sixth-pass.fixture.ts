import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Thirty-sixth pass (issue 50): sentences of a new persona on the kept-apart harness's account (not the kept-apart table).
 *
 * Persona: Sam, whose first language is Spanish, writing English on the phone: small grammar slips
 * ("I want make", "put me a reminder", "the gym of tuesday", "how many water I drink"), false
 * friends ("actually" for now, "assist" for attend), polite openings ("please can you"), typos.
 *
 * The account's today: Wednesday 2026-12-09, 10:00 in Europe/London (GMT, so 10:00Z).
 *
 * Dates used, with their weekdays:
 *   2026-12-03 Thu (Thursday of last week)     2026-12-16 Wed (last day, 7 days from tomorrow)
 *   2026-12-05 Sat (last Saturday)             2026-12-17 Thu
 *   2026-12-06 Sun (last Sunday)               2026-12-19 Sat (holiday starts)
 *   2026-12-08 Tue (yesterday)                 2026-12-21 Mon
 *   2026-12-09 Wed (today)                     2026-12-22 Tue
 *   2026-12-10 Thu (tomorrow)                  2026-12-24 Thu
 *   2026-12-11 Fri                             2026-12-26 Sat
 *   2026-12-12 Sat                             2026-12-27 Sun (holiday ends)
 *   2026-12-13 Sun (this Sunday)               2026-12-28 Mon
 *   2026-12-14 Mon                             2026-12-29 Tue
 *   2026-12-15 Tue (Antibiotics' last day)     2027-01-02 Sat
 *
 * Written by a helper who read only the kept-apart types and account (lead's eighteenth session).
 */
export const THIRTY_SIXTH_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- create (12)

  // create: a guitar habit on Tuesdays and Thursdays at 20:00 for 30 minutes
  {
    say: ['Hola! please can you create me a habit for practice guitar the tuesdays and thursdays at 8 of the night, 30 min'],
    category: 'create',
    then: [{ newHabit: 'guitar', days: ['Tue', 'Thu'], time: '20:00', minutes: 30 }],
  },
  // create: flossing every night at 22:30
  {
    say: ['i want start to use the dental floss every night at 22:30'],
    category: 'create',
    then: [{ newHabit: 'floss', time: '22:30', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  },
  // create: taking the bins out on Tuesdays at 20:00 with a reminder 30 minutes before
  {
    say: ['put me a habit of take out the bins, the tuesdays at 8 of the night, and a reminder 30 min before please'],
    category: 'create',
    then: [{ newHabit: 'bin', days: ['Tue'], time: '20:00', reminders: [{ minutesBefore: 30 }] }],
  },
  // create: calling mum every Sunday at 19:00
  {
    say: ['please can you put me a habit to call my mother every sunday at 7 of the evening'],
    category: 'create',
    then: [{ newHabit: 'call', days: ['Sun'], time: '19:00' }],
  },
  // create: eat 3 pieces of fruit a day (an amount, at least)
  {
    say: ['please can you add me a habit for eat 3 fruits each day'],
    category: 'create',
    then: [{ newHabit: 'fruit', target: { quantity: 3, direction: 'atLeast' } }],
  },
  // create: a limit of one can of cola a day
  {
    say: ['I want drink less coca cola... maximum one can in the day. can u make it a habit'],
    category: 'create',
    then: [{ newHabit: 'cola', target: { quantity: 1, direction: 'atMost' } }],
  },
  // create: a gratitude habit cued by the meditation
  {
    say: ['after the meditation I want write 3 things for which I am grateful, can you make it a habit?'],
    category: 'create',
    then: [{ newHabit: 'grat', cue: 'meditat' }],
  },
  // create: cleaning the kitchen every 2 days at 21:00
  {
    say: ['put me a habit for clean the kitchen each 2 days at 21h'],
    category: 'create',
    then: [{ newHabit: 'kitchen', everyDays: 2, time: '21:00' }],
  },
  // create: a long run on Sundays at 09:00 for an hour, under the 10k goal
  {
    say: ['for my goal of the 10k I want add a long run the sundays at 9 of the morning, 1 hour'],
    category: 'create',
    then: [{ newHabit: 'long run', days: ['Sun'], time: '09:00', minutes: 60, goal: 'Run a 10k' }],
  },
  // create: watching a Spanish series twice a week, under the Spanish goal
  {
    say: ['I want watch a serie in spanish 2 times in the week, put it in my goal of speak spanish in the holiday'],
    category: 'create',
    then: [{ newHabit: 'serie', perWeek: 2, goal: 'Speak Spanish on holiday' }],
  },
  // create: allergy pills at 08:00 for 7 days starting tomorrow (10 to 16 December)
  {
    say: ['please I need take the pills for the allergy every morning at 8, during 7 days, starting tomorrow'],
    category: 'create',
    then: [{ newHabit: 'allerg', time: '08:00', nextDates: ['2026-12-10', '2026-12-11'], endDate: '2026-12-16' }],
  },
  // create: phone out of the bedroom at 23:00 nightly, in the Health area
  {
    say: ['create a habit: leave the phone out of the bedroom at 23h every night. in the area of health pls'],
    category: 'create',
    then: [{ newHabit: 'phone', time: '23:00', area: 'Health' }],
  },

  // ---------------------------------------------------------------- change (12)

  // change: Gym on Tuesdays moves to 19:00, Thursdays stay at 18:00
  {
    say: ['the gym of the tuesdays, can you put it at 19h? the thursdays stay at 18h like now'],
    category: 'change',
    then: [
      {
        habit: 'Gym',
        days: ['Tue', 'Thu'],
        timeOn: { '2026-12-10': '18:00', '2026-12-15': '19:00', '2026-12-17': '18:00', '2026-12-22': '19:00' },
      },
    ],
  },
  // change: Piano from 19:30 to 20:00 ("actually" meaning currently)
  {
    say: ['please can you change the piano to 8 of the night? actually is at 7 and half and I am still eating dinner'],
    category: 'change',
    then: [{ habit: 'Piano', time: '20:00', minutes: 20 }],
  },
  // change: Morning run lasts 45 minutes
  {
    say: ['I want make the morning runs more long, 45 minutes'],
    category: 'change',
    then: [{ habit: 'Morning run', minutes: 45, time: '07:00', days: ['Mon', 'Wed', 'Fri'] }],
  },
  // change: Yoga moves from Mondays to Wednesdays, same time
  {
    say: ['the yoga I want do it the wednesdays from now, not the mondays. same hour'],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Wed'], time: '19:00' }],
  },
  // change: Walk the dog moves to 18:00
  {
    say: ['the walk with the dog put it at 6 of the evening please, at 5 I am still in the work'],
    category: 'change',
    then: [{ habit: 'Walk the dog', time: '18:00' }],
  },
  // change: water target from 8 to 10 glasses
  {
    say: ['I want drink more water, 10 glasses in the day instead of 8'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  // change: coffee limit from 2 cups to 1
  {
    say: ['from now maximum 1 coffee for day please, 2 is too much for me'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 1, unit: 'cups', direction: 'atMost' } }],
  },
  // change: Pilates on Tuesdays and Thursdays ("assist" meaning attend)
  {
    say: ['now I assist to pilatis the tuesday and the thursday, can you change it?'],
    category: 'change',
    then: [{ habit: 'Pilates', days: ['Tue', 'Thu'], time: '19:00' }],
  },
  // change: Meditate goes into the Health area, keeps its goal
  {
    say: ['put the medidate in the health area please'],
    category: 'change',
    then: [{ habit: 'Meditate', area: 'Health', goal: 'Sleep better' }],
  },
  // change: Spanish every day, weekends included
  {
    say: ['I want practise the spanish also saturday and sunday, all the days of the week'],
    category: 'change',
    then: [{ habit: 'Spanish', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], time: '12:30' }],
  },
  // change: watering the plants every 4 days instead of 3
  {
    say: ['the plants, I water them each 4 days now, not 3'],
    category: 'change',
    then: [{ habit: 'Water the plants', everyDays: 4 }],
  },
  // change: Yoga and Pilates both one hour later (two records, confirmed)
  {
    say: ['can you put the yoga and the pilates one hour later? the two of them', 'yes'],
    category: 'change',
    then: [
      { habit: 'Yoga', time: '20:00', days: ['Mon'] },
      { habit: 'Pilates', time: '20:00', days: ['Thu'] },
    ],
  },

  // ---------------------------------------------------------------- log (6)

  // log: 5 more glasses of water today (3 + 5 = 8)
  {
    say: ['I drank 5 glasses more of water, add them please'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 8 }],
  },
  // log: correct yesterday's reading from 12 to 22 pages
  {
    say: ['yesterday I read 22 pages, not 12, I put it wrong'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-08', amount: 22 }],
  },
  // log: squash last Sunday
  {
    say: ['I did the squash the sunday but I forget to mark it'],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },
  // log: this morning's vitamins (08:00 slot)
  {
    say: ['this morning I took the vitamines with the breakfast'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  // log: Gym on Thursday of last week
  {
    say: ['I assisted to the gim the thursday of last week, put it done please'],
    category: 'log',
    then: [{ habit: 'Gym', doneOn: '2026-12-03' }],
  },
  // log: one more coffee today (1 + 1 = 2)
  {
    say: ['I took other coffee right now'],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 2 }],
  },

  // ---------------------------------------------------------------- question (5)

  // question: how much water so far today (3 glasses)
  {
    say: ['how many water I drink today?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3', 'three'] }],
  },
  // question: what time is tomorrow's gym (Thursday, 18:00)
  {
    say: ['at what hour is the gym of tomorrow?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['18:00', '6pm', '6 pm', '6:00', '6 p.m.'] }],
  },
  // question: morning runs done this month (2, 4, 7, 9 December: 4)
  {
    say: ['how many times I did the morning run this month?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['4', 'four'] }],
  },
  // question: when the antibiotics end (Tuesday 15 December)
  {
    say: ['when I finish the antibiotics? I dont remember'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['15', 'tuesday'] }],
  },
  // question: what is on tomorrow (Thursday: Gym and Pilates among others)
  {
    say: ['what I have for do tomorrow?'],
    category: 'question',
    question: true,
    then: [{ reply: ['gym', 'pilates'] }],
  },

  // ---------------------------------------------------------------- conversation (5)

  // conversation: greeting, then unsure about tonight's piano; nothing changes
  {
    say: ['hello good morning', 'I am a bit tired today, I dont know if I play the piano tonight'],
    category: 'conversation',
    then: [{ noNewHabit: true }],
  },
  // conversation: asks for a new habit, gives the details in the next message
  {
    say: ['I want make a new habit', 'drawing, 20 min every day at 9 of the night'],
    category: 'conversation',
    then: [{ newHabit: 'draw', time: '21:00', minutes: 20 }],
  },
  // conversation: asks to change the run's hour, gives the hour after
  {
    say: ['please can you change the hour of the run', 'at 6:30'],
    category: 'conversation',
    then: [{ habit: 'Morning run', time: '06:30', days: ['Mon', 'Wed', 'Fri'] }],
  },
  // conversation: thanks; nothing changes
  {
    say: ['thanks a lot, you help me very much!'],
    category: 'conversation',
    then: [{ noNewHabit: true }],
  },
  // conversation: feeling low about the week, asks for advice; nothing changes
  {
    say: ['I feel bad, this week I did very little', 'what can I do for be more constant?'],
    category: 'conversation',
    then: [{ noNewHabit: true }],
  },

  // ---------------------------------------------------------------- skip-pause (4)

  // skip-pause: skip Friday's run
  {
    say: ['please delete the run of friday, I have a trip of work'],
    category: 'skip-pause',
    then: [{ habit: 'Morning run', skippedOn: '2026-12-11' }],
  },
  // skip-pause: pause Gym and Tennis for a holiday 19-27 December (two records, confirmed)
  {
    say: ['I go in holidays from the 19 until the 27, please can you pause the gym and the tennis in this days', 'yes'],
    category: 'skip-pause',
    then: [
      { habit: 'Gym', pausedOn: ['2026-12-22', '2026-12-24'] },
      { habit: 'Gym', notPausedOn: ['2026-12-17', '2026-12-29'] },
      { habit: 'Tennis', pausedOn: ['2026-12-19', '2026-12-26'] },
      { habit: 'Tennis', notPausedOn: ['2026-12-12', '2027-01-02'] },
    ],
  },
  // skip-pause: skip this Sunday's squash
  {
    say: ['the squash of this sunday I cant, skip it'],
    category: 'skip-pause',
    then: [{ habit: 'Squash', skippedOn: '2026-12-13' }],
  },
  // skip-pause: pause Yoga for the next two weeks (Mondays 14 and 21 December)
  {
    say: ['my back hurts, can you pause the yoga for the next 2 weeks'],
    category: 'skip-pause',
    then: [
      { habit: 'Yoga', pausedOn: ['2026-12-14', '2026-12-21'] },
      { habit: 'Yoga', notPausedOn: ['2026-12-28'] },
    ],
  },

  // ---------------------------------------------------------------- note (3)

  // note: on yesterday's reading
  {
    say: ['put a note in the read of yesterday: I start the part two of Middlemarch'],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-08', includes: 'part two' }],
  },
  // note: on last Saturday's tennis
  {
    say: ['for the tennis of last saturday write a note: I played with Carlos, very good match'],
    category: 'note',
    then: [{ habit: 'Tennis', noteOn: '2026-12-05', includes: 'Carlos' }],
  },
  // note: on today's run
  {
    say: ['add a note to the runing of today: the knee hurt a little in the end'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee' }],
  },

  // ---------------------------------------------------------------- remind (3)

  // remind: Piano reminder 15 minutes before
  {
    say: ['put me a reminder for the piano, 15 min before please'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 15 }] }],
  },
  // remind: Meditate email reminder 10 minutes before
  {
    say: ['for the meditation I want a email 10 minutes before for remember me'],
    category: 'remind',
    then: [{ habit: 'Meditate', reminders: [{ minutesBefore: 10, channel: 'email' }] }],
  },
  // remind: remove the Gym's email reminder, keep the push one
  {
    say: ['quit the email reminder of the gym, I want only the notification in the phone'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
];
