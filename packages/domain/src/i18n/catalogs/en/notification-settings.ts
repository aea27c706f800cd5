import { NOTIFICATION_SETTINGS_TEXTS } from '../../../texts/notification-settings-texts.js';
import { NOTIFICATION_SETTINGS_MESSAGES } from '../../../notifications/notification-settings.schemas.js';
import type { MessageArgs } from '../../app-messages.js';

/** Settings › Notifications in English (issue 54): channels, quiet hours, nudge, review, test and this device; the form's checks. */
export const NOTIFICATION_SETTINGS_CATALOG = { NOTIFICATION_SETTINGS_TEXTS, NOTIFICATION_SETTINGS_MESSAGES };

const error = (message: string) => ({ error: message });

export const NOTIFICATION_SETTINGS_ARGS: MessageArgs<typeof NOTIFICATION_SETTINGS_CATALOG> = {
  NOTIFICATION_SETTINGS_TEXTS: {
    loadError: error,
    deviceFailed: error,
    hourLabel: (hour) => ({ hour: String(hour).padStart(2, '0') }),
    saveFailed: error,
    testSent: (push, email) => ({ push, email: email > 0 ? 'yes' : 'no' }),
    testFailed: error,
  },
};
