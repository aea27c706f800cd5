import { MAX_REMINDERS_PER_HABIT, describeReminder } from '../notifications/reminders.schemas.js';
import { PRODUCT_NAME } from '../routes.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The dashboard's Notifications card (issue 21): channels, quiet hours, nudge, review, test, and this device's push. */
export const NOTIFICATION_SETTINGS_TEXTS = {
  title: 'Notifications',
  intro: `How ${PRODUCT_NAME} reaches you: reminders you set on each habit, an evening nudge when a streak is at risk, and a weekly review from your coach.`,
  loading: 'Loading your notification settings...',
  loadError: (error: string) => `Your notification settings could not be loaded: ${error}`,
  retry: 'Try again',

  deviceTitle: 'On this device',
  /** What the browser's own question means, before it is asked. */
  deviceAsk: `${PRODUCT_NAME} can show reminders on this device, even when the app is closed. When you turn them on, your browser asks whether to allow notifications from this site: choose Allow.`,
  deviceOn: 'Notifications are on for this device.',
  deviceBlocked:
    'Notifications are blocked for this site in your browser. To allow them, open the site settings (the icon to the left of the address), set Notifications to Allow, then come back and turn them on here.',
  deviceUnsupported: 'This browser cannot show notifications from websites. Reminders can still reach you by email.',
  deviceUnavailable: 'Notifications are not available on this server. Reminders can still reach you by email.',
  deviceDismissed: 'Your browser did not allow notifications. Turn them on again when you are ready, and choose Allow.',
  deviceFailed: (error: string) => `Notifications could not be turned on: ${error}`,
  turnOnDevice: 'Turn on notifications on this device',
  turnOffDevice: 'Turn off on this device',
  turningOn: 'Turning on...',

  channelsTitle: 'Reminders',
  pushEnabled: 'Reminders by notification',
  emailEnabled: 'Reminders by email',
  channelsHelp: 'Set when each habit reminds you in its Create or Edit dialog.',

  quietTitle: 'Quiet hours',
  quietEnabled: 'Hold reminders during quiet hours',
  quietHelp: 'A reminder that falls in quiet hours waits until they end.',
  quietFrom: 'From',
  quietTo: 'To',

  nudgeTitle: 'Evening nudge',
  nudgeEnabled: 'Remind me when a streak is at risk',
  nudgeHelp: 'When a habit with a streak of 3 days or more is still open that day.',
  nudgeTime: 'At',

  reviewTitle: 'Weekly review',
  reviewEnabled: 'Weekly review from your coach',
  reviewHelp: 'A short look back at your week, in the coach chat.',
  reviewDay: 'Day',
  reviewHour: 'Time',
  reviewEmail: 'Also send it by email',
  weekdays: WEEKDAYS,
  hourLabel: (hour: number) => `${String(hour).padStart(2, '0')}:00`,

  save: 'Save notification settings',
  saving: 'Saving...',
  saved: 'Notification settings saved.',
  saveFailed: (error: string) => `Your notification settings were not saved: ${error}`,
  unsaved: 'You have unsaved changes.',

  sendTest: 'Send a test notification',
  sendingTest: 'Sending...',
  testSent: (push: number, email: number) => {
    const parts = [push > 0 ? `to ${push} ${push === 1 ? 'device' : 'devices'}` : '', email > 0 ? 'by email' : ''].filter(Boolean);
    return parts.length ? `Test notification sent ${parts.join(' and ')}.` : 'Nothing was sent: turn on notifications on this device or reminders by email first.';
  },
  testFailed: (error: string) => `The test notification was not sent: ${error}`,
} as const;

/** The Create and Edit Habit dialogs' reminders, and the details dialog's list (issue 21). */
export const REMINDER_TEXTS = {
  legend: 'Reminders',
  none: 'No reminders.',
  add: 'Add reminder',
  remove: (description: string) => `Remove reminder: ${description}`,
  /** Each reminder's fields as a group, so "When" and "How" say which reminder they are of. */
  row: (n: number) => `Reminder ${n}`,
  when: 'When',
  channel: 'How',
  help: 'Reminders follow your notification settings (Settings, Notifications).',
  full: `A habit can have at most ${MAX_REMINDERS_PER_HABIT} reminders.`,
  /** One reminder in words, as the details dialog lists them (issue 54: here for the catalog). */
  describe: describeReminder,
} as const;

/** Offline use (issue 21): check-offs made without a connection wait and are sent when it returns. */
export const OFFLINE_TEXTS = {
  offline: 'You are offline. Check-offs are kept on this device and sent when you are back online.',
  pending: (count: number) => (count === 1 ? '1 check-off is waiting to be sent.' : `${count} check-offs are waiting to be sent.`),
  syncing: 'Sending your check-offs...',
  pendingMark: 'Waiting to sync',
  refused: (error: string) => `A check-off made offline was not saved: ${error}`,
} as const;

/** The coach's own messages in the chat and the AI Coach link (issue 21). */
export const COACH_INBOX_TEXTS = {
  reviewLabel: 'Your week in review',
  unreadBadge: (count: number) => (count === 1 ? '1 new message from your coach' : `${count} new messages from your coach`),
} as const;
