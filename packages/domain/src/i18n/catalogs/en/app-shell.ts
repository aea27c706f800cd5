import { COMMON_TEXTS } from '../../../texts/common-texts.js';
import { COACH_INBOX_TEXTS } from '../../../texts/notification-settings-texts.js';
import { PUNCTUATION_TEXTS } from '../../../texts/punctuation-texts.js';
import { SETTINGS_TEXTS, SHELL_TEXTS } from '../../../texts/shell-texts.js';
import type { MessageArgs } from '../../app-messages.js';

/**
 * The signed-in app's frame in English (issue 54): the sidebar, the bottom bar, the menu and the
 * coach's unread badge, and the shared dialogs' and errors' words. The text modules are the catalog; the other languages mirror these keys.
 */
export const APP_SHELL_CATALOG = { SHELL_TEXTS, SETTINGS_TEXTS, COACH_INBOX_TEXTS, PUNCTUATION_TEXTS, COMMON_TEXTS };

export const APP_SHELL_ARGS: MessageArgs<typeof APP_SHELL_CATALOG> = {
  COACH_INBOX_TEXTS: { unreadBadge: (count) => ({ count }) },
  PUNCTUATION_TEXTS: { labelled: (label, text) => ({ label, text }), quoted: (text) => ({ text }), series: (first, next) => ({ first, next }) },
};
