import { after, call, calls, says, type Row } from './table-fixture.js';

/**
 * Issue 37: a second held-out set, 40 requests about daily life written as people text a coach
 * (after the first trial through the API), before the fixes that followed it and never tuned row
 * by row: held-out.test.ts reports the share right. Same person and day as the table (Wednesday
 * 25 November 2026, coach-fixture.ts). The expected answer is what a good coach would do with the
 * app's functions; where the app has no function for it, a question or an explanation naming it.
 */
export const HELD_OUT_DAILY: Row[] = [
  ["gym's cancelled tonight", says('Gym', 'not on')],
  ["yoga's cancelled this weekend", calls({ name: 'skipHabit', args: { habitId: 'h-yoga', date: '2026-11-28' } }, { name: 'skipHabit', args: { habitId: 'h-yoga', date: '2026-11-29' } })],
  ["I'm off sick today", call('pauseHabits', { from: '2026-11-25', to: '2026-11-25' })],
  ['push my run to tomorrow', says('Run', 'skip')],
  ['remind me about physio by email an hour before', says('physio')],
  ["what's on tomorrow?", says('Thu 26 Nov', 'Gym')],
  ['did I drink enough water?', says('3', '8')],
  ["I'm going on holiday from the 20th to the 3rd", call('pauseHabits', { from: '2026-12-20', to: '2027-01-03' })],
  ['rename read to reading', call('updateHabit', { habitId: 'h-read', name: 'Reading' })],
  ["I'm done with flossing, stop it", says('Floss', 'archived')],
  ["I'm done with journaling, stop it", says('Journal', 'archive')],
  ['how many pages did I get through today', says('0', '20')],
  ['can we move spanish to wednesdays', call('updateHabit', { habitId: 'h-spanish', days: ['Wednesday'] })],
  ['i drank 2 more glasses', call('completeHabit', { habitId: 'h-water', value: 2 })],
  // Run already reminds 15 minutes before by notification (coach-fixture.ts): 6:45 is that reminder, said so, never added twice.
  ['set a reminder for my run at 6:45', says('already', '15 min')],
  ['can you stop the email reminders for gym', call('removeReminder', { habitId: 'h-gym', channel: 'email' })],
  ["when's my next gym session", says('Thu 26 Nov', '18:00')],
  ['I ran 5k this morning', call('completeHabit', { habitId: 'h-run' })],
  ["mark yesterday's gym as done", call('completeHabit', { habitId: 'h-gym', date: '2026-11-24' })],
  ['scratch that', call('uncompleteHabit', { habitId: 'h-run' }), after('completeHabit', { habitId: 'h-run' })],
  ['change my walk to work to 8am', call('updateHabit', { habitId: 'h-walk', startTime: '08:00' })],
  ['I want to go to the gym on saturdays too', call('updateHabit', { habitId: 'h-gym', days: ['Tuesday', 'Thursday', 'Saturday'] })],
  ["pause my reading while I'm away next week", call('pauseHabits', { habitId: 'h-read', from: '2026-11-30', to: '2026-12-06' })],
  ["I'm back from holiday, switch everything back on", call('resumeHabits', {})],
  ["how's my streak looking on spanish", says('3', 'Spanish lessons')],
  ['what have I got on friday?', says('Fri 27 Nov', 'Run')],
  ['start a new habit of drinking green tea every afternoon', call('createHabit', { recurrence: 'daily' })],
  ['please delete the long run habit', call('deleteHabit', { habitId: 'h-long' })],
  ['get rid of my sleep goal', call('deleteGoal', { goalId: 'g-sleep' })],
  ["I didn't actually go to the gym yesterday", call('uncompleteHabit', { habitId: 'h-gym', date: '2026-11-24' })],
  ['3 glasses of water so far today', call('completeHabit', { habitId: 'h-water', total: 3 })],
  ["put a note on yesterday's gym session: shoulder was sore", call('addNote', { habitId: 'h-gym', date: '2026-11-24', note: 'shoulder was sore' })],
  ['can I skip meditation this evening?', call('skipHabit', { habitId: 'h-med-pm' })],
  ['skip yoga on sunday', call('skipHabit', { habitId: 'h-yoga', date: '2026-11-29' })],
  ["I'm not going to make spanish tomorrow", call('skipHabit', { habitId: 'h-spanish', date: '2026-11-26' })],
  ['take a break from journaling for two weeks', call('pauseHabits', { habitId: 'h-journal', from: '2026-11-25', to: '2026-12-08' })],
  ["what's my longest streak on reading", says('21')],
  ['Bring the flossing habit back please', call('restoreHabit', { habitId: 'h-floss' })],
  ['change the time of my evening meditation to 9:30pm', call('updateHabit', { habitId: 'h-med-pm', startTime: '21:30' })],
  ['how am I getting on with my 10k goal', call('getGoal', { goalId: 'g-10k' })],
  ['make my run 30 minutes longer', call('updateHabit', { habitId: 'h-run', durationMinutes: 75 })],
  ['turn off reminders for everything', calls({ name: 'removeReminder', args: { habitId: 'h-run' } }, { name: 'removeReminder', args: { habitId: 'h-gym' } })],
];
