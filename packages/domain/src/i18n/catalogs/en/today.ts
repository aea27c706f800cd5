import { HABIT_DAY_TEXTS } from '../../../texts/habit-day-texts.js';
import { HABIT_ROW_TEXTS } from '../../../texts/habit-row-texts.js';
import { FIRST_RUN_TEXTS } from '../../../texts/shell-texts.js';
import { TODAY_TEXTS } from '../../../texts/today-texts.js';
import { UNDO_TEXTS } from '../../../texts/undo-texts.js';
import { TODAY_COACH_TEXTS } from '../../../today/today-summary.js';
import type { MessageArgs } from '../../app-messages.js';

/** Today in English (issue 54): its page, the habit rows and their day, the first run, Undo. */
export const TODAY_CATALOG = { TODAY_TEXTS, TODAY_COACH_TEXTS, HABIT_ROW_TEXTS, HABIT_DAY_TEXTS, FIRST_RUN_TEXTS, UNDO_TEXTS };

const name = (habit: string) => ({ name: habit });
/** An amount rounded as `formatAmount` rounds it; the message writes it as the language does (`{logged, number}`: 1,5). */
const amount = (n: number) => Math.round(n * 100) / 100;

export const TODAY_ARGS: MessageArgs<typeof TODAY_CATALOG> = {
  TODAY_TEXTS: {
    title: (dateLabel) => ({ dateLabel }),
    loadError: (error) => ({ error }),
    progress: (done, scheduled) => ({ done, scheduled }),
    streak: (days) => ({ days }),
    streakDays: (days) => ({ days }),
    checkOffFailed: (error) => ({ error }),
  },
  TODAY_COACH_TEXTS: {
    freeDay: (firstName) => ({ firstName }),
    allDoneStreak: (firstName, bestStreak) => ({ firstName, bestStreak }),
    allDone: (firstName) => ({ firstName }),
    noneDoneStreak: (left, bestStreak) => ({ left, bestStreak }),
    noneDone: (left) => ({ left }),
    someDone: (done, left, firstName) => ({ done, left, firstName }),
  },
  HABIT_ROW_TEXTS: {
    moreActions: name,
    addOne: (target) => ({ unit: target.unit }),
    editTotal: name,
    totalLabel: (unit) => ({ unit }),
    addedOne: (habit, logged, target) => ({ name: habit, logged: amount(logged), quantity: amount(target.quantity), unit: target.unit }),
    totalSet: (habit, total, target) => ({ name: habit, total: amount(total), unit: target.unit }),
    logTitle: name,
    noteTitle: name,
    pauseTitle: name,
    actionFailed: (reason) => ({ reason }),
  },
  HABIT_DAY_TEXTS: {
    limitFigure: (logged, target, over) => ({ logged: amount(logged), quantity: amount(target.quantity), unit: target.unit, over: over ? 'yes' : 'no' }),
    limitAhead: (target) => ({ quantity: target.quantity, amount: amount(target.quantity), unit: target.unit }),
    quitAhead: (target) => ({ unit: target.unit }),
    count: (done, due) => ({ done, due }),
    countShort: (done, due) => ({ done: amount(done), due: amount(due) }),
  },
  FIRST_RUN_TEXTS: {
    greeting: (firstName) => ({ firstName }),
    greetingBack: (firstName) => ({ firstName }),
    starterSchedule: (start, end, amount) => ({ start, end, amount: amount ?? '', hasAmount: amount ? 'yes' : 'no' }),
    addPicked: (count) => ({ count }),
    added: (count) => ({ count }),
    failed: (error) => ({ error }),
  },
  UNDO_TEXTS: {
    habitDeleted: name,
    occurrenceDeleted: name,
    laterOccurrencesDeleted: name,
    goalDeleted: name,
    archived: name,
    skipped: name,
    checkedOff: name,
    uncheckedOff: name,
    failed: (reason) => ({ reason }),
  },
};
