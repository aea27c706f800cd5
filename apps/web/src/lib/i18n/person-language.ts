import { LANGUAGE_COOKIE, personLanguageOf, type Locale } from '@stride/domain';

/**
 * The person's language as this browser knows it (issue 54): where Logout, a signed-in address and
 * the page not found send a signed-out person, the frame before the session is known, the page
 * not found signed in. The domain's one rule (`personLanguageOf`) applied to the account's locale
 * when the caller has it, this browser's remembered language (remember-language.ts) and its
 * languages.
 */
export const personLanguage = (account?: string | null): Locale =>
  personLanguageOf({ account, remembered: new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1], browser: navigator.languages });
