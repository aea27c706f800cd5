/** What the Today home says of the day (issue 20): how far along it is, and one line from the coach. */
export interface TodayProgress {
  /** Occurrences scheduled today. */
  scheduled: number;
  /** Of those, done. */
  done: number;
  /** The longest current streak among the user's habits. */
  bestStreak: number;
}

/** The coach's line on Today (issue 20), each case a text so the catalog can translate it (issue 54). */
export const TODAY_COACH_TEXTS = {
  freeDay: (firstName: string) => `A free day, ${firstName}. Rest counts too; I'm here if you want to plan tomorrow.`,
  allDoneStreak: (firstName: string, bestStreak: number) => `All done for today, ${firstName}: your best streak is ${bestStreak} days. Well kept.`,
  allDone: (firstName: string) => `All done for today, ${firstName}. That's how habits are built.`,
  noneDoneStreak: (left: number, bestStreak: number) => `${left} ${left === 1 ? 'habit' : 'habits'} to go today. Your ${bestStreak}-day streak is waiting for you.`,
  noneDone: (left: number) => `${left} ${left === 1 ? 'habit' : 'habits'} to go today. Start with the easiest one.`,
  someDone: (done: number, left: number, firstName: string) => `${done} done, ${left} ${left === 1 ? 'habit' : 'habits'} to go. Keep going, ${firstName}.`,
} as const;

/**
 * One line from the coach for the day, from the figures alone (no model call, nothing charged):
 * what is left, a nudge to keep the best streak alive, or a word for a finished or a free day.
 * `texts` are the account's language's (English by default).
 */
export function coachLineFor({ scheduled, done, bestStreak }: TodayProgress, firstName: string, texts: typeof TODAY_COACH_TEXTS = TODAY_COACH_TEXTS): string {
  if (scheduled === 0) return texts.freeDay(firstName);
  if (done >= scheduled) return bestStreak > 1 ? texts.allDoneStreak(firstName, bestStreak) : texts.allDone(firstName);
  const left = scheduled - done;
  if (done === 0) return bestStreak > 1 ? texts.noneDoneStreak(left, bestStreak) : texts.noneDone(left);
  return texts.someDone(done, left, firstName);
}
