import { EMAIL_CATALOG as EN } from './catalogs/en/email.js';
import { EMAIL_CATALOG as ES } from './catalogs/es/email.js';
import { EMAIL_CATALOG as DE } from './catalogs/de/email.js';
import { EMAIL_CATALOG as FR } from './catalogs/fr/email.js';
import type { AccountConnections } from '../account/connections.js';
import { isLocale, type Locale } from './locales.js';
import { formatMessage as f, type Messages } from './messages.js';
import { listIn } from './in-language.js';

/** A language's catalog of the account emails: English's keys (decision 054). */
export type EmailCatalog = Messages<typeof EN>;

/** The account emails' catalogs, all four: only the server reads them, so none is loaded lazily. */
export const EMAIL_CATALOGS: Readonly<Record<Locale, EmailCatalog>> = { en: EN, es: ES, de: DE, fr: FR };

/** The language of an account's locale ("es-MX" → es); English when none or one Stride does not speak. */
export function emailLanguage(accountLocale: string | null | undefined): Locale {
  const language = accountLocale?.split('-')[0] ?? '';
  return isLocale(language) ? language : 'en';
}

/**
 * The account emails' words in the account's language, shaped as `ACCOUNT_EMAIL_TEXTS` (English's
 * come out exactly as that module's: `email-texts.test.ts`). Plain arguments only, so no ICU runtime.
 */
export function accountEmailTexts(accountLocale: string | null | undefined) {
  const language = emailLanguage(accountLocale);
  const c = EMAIL_CATALOGS[language];
  // English joins the names with ", " as ACCOUNT_EMAIL_TEXTS does; the others as the language lists ("«A» y «B»").
  const series = (items: readonly string[]) => (language === 'en' ? items.join(', ') : listIn(items)(accountLocale ?? language));
  const quoted = (names: readonly string[]) => series(names.map((name) => f(c.connections.quoted, { name })));
  const listed = ({ tokens, assistants }: AccountConnections) =>
    [tokens.length ? f(c.connections.tokens, { names: quoted(tokens) }) : '', assistants.length ? f(c.connections.assistants, { names: quoted(assistants) }) : '']
      .filter(Boolean)
      .join('; ');
  const any = (some: AccountConnections) => some.tokens.length > 0 || some.assistants.length > 0;
  return {
    greeting: (firstName: string) => f(c.greeting, { firstName }),
    codeExpiry: (minutesValid: number) => f(c.codeExpiry, { minutesValid }),
    questions: (supportEmail: string) => f(c.questions, { supportEmail }),
    signOff: f(c.signOff),
    verification: { subject: (code: string) => f(c.verification.subject, { code }), intro: f(c.verification.intro), ignoreLine: f(c.verification.ignoreLine) },
    passwordResetCode: {
      subject: (code: string) => f(c.passwordResetCode.subject, { code }),
      intro: f(c.passwordResetCode.intro),
      ignoreLine: f(c.passwordResetCode.ignoreLine),
    },
    passwordChanged: {
      subject: f(c.passwordChanged.subject),
      changed: f(c.passwordChanged.changed),
      notYou: (resetUrl: string) => f(c.passwordChanged.notYou, { resetUrl }),
    },
    passwordChangedInSettings: { subject: f(c.passwordChangedInSettings.subject), changed: f(c.passwordChangedInSettings.changed) },
    emailChangeCode: {
      subject: (code: string) => f(c.emailChangeCode.subject, { code }),
      intro: f(c.emailChangeCode.intro),
      ignoreLine: f(c.emailChangeCode.ignoreLine),
    },
    emailChanged: { subject: f(c.emailChanged.subject), changed: (newEmail: string) => f(c.emailChanged.changed, { newEmail }) },
    signInPaused: {
      subject: f(c.signInPaused.subject),
      paused: (failures: number, minutes: number) => f(c.signInPaused.paused, { failures, minutes }),
      yourDevices: f(c.signInPaused.yourDevices),
      ifYou: (resetUrl: string) => f(c.signInPaused.ifYou, { resetUrl }),
      notYou: f(c.signInPaused.notYou),
    },
    webhookDisabled: {
      subject: f(c.webhookDisabled.subject),
      disabled: (name: string, url: string, failures: number) => f(c.webhookDisabled.disabled, { name, url, failures }),
      turnOn: (settingsUrl: string) => f(c.webhookDisabled.turnOn, { settingsUrl }),
    },
    /** Issue 48's lines of the notices, as CONNECTIONS_TEXTS.endedInEmail and stayInEmail. */
    connections: {
      endedInEmail: (ended: AccountConnections): string | null => (any(ended) ? f(c.connections.ended, { list: listed(ended) }) : null),
      stayInEmail: (kept: AccountConnections): string => (any(kept) ? f(c.connections.stay, { list: listed(kept) }) : f(c.connections.none)),
    },
    accountDeleted: {
      subject: f(c.accountDeleted.subject),
      deleted: f(c.accountDeleted.deleted),
      backups: f(c.accountDeleted.backups),
      goodbye: f(c.accountDeleted.goodbye),
    },
  };
}
export type AccountEmailTexts = ReturnType<typeof accountEmailTexts>;
