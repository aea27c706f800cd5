import { PRODUCT_NAME } from '../routes.js';

/** "07:30–08:00" from the occurrence's local wall times. */
const span = (start: string, end: string) => `${start}–${end}`;

/** What reminders, nudges and reviews say, on every channel (issue 21). */
export const NOTIFICATION_TEXTS = {
  reminderTitle: (habitName: string) => habitName,
  /** `when`: 'Today', 'Tomorrow' or a short date such as 'Mon 24 Nov'. */
  reminderBody: (when: string, start: string, end: string) => `${when}, ${span(start, end)}`,
  reminderEmailSubject: (habitName: string, when: string, start: string) => `Reminder: ${habitName}, ${when.toLowerCase()} at ${start}`,
  reminderEmailIntro: (firstName: string) => `Hi ${firstName},`,
  reminderEmailLine: (habitName: string, when: string, start: string, end: string) => `${habitName} is coming up: ${when.toLowerCase()}, ${span(start, end)}.`,
  doneAction: 'Done',
  openHabits: 'Open your habits',
  nudgeTitle: 'Keep your streak going',
  nudgeBody: (habitName: string, streak: number) => `${habitName} is still open today. Your ${streak}-day streak is waiting.`,
  nudgeBodyMany: (count: number, bestStreak: number) => `${count} habits with streaks are still open today, the longest at ${bestStreak} days.`,
  reviewTitle: 'Your week in review',
  reviewEmailSubject: `Your week with ${PRODUCT_NAME}`,
  testTitle: 'Test notification',
  testBody: `Notifications from ${PRODUCT_NAME} reach you here.`,
  unsubscribeLine: (what: string) => `You get this email because ${what} is on in your notification settings.`,
  unsubscribeLink: 'Unsubscribe',
  unsubscribedPageTitle: 'You are unsubscribed',
  unsubscribedPageBody: 'You will get no more of these emails. You can turn them back on in your notification settings on the dashboard.',
  unsubscribeConfirmTitle: 'Unsubscribe from these emails?',
  unsubscribeConfirmButton: 'Unsubscribe',
  unsubscribeInvalid: 'This unsubscribe link is not valid. You can change your emails in your notification settings on the dashboard.',
} as const;
