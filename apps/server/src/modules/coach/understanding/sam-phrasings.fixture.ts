import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50: phrasings of my own, written from the kinds of failure (not from the
 * kept-apart table, which this work never reads), as conversations on Sam's account (the
 * kept-apart harness's person: Wednesday 9 December 2026, London), judged by the records
 * afterwards with the same harness and rules. sam-phrasings.test.ts runs them.
 */
const T = '2026-12-09';
const Y = '2026-12-08';
const TOMORROW = '2026-12-10';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;

export const SAM_PHRASINGS: KeptApartCase[] = [
  // create
  { category: 'create', say: ["I'd like to start doing press ups every morning at 7:15"], then: [{ newHabit: 'press ups', time: '07:15' }] },
  { category: 'create', say: ["think I'll begin learning guitar, 20 mins on weekdays"], then: [{ newHabit: 'guitar', minutes: 20, days: [...WEEKDAYS] }] },
  { category: 'create', say: ['new habit: floss at night'], then: [{ newHabit: 'floss' }] },
  { category: 'create', say: ['could you set me up a habit to cycle to work tues and thurs'], then: [{ newHabit: 'cycle', days: ['Tue', 'Thu'] }] },
  { category: 'create', say: ['add meditation please'], then: [{ noNewHabit: true }, { replyAny: ['Meditate'] }] },
  { category: 'create', say: ['track my steps, aiming for 10000 a day'], then: [{ newHabit: 'steps', target: { quantity: 10000 } }] },
  { category: 'create', say: ["gonna take up drawing, 3 times a week"], then: [{ newHabit: 'drawing', perWeek: 3 }] },
  { category: 'create', say: ['i want to start cold showers each morning'], then: [{ newHabit: 'cold shower' }] },
  { category: 'create', say: ['can you pop in a new one, stretch my back at 9pm'], then: [{ noNewHabit: true }, { replyAny: ['restore', 'Stretch'] }] },
  // change
  { category: 'change', say: ['shift piano to 8pm'], then: [{ habit: 'Piano', time: '20:00' }] },
  { category: 'change', say: ['can my yoga be at half 6 in the evening'], then: [{ habit: 'Yoga', time: '18:30' }] },
  { category: 'change', say: ['gym is on mon and fri now'], then: [{ habit: 'Gym', days: ['Mon', 'Fri'] }] },
  { category: 'change', say: ['make piano 30 minutes long'], then: [{ habit: 'Piano', minutes: 30 }] },
  { category: 'change', say: ['push tennis back an hour'], then: [{ habit: 'Tennis', time: '11:00' }] },
  { category: 'change', say: ['I want the morning run at quarter past 6'], then: [{ habit: 'Morning run', time: '06:15' }] },
  { category: 'change', say: ["change spanish so it's only mon wed fri"], then: [{ habit: 'Spanish', days: ['Mon', 'Wed', 'Fri'] }] },
  { category: 'change', say: ['put meditate at 7 instead'], then: [{ habit: 'Meditate', time: '07:00' }] },
  { category: 'change', say: ['up my water to 10 glasses'], then: [{ habit: 'Drink water', target: { quantity: 10 } }] },
  { category: 'change', say: ['yoga at 20 past 7 from now on'], then: [{ habit: 'Yoga', time: '19:20' }] },
  { category: 'change', say: ['could squash be saturdays instead'], then: [{ habit: 'Squash', days: ['Sat'] }] },
  { category: 'change', say: ['piano should be 45 mins'], then: [{ habit: 'Piano', minutes: 45 }] },
  { category: 'change', say: ['allow myself 3 coffees a day now'], then: [{ habit: 'Coffee', target: { quantity: 3 } }] },
  // rename
  { category: 'rename', say: ['rename read to Reading before bed'], then: [{ habit: 'Read', name: 'Reading before bed' }] },
  { category: 'rename', say: ["can we call the dog walk 'Evening walk'"], then: [{ habit: 'Walk the dog', name: 'Evening walk' }] },
  { category: 'rename', say: ['Plan the week should be called Weekly review'], then: [{ habit: 'Plan the week', name: 'Weekly review' }] },
  { category: 'rename', say: ['change the sleep better goal name to Sleep 8 hours'], then: [{ goal: 'Sleep better', name: 'Sleep 8 hours' }] },
  { category: 'rename', say: ['when is journal?', 'call it Evening pages'], then: [{ habit: 'Journal', name: 'Evening pages' }] },
  { category: 'rename', say: ['rename the 10k goal to Run a half marathon'], then: [{ goal: 'Run a 10k', name: 'Run a half marathon' }] },
  // log
  { category: 'log', say: ['finished walking the dog'], then: [{ habit: 'Walk the dog', doneOn: T }] },
  { category: 'log', say: ['piano done ✅'], then: [{ habit: 'Piano', doneOn: T }] },
  { category: 'log', say: ['had 5 more glasses of water'], then: [{ habit: 'Drink water', doneOn: T, amount: 8 }] },
  { category: 'log', say: ['water total today was 9'], then: [{ habit: 'Drink water', doneOn: T, amount: 9 }] },
  { category: 'log', say: ['spanish done for today'], then: [{ habit: 'Spanish', doneOn: T }] },
  { category: 'log', say: ['took my 8pm antibiotics yesterday'], then: [{ habit: 'Antibiotics', doneOn: Y, time: '20:00' }] },
  { category: 'log', say: ['I read 30 pages today'], then: [{ habit: 'Read', doneOn: T, amount: 30 }] },
  { category: 'log', say: ['just did my piano practice'], then: [{ habit: 'Piano', doneOn: T }] },
  { category: 'log', say: ['walked the dog'], then: [{ habit: 'Walk the dog', doneOn: T }] },
  // undo-log
  { category: 'undo-log', say: ['untick meditate today'], then: [{ habit: 'Meditate', notDoneOn: T }] },
  { category: 'undo-log', say: ["oops, I didn't actually run this morning"], then: [{ habit: 'Morning run', notDoneOn: T }] },
  { category: 'undo-log', say: ['I ticked piano by mistake yesterday'], then: [{ habit: 'Piano', notDoneOn: Y }] },
  // skip-pause
  { category: 'skip-pause', say: ['not doing gym tomorrow'], then: [{ habit: 'Gym', skippedOn: TOMORROW }] },
  { category: 'skip-pause', say: ['skip tennis on saturday the 12th'], then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }] },
  { category: 'skip-pause', say: ['put spanish on hold for a week'], then: [{ habit: 'Spanish', pausedOn: ['2026-12-10', '2026-12-14'] }] },
  { category: 'skip-pause', say: ['resume journal'], then: [{ habit: 'Journal', notPausedOn: ['2026-12-10'] }] },
  { category: 'skip-pause', say: ["I'll miss piano tonight"], then: [{ habit: 'Piano', skippedOn: T }] },
  // remind
  { category: 'remind', say: ['remind me about piano 10 minutes before'], then: [{ habit: 'Piano', reminders: [{ minutesBefore: 10 }] }] },
  { category: 'remind', say: ['ping me when yoga starts'], then: [{ habit: 'Yoga', reminders: [{ minutesBefore: 0 }] }] },
  { category: 'remind', say: ['drop the email reminder for gym'], then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }] },
  { category: 'remind', say: ['change my run reminder to email'], then: [{ habit: 'Morning run', reminders: [{ minutesBefore: 10, channel: 'email' }] }] },
  { category: 'remind', say: ['remind me 20 min before spanish instead of 5'], then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 20 }] }] },
  // several times a day
  { category: 'remind', say: ['vitamins three times a day: 8, 1 and 8pm'], then: [{ habit: 'Vitamins', timesOfDay: ['08:00', '13:00', '20:00'] }] },
  { category: 'create', say: ['add iron tablets twice, at 9am and 9pm'], then: [{ newHabit: 'iron', timesOfDay: ['09:00', '21:00'] }] },
  // end
  { category: 'end', say: ['antibiotics finish on the 13th', 'yes'], then: [{ habit: 'Antibiotics', endDate: '2026-12-13' }] },
  { category: 'end', say: ['spanish lessons stop after next friday', 'yes'], then: [{ habit: 'Spanish', endDate: '2026-12-18' }] },
  { category: 'end', say: ['last tennis session is saturday the 19th', 'yes'], then: [{ habit: 'Tennis', endDate: '2026-12-19' }] },
  { category: 'end', say: ['my course of antibiotics is done on friday', 'yes'], then: [{ habit: 'Antibiotics', endDate: '2026-12-11' }] },
  // delete
  { category: 'delete', say: ['get rid of squash', 'yes'], then: [{ habit: 'Squash', deleted: true }] },
  { category: 'delete', say: ['remove the plants one', 'yes'], then: [{ habit: 'Water the plants', deleted: true }] },
  { category: 'delete', say: ['bin off pilates completely', 'yes please'], then: [{ habit: 'Pilates', deleted: true }] },
  // several
  { category: 'several', say: ['skip gym and pilates tomorrow', 'yes'], then: [{ habit: 'Gym', skippedOn: TOMORROW }, { habit: 'Pilates', skippedOn: TOMORROW }] },
  { category: 'several', say: ['mark piano and spanish done', 'yes'], then: [{ habit: 'Piano', doneOn: T }, { habit: 'Spanish', doneOn: T }] },
  { category: 'several', say: ['move tennis and squash to 2pm', 'yes'], then: [{ habit: 'Tennis', time: '14:00' }, { habit: 'Squash', time: '14:00' }] },
  { category: 'several', say: ['yoga & pilates to 6pm please', 'go ahead'], then: [{ habit: 'Yoga', time: '18:00' }, { habit: 'Pilates', time: '18:00' }] },
  // scope
  { category: 'scope', say: ['take the reminder off my morning run'], then: [{ habit: 'Morning run', reminders: [] }] },
  { category: 'scope', say: ['only remove the push reminder on gym'], then: [{ habit: 'Gym', reminders: [{ minutesBefore: 30, channel: 'email' }] }] },
  // note
  { category: 'note', say: ["note on yesterday's read: loved the ending"], then: [{ habit: 'Read', noteOn: Y, includes: 'loved the ending', excludes: ['note on'] }] },
  { category: 'note', say: ['add a note to piano yesterday that my left hand is getting better'], then: [{ habit: 'Piano', noteOn: Y, includes: 'left hand is getting better', excludes: ['add a note'] }] },
  { category: 'note', say: ["for yesterday's gym, jot down: new PB on squat"], then: [{ habit: 'Gym', noteOn: Y, includes: 'new PB on squat', excludes: ['jot down'] }] },
  { category: 'note', say: ['write down for my run today that my knee felt fine'], then: [{ habit: 'Morning run', noteOn: T, includes: 'knee felt fine', excludes: ['write down'] }] },
  // goal
  { category: 'goal', say: ['new goal: learn to swim'], then: [{ newGoal: 'swim' }] },
  { category: 'goal', say: ['set a goal to read 12 books this year'], then: [{ newGoal: '12 books' }] },
  // vision
  // area
  { category: 'area', say: ['make a new area called Mind'], then: [{ newArea: 'Mind' }] },
  { category: 'area', say: ['rename area Learning to Growth'], then: [{ area: 'Learning', name: 'Growth' }] },
  { category: 'area', say: ['put meditate in the health area'], then: [{ habit: 'Meditate', area: 'Health' }] },
  // questions
  { category: 'question', question: true, say: ["how's my rowing going?"], then: [] },
  { category: 'question', question: true, say: ['when did I last smoke?'], then: [] },
  { category: 'question', question: true, say: ["what's on tomorrow"], then: [] },
  { category: 'question', question: true, say: ['did I do piano yesterday'], then: [] },
  { category: 'question', question: true, say: ['how many days since my last cigarette?'], then: [] },
  { category: 'question', question: true, say: ['is gym on thursday?'], then: [] },
  { category: 'question', question: true, say: ["which habits haven't I done today"], then: [] },
  { category: 'question', question: true, say: ['how much water have I had'], then: [] },
  { category: 'question', question: true, say: ['do I have anything at 7pm'], then: [] },
  { category: 'question', question: true, say: ['whens my next tennis'], then: [] },
  { category: 'question', question: true, say: ['have I skipped squash lately?'], then: [] },
  { category: 'question', question: true, say: ['what time is the dog walk'], then: [] },
  // conversation
  { category: 'conversation', say: ['tick off spanish', 'oops I meant piano', 'yes'], then: [{ habit: 'Spanish', notDoneOn: T }, { habit: 'Piano', doneOn: T }] },
  { category: 'conversation', say: ['skip piano today', 'undo that'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['add a habit called Floss at 10pm', 'remind me 5 minutes before it'], then: [{ newHabit: 'Floss', time: '22:00', reminders: [{ minutesBefore: 5 }] }] },
  { category: 'conversation', say: ['skip gym tomorrow', 'pilates as well'], then: [{ habit: 'Gym', skippedOn: TOMORROW }, { habit: 'Pilates', skippedOn: TOMORROW }] },
  { category: 'conversation', say: ['rename piano to Keys', 'and move it to 8pm'], then: [{ habit: 'Piano', name: 'Keys', time: '20:00' }] },
  // decline
  { category: 'decline', say: ['delete tennis', 'leave it'], then: [{ noNewHabit: true }] },
  { category: 'decline', say: ['delete squash', "nah don't"], then: [{ noNewHabit: true }] },
  { category: 'decline', say: ['delete pilates', 'on second thoughts keep it'], then: [{ noNewHabit: true }] },
  // restore
  { category: 'restore', say: ['bring stretch back'], then: [{ habit: 'Stretch', archived: false }] },
  // chat / advice
  { category: 'chat', question: true, say: ["I'm knackered today, should I still go to the gym?"], then: [] },
  { category: 'chat', question: true, say: ['feeling rubbish this week tbh'], then: [] },
];
