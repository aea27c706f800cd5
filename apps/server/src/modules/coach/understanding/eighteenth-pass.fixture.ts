import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, eighteenth pass: new sentences of my own for follow-ups, questions, notes, skips and
 * pauses, several records at once and scope, typed as on a phone, on the kept-apart harness's
 * account (Sam, Wednesday 9 December 2026, London), judged by the records afterwards.
 * eighteenth-pass.test.ts runs them.
 */
const T = '2026-12-09';
const Y = '2026-12-08';
const TOMORROW = '2026-12-10';
const MON = '2026-12-07';

export const EIGHTEENTH_PASS: KeptApartCase[] = [
  // Follow-ups.
  { category: 'conversation', say: ['rename squash to squash with tom', 'undo that'], then: [{ habit: 'Squash', name: 'Squash' }] },
  { category: 'conversation', say: ['did spanish', 'and piano as well'], then: [{ habit: 'Spanish', doneOn: T }, { habit: 'Piano', doneOn: T }] },
  { category: 'conversation', say: ['move tennis to 9am', 'hmm no, 9.30'], then: [{ habit: 'Tennis', time: '09:30' }] },
  { category: 'conversation', say: ['create a habit called bike commute on weekdays at 8', 'link it to the 10k goal'], then: [{ newHabit: 'bike commute', time: '08:00', goal: 'Run a 10k' }] },
  // Questions: nothing changes.
  { category: 'question', question: true, say: ['how am i doing with reading this week'], then: [] },
  { category: 'question', question: true, say: ['which habits did i miss yesterday?'], then: [] },
  { category: 'question', question: true, say: ['how long have i been off cigarettes'], then: [{ replyAny: ['No smoking'] }] },
  { category: 'question', question: true, say: ['have i gone past the coffee limit yet'], then: [{ reply: ['Coffee'] }] },
  { category: 'question', question: true, say: ['whats my best streak'], then: [] },
  // Notes.
  { category: 'note', say: ['add to yesterdays spanish: learned 20 new words'], then: [{ habit: 'Spanish', noteOn: Y, includes: 'learned 20 new words', excludes: ['add to'] }] },
  { category: 'note', say: ['rowing monday - note - 5k in 21 min'], then: [{ habit: 'Rowing', noteOn: MON, includes: '5k in 21 min' }] },
  { category: 'note', say: ['write down for piano today that my left hand is slow', 'yes'], then: [{ habit: 'Piano', doneOn: T }, { habit: 'Piano', noteOn: T, includes: 'left hand is slow', excludes: ['write down'] }] },
  // Skips and pauses.
  { category: 'skip-pause', say: ['no tennis this saturday'], then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }] },
  { category: 'skip-pause', say: ['pause squash till the new year'], then: [{ habit: 'Squash', pausedOn: ['2026-12-13', '2026-12-27'] }] },
  { category: 'skip-pause', say: ["i'm away next week, pause the gym"], then: [{ habit: 'Gym', pausedOn: ['2026-12-15', '2026-12-17'] }] },
  { category: 'skip-pause', say: ['resume journal'], then: [{ habit: 'Journal', notPausedOn: [TOMORROW] }] },
  { category: 'skip-pause', say: ['skip pilates tomorrow, physio appointment'], then: [{ habit: 'Pilates', skippedOn: TOMORROW }] },
  // Several at once (proposed; a yes does them).
  { category: 'several', say: ['move gym and pilates to 7pm', 'yes'], then: [{ habit: 'Gym', time: '19:00' }, { habit: 'Pilates', time: '19:00' }] },
  { category: 'several', say: ['archive squash and tennis', 'yes'], then: [{ habit: 'Squash', archived: true }, { habit: 'Tennis', archived: true }] },
  { category: 'several', say: ['tick off spanish, piano and the dog walk', 'yes'], then: [{ habit: 'Spanish', doneOn: T }, { habit: 'Piano', doneOn: T }, { habit: 'Walk the dog', doneOn: T }] },
  // Scope.
  { category: 'scope', say: ['clear yesterdays water'], then: [{ habit: 'Drink water', notDoneOn: Y }] },
  { category: 'scope', say: ['delete only the reminders for gym'], then: [{ habit: 'Gym', reminders: [] }] },
];
