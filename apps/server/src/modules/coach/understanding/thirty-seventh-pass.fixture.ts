import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Thirty-seventh pass (issue 50): sentences of a new persona on the kept-apart harness's account (not the kept-apart table).
 *
 * Persona: a keen runner and gym-goer who talks in training jargon (PR, reps, sets, km, pace,
 * easy run, tempo, long run, deload week, rest day, leg day), short and matter-of-fact, about
 * their training plan.
 *
 * The account's today: Wednesday 2026-12-09, 10:00 in Europe/London (GMT, so 10:00Z).
 *
 * Dates used, with weekdays:
 * - 2026-12-03 Thu (last Thursday)
 * - 2026-12-04 Fri (last Friday)
 * - 2026-12-06 Sun (last Sunday)
 * - 2026-12-08 Tue (yesterday)
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow)
 * - 2026-12-11 Fri (this Friday)
 * - 2026-12-12 Sat (this Saturday)
 * - 2026-12-13 Sun (this Sunday)
 * - 2026-12-14 Mon (next Monday; next week runs Mon 14 to Sun 20 December)
 * - 2026-12-15 Tue, 2026-12-17 Thu (gym days in next week)
 * - 2026-12-20 Sun (Sunday after this one)
 * - 2026-12-22 Tue (gym day the week after next)
 * - 2026-12-27 Sun (first Sunday after a two-week pause from today)
 *
 * Written by a helper who read only the kept-apart types and account (lead's eighteenth session).
 */
export const THIRTY_SEVENTH_PASS: KeptApartCase[] = [
  // change: move the morning run earlier, permanently
  {
    say: ['move my morning run to 6:30, want more time before work'],
    category: 'change',
    then: [{ habit: 'Morning run', time: '06:30', minutes: 30, days: ['Mon', 'Wed', 'Fri'] }],
  },
  // change: longer gym sessions
  {
    say: ['gym sesh is 75 mins now, added an extra superset'],
    category: 'change',
    then: [{ habit: 'Gym', minutes: 75, time: '18:00', days: ['Tue', 'Thu'] }],
  },
  // change: add Saturday to gym days for a leg day
  {
    say: ['adding a leg day on saturdays so gym is tue thu sat from now'],
    category: 'change',
    then: [{ habit: 'Gym', days: ['Tue', 'Thu', 'Sat'], time: '18:00' }],
  },
  // change: rowing from 3 to 4 times a week
  {
    say: ['bump rowing to 4x a week pls'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4 }],
  },
  // change: run slot length to 45 minutes
  {
    say: ['runs are getting longer, make the mornin run 45 min'],
    category: 'change',
    then: [{ habit: 'Morning run', minutes: 45, time: '07:00', days: ['Mon', 'Wed', 'Fri'] }],
  },
  // change: gym one hour later tomorrow only
  {
    say: ['gym at 7 tomorrow instead of 6, just this once'],
    category: 'change',
    then: [{ habit: 'Gym', timeOn: { '2026-12-10': '19:00', '2026-12-15': '18:00' } }],
  },
  // change: link rowing to the 10k goal
  {
    say: ['rowing is cross training for the 10k, put it under that goal'],
    category: 'change',
    then: [{ habit: 'Rowing', goal: 'Run a 10k', perWeek: 3 }],
  },
  // change: yoga to Sundays, same time
  {
    say: ["yoga's moving to sundays. same time"],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Sun'], time: '19:00', minutes: 60 }],
  },
  // change: shorter pilates class
  {
    say: ['pilates class got cut to 45 min'],
    category: 'change',
    then: [{ habit: 'Pilates', minutes: 45, time: '19:00', days: ['Thu'] }],
  },
  // change: raise the water target
  {
    say: ['sweating loads in training, up my water to 10 glasses a day'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  // change: tennis an hour earlier on Saturdays
  {
    say: ['tennis starts at 9 now on sats'],
    category: 'change',
    then: [{ habit: 'Tennis', time: '09:00', days: ['Sat'], minutes: 90 }],
  },
  // change: two habits half an hour later (needs a yes)
  {
    say: ['make gym and pilates both 30 min later from now on', 'yes'],
    category: 'change',
    then: [
      { habit: 'Gym', time: '18:30', days: ['Tue', 'Thu'] },
      { habit: 'Pilates', time: '19:30', days: ['Thu'] },
    ],
  },
  // create: weekly tempo run
  {
    say: ['add tempo runs thursdays 7am, 40 min'],
    category: 'create',
    then: [{ newHabit: 'tempo', days: ['Thu'], time: '07:00', minutes: 40 }],
  },
  // create: Sunday long run tied to the 10k goal
  {
    say: ['new habit: long run sundays 9am, 90 mins. its for the 10k'],
    category: 'create',
    then: [{ newHabit: 'long run', days: ['Sun'], time: '09:00', minutes: 90, goal: 'Run a 10k' }],
  },
  // create: daily push-up reps
  {
    say: ['want to do 50 pushups a day, track the reps'],
    category: 'create',
    then: [{ newHabit: 'push', target: { quantity: 50, direction: 'atLeast' } }],
  },
  // create: daily protein amount
  {
    say: ['track protein for me, 140g daily'],
    category: 'create',
    then: [{ newHabit: 'protein', target: { quantity: 140, direction: 'atLeast' } }],
  },
  // create: foam rolling following the gym
  {
    say: ['add foam rolling after gym'],
    category: 'create',
    then: [{ newHabit: 'foam', cue: 'gym' }],
  },
  // create: separate Monday leg day
  {
    say: ['set up a separate leg day, mondays 6pm, an hour'],
    category: 'create',
    then: [{ newHabit: 'leg', days: ['Mon'], time: '18:00', minutes: 60 }],
  },
  // create: strength work twice a week, no fixed days
  {
    say: ['strength training 2x a week, any days'],
    category: 'create',
    then: [{ newHabit: 'strength', perWeek: 2 }],
  },
  // create: easy runs with a reminder, in the Fitness area
  {
    say: ['new one - easy run tue + sat 7:30am, 30 mins, fitness area. remind me 15 min before'],
    category: 'create',
    then: [
      {
        newHabit: 'easy run',
        days: ['Tue', 'Sat'],
        time: '07:30',
        minutes: 30,
        area: 'Fitness',
        reminders: [{ minutesBefore: 15 }],
      },
    ],
  },
  // create: daily short plank
  {
    say: ['5 min plank every day at 7pm'],
    category: 'create',
    then: [
      {
        newHabit: 'plank',
        time: '19:00',
        minutes: 5,
        days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      },
    ],
  },
  // create: Saturday parkrun
  {
    say: ['can u add parkrun, saturdays at 9'],
    category: 'create',
    then: [{ newHabit: 'parkrun', days: ['Sat'], time: '09:00' }],
  },
  // log: gym done last Thursday, forgot to tick
  {
    say: ['forgot to tick gym last thurs, did 5x5 squats'],
    category: 'log',
    then: [{ habit: 'Gym', doneOn: '2026-12-03' }],
  },
  // log: squash on Sunday just gone
  {
    say: ['squash sunday ✅ won 3-1'],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },
  // log: rowing this morning with a distance
  {
    say: ['6k on the rower this morning'],
    category: 'log',
    then: [{ habit: 'Rowing', doneOn: '2026-12-09' }],
  },
  // log: more glasses of water today, adding to what is there
  {
    say: ['had 5 more glasses of water since the run'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 8 }],
  },
  // log: pages read today
  {
    say: ['read 25 pages on the tube'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 25 }],
  },
  // log: spanish done last Friday
  {
    say: ['did spanish last fri, just didnt log it'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-04' }],
  },
  // log: dog walk as a cooldown today
  {
    say: ['walked the dog as my cooldown, 3km'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }],
  },
  // log: morning vitamins slot
  {
    say: ['vitamins taken w breakfast'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  // skip-pause: rest day tomorrow, skip two habits (needs a yes)
  {
    say: ['rest day tmrw. skip gym and pilates', 'yes'],
    category: 'skip-pause',
    then: [
      { habit: 'Gym', skippedOn: '2026-12-10' },
      { habit: 'Pilates', skippedOn: '2026-12-10' },
    ],
  },
  // skip-pause: pause the gym for a deload week next week
  {
    say: ['deload week next week, pause the gym for the whole week'],
    category: 'skip-pause',
    then: [
      { habit: 'Gym', pausedOn: ['2026-12-15', '2026-12-17'] },
      { habit: 'Gym', notPausedOn: ['2026-12-10', '2026-12-22'] },
    ],
  },
  // skip-pause: skip Saturday tennis
  {
    say: ["skipping tennis sat, calf's tight"],
    category: 'skip-pause',
    then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }],
  },
  // skip-pause: skip Friday's run
  {
    say: ['no run fri, rest day before sundays race'],
    category: 'skip-pause',
    then: [{ habit: 'Morning run', skippedOn: '2026-12-11' }],
  },
  // skip-pause: pause squash for two weeks
  {
    say: ['pause squah for 2 weeks, knee niggle'],
    category: 'skip-pause',
    then: [
      { habit: 'Squash', pausedOn: ['2026-12-13', '2026-12-20'] },
      { habit: 'Squash', notPausedOn: ['2026-12-27'] },
    ],
  },
  // skip-pause: skip Monday yoga
  {
    say: ['skip yoga mon, taking a full rest day'],
    category: 'skip-pause',
    then: [{ habit: 'Yoga', skippedOn: '2026-12-14' }],
  },
  // question: runs done so far this month
  {
    say: ['how many runs have i done so far this month?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['4', 'four'] }],
  },
  // question: when the next gym session is
  {
    say: ['when is my next gym session'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['tomorrow', 'thu', '10'] }],
  },
  // question: water so far today
  {
    say: ['hows my water looking today'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3', 'three'] }],
  },
  // question: rowing sessions per week
  {
    say: ['whats my rowing target per week again'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3', 'three'] }],
  },
  // question: tennis start time on Saturday
  {
    say: ["what time's tennis on sat?"],
    category: 'question',
    question: true,
    then: [{ replyAny: ['10:00', '10am', '10 am', '10.00'] }],
  },
  // conversation: sharing a new 5k PR
  {
    say: ['new 5k PR this morning 🎉 22:58'],
    category: 'conversation',
    then: [{ noNewHabit: true }, { habit: 'Morning run', doneOn: '2026-12-09' }],
  },
  // conversation: sore legs after yesterday's session
  {
    say: ['legs absolutely cooked from yesterday lol'],
    category: 'conversation',
    then: [{ noNewHabit: true }],
  },
  // conversation: signing off
  {
    say: ["cheers, that's all for now"],
    category: 'conversation',
    then: [{ noNewHabit: true }],
  },
  // conversation: low motivation, no request
  {
    say: ['bit unmotivated this week tbh', 'pace feels sluggish on every run'],
    category: 'conversation',
    then: [{ noNewHabit: true }],
  },
  // end: stop the antibiotics after Friday (needs a yes)
  {
    say: ['doc says i can stop the antibiotics after friday', 'yes'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-11' }],
  },
  // end: squash finishes after this Sunday (needs a yes)
  {
    say: ["i'm done with squash after this sunday, end it then", 'yep'],
    category: 'end',
    then: [{ habit: 'Squash', endDate: '2026-12-13' }],
  },
  // end: pilates finishes after tomorrow's class (needs a yes)
  {
    say: ["stopping pilates after tomorrow's class", 'yes'],
    category: 'end',
    then: [{ habit: 'Pilates', endDate: '2026-12-10' }],
  },
  // note: pace note on today's run
  {
    say: ["add a note to today's run: 6k easy @ 5:40/km, hr steady"],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: '5:40' }],
  },
  // note: PR note on yesterday's gym session
  {
    say: ['note for gym yesterday - squat PR 100kg x 5'],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'squat' }],
  },
];
