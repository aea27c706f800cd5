import { formatAmount } from './habit-depth-texts.js';
import type { HabitTarget } from '../habits/habit-depth.schemas.js';

/** Issue 39: the one habit row of Today and the Habit Tracker, its menu and the phone details around it. */
export const HABIT_ROW_TEXTS = {
  moreActions: (name: string) => `More actions for ${name}`,
  skip: 'Skip',
  undoSkip: 'Undo skip',
  logAmount: 'Log amount',
  note: 'Note',
  pause: 'Pause',
  edit: 'Edit',
  archive: 'Archive',
  /** The any-time rows' heading (flexible habits), after the timed ones. */
  anyTime: 'Any time',
  /** The main button of an amount habit adds one unit: said after its name. */
  addOne: (target: HabitTarget) => `adds 1 to today's ${target.unit}`,
  /** The figure that opens the day's total for typing: said before what it shows ('1/8 glasses'). */
  editTotal: (name: string) => `Change today's total for ${name}:`,
  totalLabel: (unit: string) => `Total ${unit}`,
  saveTotal: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  addedOne: (name: string, logged: number, target: HabitTarget) => `${name}: ${formatAmount(logged)} of ${formatAmount(target.quantity)} ${target.unit}.`,
  /** Issue 51: after a total is typed or an amount logged, its own Undo (the last thing done). */
  totalSet: (name: string, total: number, target: HabitTarget) => `${name}: today's total is ${formatAmount(total)} ${target.unit}.`,
  logTitle: (name: string) => `Log amount: ${name}`,
  noteTitle: (name: string) => `Note: ${name}`,
  noteNeedsDay: 'A note goes with a done or skipped day: tick it off or skip it first.',
  noteSaved: 'Note saved.',
  pauseTitle: (name: string) => `Pause ${name}`,
  actionFailed: (reason: string) => `That change was not saved: ${reason}`,
} as const;
