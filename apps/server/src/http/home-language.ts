import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, acceptLanguageTags, isLocale, pickLocale, splitLocale, type Locale } from '@stride/domain';

/** What the answer for `/` depends on: a cache must keep one per browser language and cookie. */
export const HOME_VARY = 'accept-language, cookie';

/**
 * The language `/` is answered in (issue 54, decision 054 "i18n-route"): the person's recorded
 * choice (the public pages' language switch, or their account's language: the `stride-lang`
 * cookie), English included; else the browser's first language Stride speaks (`pickLocale`, as
 * at sign-up). A request with no Accept-Language (a crawler, a link checker) gets English: each
 * page's `hreflang` alternates name the others.
 */
export function homeLanguage(request: FastifyRequest): Locale {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (chosen && isLocale(chosen)) return chosen;
  const tags = acceptLanguageTags(request.headers['accept-language']);
  return tags.length > 0 ? splitLocale(pickLocale(tags)).language : DEFAULT_LOCALE;
}
