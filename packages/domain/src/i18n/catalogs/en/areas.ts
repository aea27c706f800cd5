import { AREAS_TEXTS } from '../../../texts/areas-texts.js';
import type { MessageArgs } from '../../app-messages.js';

/** Areas and routines (issue 40) in English: the Habits page, Today and a routine run (issue 54). */
export const AREAS_CATALOG = { AREAS_TEXTS };

export const AREAS_ARGS: MessageArgs<typeof AREAS_CATALOG> = {
  AREAS_TEXTS: {
    doneAllLabel: (area) => ({ area }),
    doneAllDone: (area, count) => ({ area, count }),
    runRoutineLabel: (area) => ({ area }),
    renameLabel: (area) => ({ area }),
    deleteAreaLabel: (area) => ({ area }),
    areaDeleted: (area) => ({ area }),
    routineTitle: (area) => ({ area }),
    routineStep: (step, of) => ({ step, of }),
    routineSummary: (done, skipped, left) => ({ done, skipped, left }),
  },
};
