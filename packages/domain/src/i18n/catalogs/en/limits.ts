import { END_DATE_TEXTS } from '../../../texts/end-date-texts.js';
import { LIMIT_TEXTS } from '../../../texts/limits-texts.js';
import type { MessageArgs } from '../../app-messages.js';

/**
 * Limits, quitting, streak freezes and end dates in English (issue 54): Today's rows, the Habit
 * Tracker's calendar and details dialog, the quick-add preview. The form's part of them is also
 * HABIT_FIELD_TEXTS (area habit-form), with the same words.
 */
export const LIMITS_CATALOG = { LIMIT_TEXTS, END_DATE_TEXTS };

/** A civil date as a moment a message's `{day, date, …}` writes in UTC (localize-app.ts). */
const civil = (date: string) => new Date(`${date}T12:00:00Z`);
/** An amount rounded as `formatAmount` rounds it, for `{n, number}` in the language. */
const amount = (n: number) => Math.round(n * 100) / 100;
const named = (name: string) => ({ name });

/** When a freeze was spent, as `freezeDayInWords` tells it: yesterday, a weekday this week, else the date. */
function spentOn(date: string, today: string) {
  const ago = Math.round((Date.parse(String(today)) - Date.parse(String(date))) / 86_400_000);
  const when = ago === 1 ? 'yesterday' : ago >= 2 && ago <= 6 ? 'weekday' : ago === 0 ? 'today' : ago === -1 ? 'tomorrow' : String(date).slice(0, 4) === String(today).slice(0, 4) ? 'date' : 'dateYear';
  return { when, day: civil(date) };
}

export const LIMITS_ARGS: MessageArgs<typeof LIMITS_CATALOG> = {
  LIMIT_TEXTS: {
    amountOfLimit: (logged, target) => ({ logged: amount(logged), quantity: amount(target.quantity), unit: target.unit }),
    daysWithout: (days, target) => ({ days, unit: target.unit }),
    slipsToday: (slips) => ({ slips }),
    logSlipFor: named,
    logOne: (target) => ({ unit: target.unit }),
    logsOne: (target) => ({ unit: target.unit }),
    slipLogged: named,
    oneLogged: (name, logged, target) => ({ name, logged: amount(logged), quantity: amount(target.quantity), unit: target.unit }),
    target: (target) => ({ quantity: target.quantity, amount: amount(target.quantity), unit: target.unit }),
    freezesBanked: (n) => ({ n }),
    freezeSpent: (run, date, today, daily = true) => ({ run, daily: daily ? 'yes' : 'no', ...spentOn(date, today) }),
    freezeSpentShort: (date, today) => spentOn(date, today),
  },
  END_DATE_TEXTS: {
    ends: (date, today) => ({ day: civil(date), sameYear: String(date).slice(0, 4) === String(today).slice(0, 4) ? 'yes' : 'no' }),
  },
};
