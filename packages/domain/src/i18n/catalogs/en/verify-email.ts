import { VERIFY_EMAIL_TEXTS } from '../../../texts/verify-email-texts.js';
import type { MessageArgs } from '../../app-messages.js';

/** The verify-email page in English (issue 54): shown in the account's language, as the signed-in screens. */
export const VERIFY_EMAIL_CATALOG = { VERIFY_EMAIL_TEXTS };

export const VERIFY_EMAIL_ARGS: MessageArgs<typeof VERIFY_EMAIL_CATALOG> = {
  VERIFY_EMAIL_TEXTS: { sentTo: (email) => ({ email }) },
};
