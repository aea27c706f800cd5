import { GOAL_HABITS_TEXTS } from '../../../texts/goal-habits-texts.js';
import { GOALS_SCREEN_TEXTS } from '../../../texts/goals-screen-texts.js';
import { GOALS_TEXTS } from '../../../texts/goals-texts.js';
import type { MessageArgs } from '../../app-messages.js';

/** Vision & Goals in English (issue 54): the screen, its cards and forms, each goal's habits. */
export const GOALS_CATALOG = { GOALS_TEXTS, GOALS_SCREEN_TEXTS, GOAL_HABITS_TEXTS };

const name = (goal: string) => ({ name: goal });

export const GOALS_ARGS: MessageArgs<typeof GOALS_CATALOG> = {
  GOALS_TEXTS: { loadError: (error) => ({ error }) },
  GOALS_SCREEN_TEXTS: { goalAdded: name, editGoal: name, deleteGoal: name, added: (date) => ({ date }) },
  GOAL_HABITS_TEXTS: {
    habitsLabel: name,
    progress: (completed, scheduled, percent) => ({ completed, scheduled, percent: percent ?? 0 }),
    progressLabel: name,
  },
};
