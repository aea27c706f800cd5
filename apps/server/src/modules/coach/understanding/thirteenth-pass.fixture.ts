import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, thirteenth pass: new sentences of my own for the kinds the brief names (a scrap right
 * after something was made, a cue said as a follow-up, an evening activity at a bare hour, a
 * reminder moved, questions about a quit or a limit, gerund lead-ins, amounts and notes in everyday
 * words, follow-ups about another habit), typed as on a phone, on the kept-apart harness's account
 * (Sam, Wednesday 9 December 2026, London), judged by the records afterwards.
 * thirteenth-pass.test.ts runs them.
 */
const TODAY = '2026-12-09';

export const THIRTEENTH_PASS: KeptApartCase[] = [
  // Scrapping what the coach just made: undone, no new habit left.
  { category: 'conversation', say: ['add skipping rope every day at 6pm', 'scrap that', 'yes'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['new habit: crosswords every morning', 'actually forget it', 'yes'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['can u add a habit for flossing at night', 'cancel that one', 'yes'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['add stretching my neck after work', 'hmm actually delete that one pls', 'yes'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['gonna try cold showers every morning', 'nah scrap it', 'yes'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['set up 10 min of sketching daily', 'forget that, changed my mind', 'yes'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['new habit: crosswords every morning', 'ugh no cancel it', 'yep'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['add a habit called sudoku', 'never mind, remove it', 'yes'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['add tai chi on saturdays', 'oops get rid of that', 'yes'], then: [{ noNewHabit: true }] },
  // A cue said after the habit was made is its cue, not a new habit.
  { category: 'conversation', say: ['add a gratitude habit', 'every night before bed'], then: [{ newHabit: 'gratitude', cue: 'bed' }] },
  { category: 'conversation', say: ['new habit: take my iron tablet', 'after breakfast'], then: [{ newHabit: 'iron', cue: 'breakfast' }] },
  { category: 'conversation', say: ['start flossing every night', 'do it after brushing my teeth'], then: [{ newHabit: 'floss', cue: 'brushing' }] },
  { category: 'conversation', say: ['add a gratitude list every evening', 'right before bed'], then: [{ newHabit: 'gratitude', cue: 'bed' }] },
  { category: 'conversation', say: ['add 10 pushups every day', 'every morning after i wake up'], then: [{ newHabit: 'pushup', cue: 'wake' }] },
  { category: 'conversation', say: ['add a habit for taking my allergy pill', 'with breakfast pls'], then: [{ newHabit: 'allergy', cue: 'breakfast' }] },
  { category: 'conversation', say: ['add a habit for foam rolling', 'after dinner each day'], then: [{ newHabit: 'foam rolling', cue: 'dinner' }] },
  // An evening activity at a bare hour.
  { category: 'create', say: ['add pottery class on thursdays at 7'], then: [{ newHabit: 'pottery', days: ['Thu'], time: '19:00' }] },
  { category: 'create', say: ['family dinner on sundays at 7'], then: [{ newHabit: 'family dinner', days: ['Sun'], time: '19:00' }] },
  { category: 'create', say: ['pub quiz every tuesday at 8'], then: [{ newHabit: 'quiz', days: ['Tue'], time: '20:00' }] },
  { category: 'create', say: ['add choir rehearsal wednesdays at 7.30'], then: [{ newHabit: 'choir', days: ['Wed'], time: '19:30' }] },
  { category: 'create', say: ['salsa class fridays at 8 pls'], then: [{ newHabit: 'salsa', days: ['Fri'], time: '20:00' }] },
  { category: 'create', say: ['add a morning swim at 7'], then: [{ newHabit: 'swim', time: '07:00' }] },
  { category: 'create', say: ['book club every thursday at 7'], then: [{ newHabit: 'book club', days: ['Thu'], time: '19:00' }] },
  // A reminder moved, not a second one added.
  { category: 'remind', say: ['move my run reminder to 15 min before'], then: [{ habit: 'Morning run', reminders: [{ minutesBefore: 15 }] }] },
  { category: 'remind', say: ['run reminder at 15 min before'], then: [{ habit: 'Morning run', reminders: [{ minutesBefore: 15 }] }] },
  { category: 'remind', say: ['change the spanish reminder to 10 mins before'], then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 10 }] }] },
  { category: 'remind', say: ['can u make my run reminder 20 mins before instead'], then: [{ habit: 'Morning run', reminders: [{ minutesBefore: 20 }] }] },
  { category: 'remind', say: ['push my spanish reminder to half an hour before'], then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 30 }] }] },
  { category: 'remind', say: ['make the reminder for my run 5 min before'], then: [{ habit: 'Morning run', reminders: [{ minutesBefore: 5 }] }] },
  // Questions about a quit or a limit: answered, nothing changes.
  { category: 'question', question: true, say: ['any cigarettes this week?'], then: [{ replyAny: ['no ', 'none', ' 0 '] }] },
  { category: 'question', question: true, say: ['how many coffees have i had this week'], then: [{ reply: ['6'] }] },
  { category: 'question', question: true, say: ['did i smoke at all this month'], then: [{ replyAny: ['no ', 'none', ' 0 '] }] },
  { category: 'question', question: true, say: ['any coffee yesterday?'], then: [{ reply: ['3'] }] },
  { category: 'question', question: true, say: ['how many cigs this week'], then: [{ replyAny: ['no ', 'none', ' 0 '] }] },
  { category: 'question', question: true, say: ['hows my coffee this week'], then: [{ reply: ['6'] }] },
  // Gerund lead-ins with "my" and "daily".
  { category: 'create', say: ['practising my times tables daily'], then: [{ newHabit: 'times tables' }] },
  { category: 'create', say: ['practicing my times tables every day'], then: [{ newHabit: 'times tables' }] },
  { category: 'create', say: ['learning my spellings daily'], then: [{ newHabit: 'spelling' }] },
  { category: 'create', say: ['doing my physio exercises daily'], then: [{ newHabit: 'physio' }] },
  { category: 'create', say: ['revising my french vocab daily'], then: [{ newHabit: 'french vocab' }] },
  // Amounts in everyday words.
  { category: 'log', say: ['new habit 50 pushups a day', 'did 20 pushups'], then: [{ newHabit: 'pushup' }, { reply: ['20 of 50'] }] },
  { category: 'log', say: ['drank 2 litres'], then: [{ habit: 'Drink water', doneOn: TODAY, amount: 11 }] },
  { category: 'log', say: ['drank 500ml of water'], then: [{ habit: 'Drink water' }, { reply: ['5 of 8'] }] },
  { category: 'log', say: ['read 25 pages today'], then: [{ habit: 'Read', doneOn: TODAY, amount: 25 }] },
  { category: 'log', say: ['had another coffee'], then: [{ habit: 'Coffee' }, { reply: ['2 of 2'] }] },
  { category: 'log', say: ['did 30 pages of my book'], then: [{ habit: 'Read', doneOn: TODAY, amount: 30 }] },
  // Notes in everyday words.
  { category: 'note', say: ['note for my run: knee felt sore'], then: [{ habit: 'Morning run', noteOn: TODAY, includes: 'knee felt sore', excludes: ['note for'] }] },
  { category: 'note', say: ["add a note to today's run - felt great"], then: [{ habit: 'Morning run', noteOn: TODAY, includes: 'felt great', excludes: ['add a note'] }] },
  { category: 'note', say: ['note for yoga on monday: knee felt sore'], then: [{ habit: 'Yoga', noteOn: '2026-12-07', includes: 'knee felt sore' }] },
  { category: 'note', say: ['add a note to meditation, mind was really busy'], then: [{ habit: 'Meditate', noteOn: TODAY, includes: 'mind was really busy' }] },
  { category: 'note', say: ['put a note on piano yesterday - learned the chorus'], then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'learned the chorus' }] },
  { category: 'note', say: ['note on todays run: legs heavy, hills were brutal'], then: [{ habit: 'Morning run', noteOn: TODAY, includes: 'hills were brutal' }] },
  // Follow-ups about another habit.
  { category: 'conversation', say: ['skip gym tomorrow', 'and the same for pilates'], then: [{ habit: 'Gym', skippedOn: '2026-12-10' }, { habit: 'Pilates', skippedOn: '2026-12-10' }] },
  { category: 'conversation', say: ['add a reminder for piano 10 min before', 'same for reading'], then: [{ habit: 'Piano', reminders: [{ minutesBefore: 10 }] }, { habit: 'Read', reminders: [{ minutesBefore: 10 }] }] },
  { category: 'conversation', say: ['make yoga 45 mins', 'and the same for pilates pls'], then: [{ habit: 'Yoga', minutes: 45 }, { habit: 'Pilates', minutes: 45 }] },
  { category: 'conversation', say: ['tick off water', 'no, the other one', 'yes'], then: [{ habit: 'Water the plants', doneOn: TODAY }] },
  { category: 'conversation', say: ['did my vitamins', 'no the other one, antibiotics', 'yes'], then: [{ habit: 'Antibiotics', doneOn: TODAY, time: '08:00' }] },
  // Second batch (written after the first batch's fixes, run before any fix of its own).
  { category: 'create', say: ['remind me to take my meds every morning at 8'], then: [{ newHabit: 'meds', time: '08:00' }] },
  { category: 'create', say: ['new habit - hoover the living room every saturday morning'], then: [{ newHabit: 'hoover', days: ['Sat'] }] },
  { category: 'create', say: ['can you add learning guitar on tuesdays and thursdays at 6'], then: [{ newHabit: 'guitar', days: ['Tue', 'Thu'], time: '18:00' }] },
  { category: 'create', say: ['track my steps, 10000 a day'], then: [{ newHabit: 'step', target: { quantity: 10000 } }] },
  { category: 'create', say: ['lets do a 5 min breathing exercise every afternoon'], then: [{ newHabit: 'breathing', minutes: 5 }] },
  { category: 'create', say: ['choir on tuesday nights at 7'], then: [{ newHabit: 'choir', days: ['Tue'], time: '19:00' }] },
  { category: 'create', say: ["i'd like a habit of writing 500 words a day"], then: [{ newHabit: 'writ', target: { quantity: 500 } }] },
  { category: 'create', say: ['add "check emails" every weekday 9am'], then: [{ newHabit: 'check emails', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], time: '09:00' }] },
  { category: 'create', say: ['evening stroll at 8 every day'], then: [{ newHabit: 'stroll', time: '20:00' }] },
  { category: 'log', say: ['just did 15 pages of reading'], then: [{ habit: 'Read' }, { reply: ['15 of 20'] }] },
  { category: 'log', say: ['drank a pint of water'], then: [{ habit: 'Drink water' }, { reply: ['5 of 8'] }] },
  { category: 'log', say: ['had 2 coffees'], then: [{ habit: 'Coffee' }, { reply: ['3'] }] },
  { category: 'log', say: ['piano done ✅'], then: [{ habit: 'Piano', doneOn: TODAY }] },
  { category: 'log', say: ['read 10 more pages'], then: [{ habit: 'Read' }, { reply: ['10 of 20'] }] },
  { category: 'log', say: ['walked the dog earlier'], then: [{ habit: 'Walk the dog', doneOn: TODAY }] },
  { category: 'log', say: ['knocked out my spanish'], then: [{ habit: 'Spanish', doneOn: TODAY }] },
  { category: 'note', say: ['for meditate today, note: very calm'], then: [{ habit: 'Meditate', noteOn: TODAY, includes: 'very calm' }] },
  { category: 'note', say: ['add note to my run saying new shoes felt good'], then: [{ habit: 'Morning run', noteOn: TODAY, includes: 'new shoes felt good' }] },
  { category: 'note', say: ['jot down for piano yesterday that my fingers were slow'], then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'fingers were slow' }] },
  { category: 'note', say: ['run note: did intervals'], then: [{ habit: 'Morning run', noteOn: TODAY, includes: 'did intervals' }] },
  { category: 'conversation', say: ['add a reminder for yoga 30 min before', 'and for pilates'], then: [{ habit: 'Yoga', reminders: [{ minutesBefore: 30 }] }, { habit: 'Pilates', reminders: [{ minutesBefore: 30 }] }] },
  { category: 'conversation', say: ['mark piano as done', 'and spanish'], then: [{ habit: 'Piano', doneOn: TODAY }, { habit: 'Spanish', doneOn: TODAY }] },
  { category: 'conversation', say: ['rename meditate to mindfulness', 'and make it 15 mins'], then: [{ habit: 'Meditate', name: 'Mindfulness', minutes: 15 }] },
  { category: 'conversation', say: ['what time is yoga', 'move it to 8pm'], then: [{ habit: 'Yoga', time: '20:00' }] },
  { category: 'conversation', say: ['how is my reading going', 'set the target to 30 pages'], then: [{ habit: 'Read', target: { quantity: 30 } }] },
  { category: 'conversation', say: ['skip gym tomorrow', 'oh and tennis on saturday'], then: [{ habit: 'Gym', skippedOn: '2026-12-10' }, { habit: 'Tennis', skippedOn: '2026-12-12' }] },
  { category: 'change', say: ['make my runs 45 min'], then: [{ habit: 'Morning run', minutes: 45 }] },
  { category: 'change', say: ['can tennis be at 9 instead'], then: [{ habit: 'Tennis', time: '09:00' }] },
  { category: 'change', say: ['shift pilates to weds'], then: [{ habit: 'Pilates', days: ['Wed'] }] },
  { category: 'change', say: ['gym on mon, wed and fri from now on'], then: [{ habit: 'Gym', days: ['Mon', 'Wed', 'Fri'] }] },
  { category: 'change', say: ['water goal 10 glasses'], then: [{ habit: 'Drink water', target: { quantity: 10 } }] },
  { category: 'change', say: ['reading at 10pm instead'], then: [{ habit: 'Read', time: '22:00' }] },
  { category: 'change', say: ['push my walk to half 5'], then: [{ habit: 'Walk the dog', time: '17:30' }] },
  { category: 'change', say: ['move meditation earlier by 30 mins'], then: [{ habit: 'Meditate', time: '07:00' }] },
  // Third batch (after the second batch's fixes): notes with no day, on a habit not done today, go on its last session.
  { category: 'note', say: ['note for yoga: knee felt sore'], then: [{ habit: 'Yoga', noteOn: '2026-12-07', includes: 'knee felt sore' }] },
  { category: 'note', say: ['note on gym - new PB on squats'], then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'new pb on squats' }] },
  { category: 'note', say: ['gym note: legs were dead'], then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'legs were dead' }] },
  { category: 'note', say: ['can u add a note on pilates saying felt stronger'], then: [{ habit: 'Pilates', noteOn: '2026-12-03', includes: 'felt stronger' }] },
  { category: 'change', say: ['my water goal is 10 now'], then: [{ habit: 'Drink water', target: { quantity: 10 } }] },
  { category: 'create', say: ['add piano lessons... no wait, add ukulele lessons on mondays at 5'], then: [{ newHabit: 'ukulele', days: ['Mon'], time: '17:00' }] },
  { category: 'create', say: ['new habit: 5-a-side football wednesdays at 6'], then: [{ newHabit: 'football', days: ['Wed'], time: '18:00' }] },
  { category: 'create', say: ['add an early swim tuesdays at 6'], then: [{ newHabit: 'swim', days: ['Tue'], time: '06:00' }] },
  // Fourth batch (conversation, after the third batch's fixes).
  { category: 'conversation', say: ['skip spanish tomorrow', 'actually friday'], then: [{ habit: 'Spanish', skippedOn: '2026-12-11' }] },
  { category: 'conversation', say: ['skip walk the dog tomorrow', 'no, saturday'], then: [{ habit: 'Walk the dog', skippedOn: '2026-12-12' }] },
  { category: 'conversation', say: ['change gym to mondays', 'and tuesdays'], then: [{ habit: 'Gym', days: ['Mon', 'Tue'] }] },
  { category: 'conversation', say: ['how many times did i go to the gym this week', 'add saturday as well'], then: [{ habit: 'Gym', days: ['Tue', 'Thu', 'Sat'] }] },
  { category: 'conversation', say: ['whens pilates', 'include sundays too'], then: [{ habit: 'Pilates', days: ['Thu', 'Sun'] }] },
  { category: 'create', say: ['add yoga nidra'], then: [{ newHabit: 'nidra' }] },
  { category: 'create', say: ['add piano scales every day'], then: [{ newHabit: 'piano scales' }] },
  // Fifth batch (creating, after the fourth batch's fixes).
  { category: 'create', say: ['start doing pushups'], then: [{ newHabit: 'pushup' }] },
  { category: 'create', say: ['begin flossing'], then: [{ newHabit: 'floss' }] },
  { category: 'create', say: ['track my sleep'], then: [{ newHabit: 'sleep', name: 'Sleep' }] },
  { category: 'create', say: ['add gratitude journaling'], then: [{ newHabit: 'gratitude' }] },
  { category: 'create', say: ['new habit: no sugar'], then: [{ newHabit: 'sugar', target: { quantity: 0, direction: 'atMost' } }] },
  { category: 'create', say: ['add no alcohol on weekdays'], then: [{ newHabit: 'alcohol', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], target: { quantity: 0, direction: 'atMost' } }] },
];
