/** Issue 39: a goal on the Goals screen with the habits that serve it and how they are going. */
export const GOAL_HABITS_TEXTS = {
  habitsLabel: (goal: string) => `Habits for ${goal}`,
  noHabits: 'No habit works toward this goal yet.',
  progress: (completed: number, scheduled: number, percent: number | null) =>
    scheduled === 0 ? 'Nothing due yet.' : `${completed} of ${scheduled} done so far (${percent ?? 0}%)`,
  progressLabel: (goal: string) => `Progress toward ${goal}`,
  addHabit: 'Add a habit for this goal',
} as const;
