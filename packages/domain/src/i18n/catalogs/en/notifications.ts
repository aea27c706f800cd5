/**
 * The English catalog of reminders, nudges, reviews and push texts (issue 54): the words of
 * `texts/notification-texts.ts` (NOTIFICATION_TEXTS, REVIEW_TEXTS) and of the cue prompts
 * (TIMES_AND_CUES_TEXTS.prompt*) as ICU messages with plain arguments, word for word
 * (`notification-texts-for.test.ts` formats each and compares it with the text modules').
 */
export const NOTIFICATION_CATALOG = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  /** "today" inside a sentence (the email's subject and line). */
  todayInSentence: 'today',
  tomorrowInSentence: 'tomorrow',
  reminderEmailSubject: 'Reminder: {habitName}, {when} at {start}',
  reminderEmailIntro: 'Hi {firstName},',
  reminderEmailLine: '{habitName} is coming up: {when}, {start}–{end}.',
  doneAction: 'Done',
  openHabits: 'Open your habits',
  nudgeTitle: 'Keep your streak going',
  nudgeBody: '{habitName} is still open today. Your {streak}-day streak is waiting.',
  nudgeBodyMany: '{count} habits with streaks are still open today, the longest at {bestStreak} days.',
  reviewTitle: 'Your week in review',
  reviewEmailSubject: 'Your week with Stride',
  testTitle: 'Test notification',
  testBody: 'Notifications from Stride reach you here.',
  unsubscribeLine: 'You get this email because {what} is on in your notification settings.',
  /** What the unsubscribe line names (`{what}`). */
  topics: { reminders: 'email reminders', review: 'the weekly review by email' },
  unsubscribeLink: 'Unsubscribe',
  unsubscribedPageTitle: 'You are unsubscribed',
  unsubscribedPageBody: 'You will get no more of these emails. You can turn them back on in Stride under Settings, Notifications.',
  unsubscribeConfirmTitle: 'Unsubscribe from these emails?',
  unsubscribeConfirmButton: 'Unsubscribe',
  unsubscribeInvalid: 'This unsubscribe link is not valid. You can change your emails in Stride under Settings, Notifications.',
  /** Issue 40: the prompt of a habit stacked on another, when that one is done. */
  cue: {
    title: 'Next: {name}',
    bodyWithCue: '{cue}: you just did {anchorName}.',
    body: 'You just did {anchorName}.',
    emailSubject: '{anchorName} done: now {name}',
    emailLine: 'You just did {anchorName}. Next: {name}.',
  },
  /** The weekly review's template (REVIEW_TEXTS). */
  review: {
    nothingScheduled: 'Nothing was scheduled this past week.',
    opening: 'This past week you did {done} of {scheduled} scheduled habits ({percent}%).',
    best: 'Best streaks: {items}.',
    bestItemOne: '{name} ({streak} day)',
    bestItem: '{name} ({streak} days)',
    slipping: '{name} is slipping: {done} of {scheduled} this week.',
    suggestionSlipping: 'One suggestion: make {name} smaller or move it to a time that fits your days better, and set a reminder for it.',
    suggestionEmpty: 'One suggestion: add one small habit for the coming week, such as a 10-minute walk after lunch.',
    suggestionSteady: 'One suggestion: keep the rhythm, and add a reminder to the habit you are most likely to forget.',
  },
};
