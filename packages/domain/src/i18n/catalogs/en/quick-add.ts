import { QUICK_ADD_TEXTS } from '../../../texts/quick-add-texts.js';
import { STARTER_HABIT_TEXTS } from '../../../texts/shell-texts.js';
import type { MessageArgs } from '../../app-messages.js';

/** Quick add and the first run's starter habits in English (issue 54). */
export const QUICK_ADD_CATALOG = { QUICK_ADD_TEXTS, STARTER_HABIT_TEXTS };

/** Words as the person wrote them, each in quotes (the quick-add reader reads English only). */
const quoted = (words: readonly string[]) => words.map((w) => `“${w}”`).join(', ');

export const QUICK_ADD_ARGS: MessageArgs<typeof QUICK_ADD_CATALOG> = {
  QUICK_ADD_TEXTS: {
    defaultTimes: (range) => ({ range }),
    startsOn: (date) => ({ date }),
    nextDates: (dates) => ({ dates: dates.map(String).join(', ') }),
    notUnderstood: (words) => ({ words: quoted(words) }),
    added: (name) => ({ name }),
    fixNotUnderstood: (words) => ({ words: quoted(words) }),
    fixValue: (problem) => ({ problem }),
    failed: (error) => ({ error }),
  },
};
