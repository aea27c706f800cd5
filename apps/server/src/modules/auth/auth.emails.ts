import { accountEmailTexts, emailLanguage, type AccountConnections, type AccountEmailTexts } from '@stride/domain';
import type { MailMessage } from '../../adapters/mailer.js';
import { emailHtml, type EmailFooter } from '../../email-layout.js';

/** The account emails' small print: where to write with a question. */
const support = (T: AccountEmailTexts, supportEmail: string): EmailFooter => ({ text: T.questions(supportEmail), link: { href: `mailto:${supportEmail}`, label: supportEmail } });

/**
 * Issue 54: every account email is written in the account's language (`users.locale`, chosen at
 * sign-up from the browser's languages; English when none), from the catalog's `email` area.
 */
interface InLanguage {
  locale?: string | null;
}


interface CodeEmail extends InLanguage {
  to: string;
  firstName: string;
  code: string;
  minutesValid: number;
  supportEmail: string;
}

function codeEmail(e: CodeEmail, pick: (T: AccountEmailTexts) => { subject: (code: string) => string; intro: string; ignoreLine: string }): MailMessage {
  const T = accountEmailTexts(e.locale);
  const { subject, intro, ignoreLine } = pick(T);
  const text = [
    T.greeting(e.firstName),
    '',
    intro,
    '',
    `    ${e.code}`,
    '',
    T.codeExpiry(e.minutesValid),
    ignoreLine,
    '',
    T.questions(e.supportEmail),
    T.signOff,
  ].join('\n');
  const html = emailHtml({
    greeting: T.greeting(e.firstName),
    blocks: [{ paragraph: intro }, { code: e.code }, { paragraph: `${T.codeExpiry(e.minutesValid)} ${ignoreLine}`, muted: true }],
    footer: support(T, e.supportEmail),
    lang: emailLanguage(e.locale),
  });
  return { to: e.to, subject: subject(e.code), text, html, code: e.code };
}

export function verificationEmail(e: CodeEmail): MailMessage {
  return codeEmail(e, (T) => T.verification);
}

export function passwordResetEmail(e: CodeEmail): MailMessage {
  return codeEmail(e, (T) => T.passwordResetCode);
}

/** Issue 23: the code that confirms a new address, sent to that address. */
export function emailChangeCodeEmail(e: CodeEmail): MailMessage {
  return codeEmail(e, (T) => T.emailChangeCode);
}

interface NoticeEmail extends InLanguage {
  to: string;
  firstName: string;
  /** Where to start a password reset: the web app's forgot-password page. */
  resetUrl: string;
  supportEmail: string;
}

/**
 * A notice (no code, no link that signs anyone in): its paragraphs, and, when `resetUrl` is given,
 * how to take the account back if the change was not the owner's.
 */
export function noticeEmail(e: InLanguage & {
  to: string;
  firstName: string;
  subject: string;
  paragraphs: string[];
  resetUrl?: string;
  /** A URL the paragraphs already hold, made a link in the HTML part. */
  link?: string;
  supportEmail: string;
}): MailMessage {
  const T = accountEmailTexts(e.locale);
  const paragraphs = e.resetUrl ? [...e.paragraphs, T.passwordChanged.notYou(e.resetUrl)] : e.paragraphs;
  const text = [T.greeting(e.firstName), '', ...paragraphs.flatMap((p) => [p, '']), T.questions(e.supportEmail), T.signOff].join('\n');
  const url = e.resetUrl ?? e.link;
  const html = emailHtml({
    greeting: T.greeting(e.firstName),
    blocks: paragraphs.map((paragraph) => ({ paragraph, link: url })),
    footer: support(T, e.supportEmail),
    lang: emailLanguage(e.locale),
  });
  return { to: e.to, subject: e.subject, text, html };
}

/** Issue 38: failed sign-ins paused the account for new devices; what happened, what still works, what to do. */
export function signInPausedEmail(e: NoticeEmail & { failures: number; minutes: number }): MailMessage {
  const { subject, paused, yourDevices, ifYou, notYou } = accountEmailTexts(e.locale).signInPaused;
  return noticeEmail({ ...e, resetUrl: undefined, link: e.resetUrl, subject, paragraphs: [paused(e.failures, e.minutes), yourDevices, ifYou(e.resetUrl), notYou] });
}

/** After a password reset: tells the owner, what was disconnected (issue 48), and how to take the account back if it was not them. */
export function passwordChangedEmail(e: NoticeEmail & { ended: AccountConnections }): MailMessage {
  const ended = accountEmailTexts(e.locale).connections.endedInEmail(e.ended);
  return noticeEmail({ ...e, subject: accountEmailTexts(e.locale).passwordChanged.subject, paragraphs: [accountEmailTexts(e.locale).passwordChanged.changed, ...(ended ? [ended] : [])] });
}
