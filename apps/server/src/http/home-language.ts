import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, acceptLanguageTags, personLanguageOf, type Locale } from '@stride/domain';

/** What the answer for `/` depends on: a cache must keep one per browser language and cookie. */
export const HOME_VARY = 'accept-language, cookie';

/**
 * The language `/` and the app shell are answered in (issue 54, decision 054 "i18n-route"): the
 * one rule of the domain (`personLanguageOf`: the remembered choice, else the browser's first
 * language Stride speaks, else English), applied to what the request carries: the `stride-lang`
 * cookie (the language switch's choice, or the account's language, written by the signed-in
 * screens) and the Accept-Language header. A request with no Accept-Language (a crawler, a link
 * checker) gets English: each page's `hreflang` alternates name the others.
 */
export const homeLanguage = (request: FastifyRequest): Locale =>
  personLanguageOf({ remembered: request.cookies[LANGUAGE_COOKIE], browser: acceptLanguageTags(request.headers['accept-language']) });
