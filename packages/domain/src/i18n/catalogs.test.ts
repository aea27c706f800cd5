import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANDING_TEXTS, LANDING_SLIDES } from '../texts/landing-texts.js';
import { PAGE_META } from '../texts/page-meta.js';
import { ALL_CATALOG_LOADERS, SHELL_CATALOG_LOADERS } from './catalog-loaders.js';
import { walkCatalog } from './catalog-walk.js';
import { LANDING_CATALOG as EN_LANDING } from './catalogs/en/landing.js';
import { SHELL_CATALOG as EN_SHELL } from './catalogs/en/shell.js';
import { LOGIN_CATALOG as EN_LOGIN } from './catalogs/en/login.js';
import { SIGNUP_CATALOG as EN_SIGNUP } from './catalogs/en/signup.js';
import { PRICING_CATALOG as EN_PRICING } from './catalogs/en/pricing.js';
import { PRICING_FACTS, PRICING_TEXTS } from '../texts/pricing-texts.js';
import { SUPPORT_CATALOG as EN_SUPPORT } from './catalogs/en/support.js';
import { RESET_CATALOG as EN_RESET } from './catalogs/en/reset.js';
import { LEGAL_CATALOG as EN_LEGAL } from './catalogs/en/legal.js';
import { INTEGRATIONS_CATALOG as EN_INTEGRATIONS } from './catalogs/en/integrations.js';
import { INTEGRATION_DOCS_TEXTS, TOKEN_SCOPE_HELP } from '../texts/integration-docs-texts.js';
import { INTEGRATION_DOCS_PROSE } from '../texts/integration-docs-prose.js';
import { SHORTCUT_RECIPES } from '../integrations/shortcut-recipes.js';
import { LEGAL_TEXTS } from '../texts/legal-texts.js';
import { PRIVACY_TEXTS } from '../texts/legal-privacy-texts.js';
import { TERMS_TEXTS } from '../texts/legal-terms-texts.js';
import { AUTH_TEXTS } from '../texts/ui-texts.js';
import { SUPPORT_FAQ, SUPPORT_TEXTS } from '../texts/support-texts.js';
import { planFeatureTexts } from '../plans/plan-features.js';
import { PREMIUM_PRICE_GBP, formatPrice } from '../plans/plans.js';

/** A price as the pricing page's `priceIn` writes it (Intl, the narrow symbol). */
const formatPriceIn = (language: string, pounds: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(pounds);
import { COMMON_PASSWORD_RULE_LABEL, PASSWORD_MIN_LENGTH, PASSWORD_RULES, PASSWORD_SPECIAL_CHARACTERS } from '../auth/password.js';
import { EMAIL_CATALOG as EN_EMAIL } from './catalogs/en/email.js';
import { EMAIL_CATALOGS } from './email-texts-for.js';
import { NOTIFICATION_CATALOG as EN_NOTIFICATIONS } from './catalogs/en/notifications.js';
import { NOTIFICATION_CATALOGS } from './notification-texts-for.js';
import { CALENDAR_CATALOG as EN_CALENDAR } from './catalogs/en/calendar.js';
import { CALENDAR_CATALOGS } from './calendar-texts-for.js';
import { ERRORS_CATALOG as EN_ERRORS } from './catalogs/en/errors.js';
import { ERRORS_CATALOGS } from './error-messages-for.js';
import { COACH_CATALOG as EN_COACH } from './catalogs/en/coach.js';
import { COACH_CATALOGS } from './coach-texts-for.js';
import { NOT_FOUND_CATALOG as EN_NOT_FOUND } from './catalogs/en/not-found.js';
import { NOT_FOUND_CATALOG_LOADERS } from './not-found-catalog-loaders.js';
import { WEBHOOK_SAMPLE_CATALOG as EN_WEBHOOK_SAMPLE } from './catalogs/en/webhook-sample.js';
import { WEBHOOK_SAMPLE_CATALOG_LOADERS } from './webhook-sample-catalog-loaders.js';
import { formatMessage } from './messages.js';
import { PREFIXED_LOCALES, type Locale } from './locales.js';
import { pseudoCatalog, pseudoLocalize } from './pseudo-locale.js';

/** The argument names a message uses; throws on ICU syntax errors. */
function argumentsOf(message: string): string[] {
  const names: string[] = [];
  const visit = (elements: MessageFormatElement[]) =>
    elements.forEach((element) => {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.push(`${TYPE[element.type]}:${'value' in element ? element.value : ''}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) Object.values(element.options).forEach((option) => visit(option.value));
    });
  visit(parse(message));
  return names.sort();
}

/** Every area's catalog in every language, English first. */
async function allCatalogs(): Promise<Array<{ area: string; english: unknown; others: Array<[Locale, unknown]> }>> {
  const areas = await Promise.all(
    Object.entries(ALL_CATALOG_LOADERS).map(async ([area, loaders]) => ({
      area,
      english: { landing: EN_LANDING, login: EN_LOGIN, signup: EN_SIGNUP, pricing: EN_PRICING, support: EN_SUPPORT, reset: EN_RESET, legal: EN_LEGAL, integrations: EN_INTEGRATIONS }[area],
      others: await Promise.all(PREFIXED_LOCALES.map(async (locale) => [locale, await loaders[locale]()] as [Locale, unknown])),
    })),
  );
  const shell = { area: 'shell', english: EN_SHELL, others: await Promise.all(PREFIXED_LOCALES.map(async (l) => [l, await SHELL_CATALOG_LOADERS[l]()] as [Locale, unknown])) };
  // The account emails (server only, all four languages loaded at once).
  const email = { area: 'email', english: EN_EMAIL, others: PREFIXED_LOCALES.map((l) => [l, EMAIL_CATALOGS[l]] as [Locale, unknown]) };
  // Reminders, nudges, reviews and push texts (server only, like the emails).
  const notifications = { area: 'notifications', english: EN_NOTIFICATIONS, others: PREFIXED_LOCALES.map((l) => [l, NOTIFICATION_CATALOGS[l]] as [Locale, unknown]) };
  const calendar = { area: 'calendar', english: EN_CALENDAR, others: PREFIXED_LOCALES.map((l) => [l, CALENDAR_CATALOGS[l]] as [Locale, unknown]) };
  const errors = { area: 'errors', english: EN_ERRORS, others: PREFIXED_LOCALES.map((l) => [l, ERRORS_CATALOGS[l]] as [Locale, unknown]) };
  const coach = { area: 'coach', english: EN_COACH, others: PREFIXED_LOCALES.map((l) => [l, COACH_CATALOGS[l]] as [Locale, unknown]) };
  // The page not found (the web app loads its language's on demand).
  const notFound = { area: 'not-found', english: EN_NOT_FOUND, others: await Promise.all(PREFIXED_LOCALES.map(async (l) => [l, await NOT_FOUND_CATALOG_LOADERS[l]()] as [Locale, unknown])) };
  // The webhook check's comments on /<lang>/integrations (from the integrations catalog's modules).
  const webhookSample = { area: 'webhook-sample', english: EN_WEBHOOK_SAMPLE, others: await Promise.all(PREFIXED_LOCALES.map(async (l) => [l, await WEBHOOK_SAMPLE_CATALOG_LOADERS[l]()] as [Locale, unknown])) };
  return [...areas, shell, email, notifications, calendar, errors, coach, notFound, webhookSample];
}

describe('the message catalogs (issue 54)', () => {
  it('English is the spec texts exactly: the catalog is the text modules', async () => {
    const landing = EN_LANDING;
    expect(landing.texts).toBe(LANDING_TEXTS);
    expect(landing.slides).toBe(LANDING_SLIDES);
    expect(EN_SHELL.pages['/pricing']).toBe(PAGE_META['/pricing']);
    expect(EN_PRICING.texts).toBe(PRICING_TEXTS);
    expect(EN_PRICING.facts).toBe(PRICING_FACTS);
    expect(EN_PRICING.features.premium).toEqual(planFeatureTexts('premium'));
    expect(EN_SUPPORT.texts).toBe(SUPPORT_TEXTS);
    expect(EN_SUPPORT.faq).toBe(SUPPORT_FAQ);
    expect(EN_SUPPORT.features.free).toEqual(planFeatureTexts('free'));
    expect(EN_RESET.meta).toBe(PAGE_META['/forgot-password']);
    expect([EN_LEGAL.texts, EN_LEGAL.terms, EN_LEGAL.privacy]).toEqual([LEGAL_TEXTS, TERMS_TEXTS, PRIVACY_TEXTS]);
    expect([EN_LEGAL.terms.meta, EN_LEGAL.privacy.meta]).toEqual([PAGE_META['/terms-and-conditions'], PAGE_META['/privacy-policy']]);
    expect([EN_INTEGRATIONS.texts, EN_INTEGRATIONS.prose, EN_INTEGRATIONS.scopeHelp]).toEqual([INTEGRATION_DOCS_TEXTS, INTEGRATION_DOCS_PROSE, TOKEN_SCOPE_HELP]);
    // The recipes' words are the shortcut recipes' ({token} stands for "<token>", which ICU reads as a tag).
    for (const recipe of SHORTCUT_RECIPES) {
      const words = EN_INTEGRATIONS.recipes[recipe.id];
      expect([words.title, ...words.ios, ...words.android].map((m) => formatMessage(m, { token: '<token>', today: '{today}' }))).toEqual([recipe.title, ...recipe.ios, ...recipe.android]);
    }
    expect(EN_RESET.title).toBe('Reset your password');
    expect([EN_RESET.sendResetCode, EN_RESET.codeInvalid, EN_RESET.done, EN_RESET.backToLogin]).toEqual([
      AUTH_TEXTS.sendResetCode,
      AUTH_TEXTS.resetCodeInvalid,
      AUTH_TEXTS.resetDoneNotice,
      AUTH_TEXTS.backToLogin,
    ]);
  });

  it('English of the sign-up page formats to the texts it showed before (issue 54)', () => {
    const rule = (id: keyof typeof EN_SIGNUP.checklist) => formatMessage(EN_SIGNUP.checklist[id], { min: PASSWORD_MIN_LENGTH, characters: PASSWORD_SPECIAL_CHARACTERS });
    expect(PASSWORD_RULES.map((r) => rule(r.id))).toEqual(PASSWORD_RULES.map((r) => r.label));
    expect(rule('common')).toBe(COMMON_PASSWORD_RULE_LABEL);
    expect(EN_LOGIN.title).toBe('Log in');
  });

  it("the support page's plan lines are the pricing page's in every language (written twice, so checked)", async () => {
    for (const locale of PREFIXED_LOCALES) {
      const [support, pricing] = await Promise.all([ALL_CATALOG_LOADERS.support[locale](), ALL_CATALOG_LOADERS.pricing[locale]()]);
      expect(support.features, locale).toEqual(pricing.features);
    }
    expect(EN_SUPPORT.features).toEqual(EN_PRICING.features);
  });

  it('support and the legal pages write the price as pricing does in each language ("8 £"), English "£8" (issue 54)', async () => {
    for (const locale of PREFIXED_LOCALES) {
      const [support, legal] = await Promise.all([ALL_CATALOG_LOADERS.support[locale](), ALL_CATALOG_LOADERS.legal[locale]()]);
      const text = JSON.stringify([support, legal]);
      expect(text, locale).toContain(formatPriceIn(locale, PREMIUM_PRICE_GBP));
      expect(text, locale).toContain(formatPriceIn(locale, 0));
      expect(text, locale).not.toContain(formatPrice(PREMIUM_PRICE_GBP));
      expect(text, locale).not.toContain(formatPrice(0));
    }
    expect(formatPriceIn('es', 8)).toMatch(/^8\s£$/);
    expect(JSON.stringify(EN_SUPPORT)).toContain(formatPrice(PREMIUM_PRICE_GBP));
  });

  it('every language has every key of English, no other, arrays as long and ids in place', async () => {
    for (const { area, english, others } of await allCatalogs()) {
      const expected = walkCatalog(english);
      for (const [locale, catalog] of others) {
        const actual = walkCatalog(catalog);
        expect(actual.shape, `${locale} ${area}`).toEqual(expected.shape);
        expect(actual.messages.map((m) => m.key), `${locale} ${area}`).toEqual(expected.messages.map((m) => m.key));
      }
    }
  });

  it('every message is valid ICU, with the same arguments as in English, and none is left empty or in English', async () => {
    for (const { area, english, others } of await allCatalogs()) {
      const source = new Map(walkCatalog(english).messages.map((m) => [m.key, m.message]));
      for (const [, message] of source) expect(() => parse(message), message).not.toThrow();
      for (const [locale, catalog] of others) {
        for (const { key, message } of walkCatalog(catalog).messages) {
          const where = `${locale} ${area}.${key}: ${message}`;
          expect(() => parse(message), where).not.toThrow();
          expect(argumentsOf(message), where).toEqual(argumentsOf(source.get(key)!));
          expect(message.trim(), where).not.toBe('');
          // Single letters (the week's initials), figures and names (Stride, the Premium plan) may be
          // the same in English.
          if (message.length > 3 && !/^(Stride|Premium|[\d\s:/–-]+)$/.test(message) && !/Store$|Play$/.test(key)) {
            expect(message, where).not.toBe(source.get(key));
          }
        }
      }
    }
  });

  it("the public pages' messages use plain arguments only, so they ship no ICU runtime", async () => {
    for (const { area, english, others } of await allCatalogs()) {
      for (const catalog of [english, ...others.map(([, c]) => c)]) {
        for (const { key, message } of walkCatalog(catalog).messages) {
          expect(argumentsOf(message).every((name) => name.startsWith('argument:')), `${area}.${key}`).toBe(true);
        }
      }
    }
  });

  it('formats a plain argument, and fails on a missing value', () => {
    expect(formatMessage('{index} de {count}', { index: 2, count: 3 })).toBe('2 de 3');
    expect(formatMessage("I''m here")).toBe("I'm here");
    expect(() => formatMessage('{index} of {count}', { index: 1 })).toThrow(/count/);
  });
});

describe('the pseudo-locale', () => {
  it('accents every letter, keeps arguments and ICU syntax, and is about 30 % longer', () => {
    const pseudo = pseudoLocalize('{index} of {count}');
    expect(pseudo).toMatch(/^\[\{index\} óƒ \{count\} ~+\]$/);
    const plural = pseudoLocalize('{n, plural, one {# habit} other {# habits}}');
    expect(() => parse(plural)).not.toThrow();
    expect(argumentsOf(plural)).toEqual(['plural:n']);
    const long = LANDING_TEXTS.heroSubtitle;
    expect(pseudoLocalize(long).length / long.length).toBeGreaterThanOrEqual(1.3);
    expect(pseudoLocalize(long)).not.toMatch(/[a-zA-Z]/);
  });

  it('makes a whole catalog, keys and ids as in English', async () => {
    const english = EN_LANDING;
    const pseudo = pseudoCatalog(english);
    expect(walkCatalog(pseudo).shape).toEqual(walkCatalog(english).shape);
    expect(pseudo.slides[0]!.id).toBe('voice');
    expect(pseudo.texts.getStarted).toMatch(/^\[Ĝéţ Šţáŕţéđ ~+\]$/);
  });
});
