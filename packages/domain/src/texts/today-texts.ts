/** The Today home at /dashboard (issue 20): the day's habits first, the account below. */
export const TODAY_TEXTS = {
  /** Issue 51: the page is Today (its address stays /dashboard, the spec's). */
  pageTitle: 'Today',
  title: (dateLabel: string) => `Today, ${dateLabel}`,
  /** Said before the date of the day's card, which the page's heading already calls Today. */
  titlePrefix: 'Today, ',
  loading: "Loading today's habits...",
  loadError: (error: string) => `Today's habits could not be loaded: ${error}`,
  retry: 'Try again',
  noHabits: 'No habits yet. Create one and it shows here, ready to tick off.',
  nothingToday: 'Nothing scheduled today.',
  openHabits: 'Open the Habit Tracker',
  progress: (done: number, scheduled: number) => `${done} of ${scheduled} done`,
  progressLabel: "Today's progress",
  listLabel: "Today's habits",
  /** Read after the habit's name by screen readers; the button's pressed state says done or not. */
  streak: (days: number) => (days === 1 ? '1-day streak' : `${days}-day streak`),
  streaksTitle: 'Current streaks',
  noStreaks: 'No streak yet: tick a habit off today to start one.',
  streakDays: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  coachTitle: 'From your coach',
  talkToCoach: 'Talk to your coach',
  checkOffFailed: (error: string) => `That check-off was not saved: ${error}`,
} as const;
