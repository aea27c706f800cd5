/** What the Today home says of the day (issue 20): how far along it is, and one line from the coach. */
export interface TodayProgress {
  /** Occurrences scheduled today. */
  scheduled: number;
  /** Of those, done. */
  done: number;
  /** The longest current streak among the user's habits. */
  bestStreak: number;
}

/**
 * One line from the coach for the day, from the figures alone (no model call, nothing charged):
 * what is left, a nudge to keep the best streak alive, or a word for a finished or a free day.
 */
export function coachLineFor({ scheduled, done, bestStreak }: TodayProgress, firstName: string): string {
  if (scheduled === 0) return `A free day, ${firstName}. Rest counts too; I'm here if you want to plan tomorrow.`;
  if (done >= scheduled) {
    return bestStreak > 1 ? `All done for today, ${firstName}: your best streak is ${bestStreak} days. Well kept.` : `All done for today, ${firstName}. That's how habits are built.`;
  }
  const left = scheduled - done;
  const toGo = `${left} ${left === 1 ? 'habit' : 'habits'} to go`;
  if (done === 0) return bestStreak > 1 ? `${toGo} today. Your ${bestStreak}-day streak is waiting for you.` : `${toGo} today. Start with the easiest one.`;
  return `${done} done, ${toGo}. Keep going, ${firstName}.`;
}
