import { about, after, call, says, type Row } from './table-fixture.js';

/**
 * Issue 37: a fourth held-out set, 40 requests written by the engineer closing the issue (who had
 * not read the layer's rules or the other sets' rows), with their expected answers, committed
 * before it was run even once: the measure of how the built-in coach does on sentences nobody
 * tuned it for, after the fixes the third set led to. held-out.test.ts reports the share; decision
 * 028 records the first score. Same person and day as the table (Wednesday 25 November 2026).
 */
export const HELD_OUT_FOURTH: Row[] = [
  // Logging
  ['gym done yesterday', call('completeHabit', { habitId: 'h-gym', date: '2026-11-24' })],
  ['finished my run', call('completeHabit', { habitId: 'h-run' })],
  ['drank another glass', call('completeHabit', { habitId: 'h-water', value: 1 })],
  ['I read 30 pages today', call('completeHabit', { habitId: 'h-read', value: 30 })],
  ['tick off spanish for monday', call('completeHabit', { habitId: 'h-spanish', date: '2026-11-23' })],
  ["I didn't go running on monday, untick it", call('uncompleteHabit', { habitId: 'h-run', date: '2026-11-23' })],
  ['oops that should be 15', call('completeHabit', { habitId: 'h-read', total: 15 }), after('completeHabit', { habitId: 'h-read', value: 10 })],
  // Questions with figures
  ['whats my best streak for reading', says('21')],
  ['how much water have i had', says('3')],
  ['what have I got left today', says('Run')],
  ["what's on saturday", says('Yoga')],
  ['which habit am I worst at', says('Meditate')],
  ['what habits are in my 10k goal', says('Run', 'Long run')],
  ["what's my vision", says('calm')],
  // Schedule changes
  ['move run to 6:30am', call('updateHabit', { habitId: 'h-run', startTime: '06:30' })],
  ['change gym to mondays and wednesdays', call('updateHabit', { habitId: 'h-gym', days: ['Monday', 'Wednesday'] })],
  ['make yoga an hour and a half', call('updateHabit', { habitId: 'h-yoga', durationMinutes: 90 })],
  ['rename journal to Evening journal', call('updateHabit', { habitId: 'h-journal', name: 'Evening journal' })],
  ['make reading 25 pages a day', call('updateHabit', { habitId: 'h-read' })],
  ['link reading to my sleep goal', call('updateHabit', { habitId: 'h-read', goalId: 'g-sleep' })],
  // New things
  ['add a habit: stretch every morning at 7:30', call('createHabit', { name: 'Stretch', startTime: '07:30' })],
  ['new habit call mum every sunday at 6pm', call('createHabit', { name: 'Call mum', days: ['Sunday'], startTime: '18:00' })],
  ['new goal: read 20 books next year', call('createGoal')],
  ['I want to start flossing again', call('restoreHabit', { habitId: 'h-floss' })],
  // Reminders
  ['remind me half an hour before yoga', call('addReminder', { habitId: 'h-yoga', minutesBefore: 30 })],
  ['stop the push reminder for run', call('removeReminder', { habitId: 'h-run', channel: 'push' })],
  ['email me 10 minutes before gym', call('addReminder', { habitId: 'h-gym', minutesBefore: 10, channel: 'email' })],
  // Skips and pauses
  ['skip gym tomorrow', call('skipHabit', { habitId: 'h-gym', date: '2026-11-26' })],
  ['skip my walk today', call('skipHabit', { habitId: 'h-walk' })],
  ['skip it this sunday', call('skipHabit', { habitId: 'h-yoga', date: '2026-11-29' }), about('h-yoga')],
  ['pause yoga until the new year', call('pauseHabits', { habitId: 'h-yoga' })],
  ["I'm away this weekend, pause everything", call('pauseHabits', { from: '2026-11-28', to: '2026-11-29' })],
  ['resume my walk', call('resumeHabits', { habitId: 'h-walk' })],
  // Notes
  ['add a note to gym yesterday: new PB on squats', call('addNote', { habitId: 'h-gym', date: '2026-11-24', note: 'new PB on squats' })],
  ["note for today's run: knee a bit sore", call('addNote', { habitId: 'h-run', note: 'knee a bit sore' })],
  // Deletes, and words that are not one
  ['delete the sleep goal', call('deleteGoal', { goalId: 'g-sleep' })],
  ['get rid of long run', call('deleteHabit', { habitId: 'h-long' })],
  ["don't delete anything, I was just asking", says()],
  // Talk
  ['hey', says('Ada')],
  ['thank you!', says('welcome')],
];
