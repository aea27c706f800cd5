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
  unsubscribedPageBody: 'You will get no more of these emails. You can turn them back on in Stride under Settings, Notifications.',
  unsubscribeConfirmTitle: 'Unsubscribe from these emails?',
  unsubscribeConfirmButton: 'Unsubscribe',
  unsubscribeInvalid: 'This unsubscribe link is not valid. You can change your emails in Stride under Settings, Notifications.',
} as const;

/** The weekly review's template, used when no AI provider is configured or it fails (issue 21). */
export const REVIEW_TEXTS = {
  opening: (done: number, scheduled: number) =>
    scheduled === 0 ? 'Nothing was scheduled this past week.' : `This past week you did ${done} of ${scheduled} scheduled habits (${Math.round((done / scheduled) * 100)}%).`,
  best: (items: string) => `Best streaks: ${items}.`,
  bestItem: (name: string, streak: number) => `${name} (${streak} ${streak === 1 ? 'day' : 'days'})`,
  slipping: (name: string, done: number, scheduled: number) => `${name} is slipping: ${done} of ${scheduled} this week.`,
  suggestionSlipping: (name: string) => `One suggestion: make ${name} smaller or move it to a time that fits your days better, and set a reminder for it.`,
  suggestionEmpty: 'One suggestion: add one small habit for the coming week, such as a 10-minute walk after lunch.',
  suggestionSteady: 'One suggestion: keep the rhythm, and add a reminder to the habit you are most likely to forget.',
  aiInstruction:
    'Write the user a short weekly review (at most 120 words, plain text, no headings or lists, warm and specific) from these figures: what they did against what was scheduled, their best streaks, the habit that is slipping, and exactly one concrete suggestion for the coming week.',
} as const;
