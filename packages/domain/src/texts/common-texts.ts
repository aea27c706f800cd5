import { AUTH_TEXTS } from './ui-texts.js';

/**
 * The words of the app's shared pieces (the confirm and message dialogs, the error snackbar, a
 * failed call's message), kept here so the signed-in app shows them in the account's language
 * (issue 54). English exactly as before.
 */
export const COMMON_TEXTS = {
  cancel: 'Cancel',
  ok: 'OK',
  close: 'Close',
  networkError: AUTH_TEXTS.networkError,
  /** A call the server refused without words of its own (a proxy's 502): said with its status, "Request failed (502)". */
  requestFailed: 'Request failed',
} as const;
