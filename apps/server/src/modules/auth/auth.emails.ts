import { ACCOUNT_EMAIL_TEXTS as T, CONNECTIONS_TEXTS, type AccountConnections } from '@stride/domain';
import type { MailMessage } from '../../adapters/mailer.js';
import { emailHtml, type EmailFooter } from '../../email-layout.js';

/** The account emails' small print: where to write with a question. */
const support = (supportEmail: string): EmailFooter => ({ text: T.questions(supportEmail), link: { href: `mailto:${supportEmail}`, label: supportEmail } });


interface CodeEmail {
  to: string;
  firstName: string;
  code: string;
  minutesValid: number;
  supportEmail: string;
}

function codeEmail(e: CodeEmail, subject: string, intro: string, ignoreLine: string): MailMessage {
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
    footer: support(e.supportEmail),
  });
  return { to: e.to, subject, text, html, code: e.code };
}

export function verificationEmail(e: CodeEmail): MailMessage {
  const { subject, intro, ignoreLine } = T.verification;
  return codeEmail(e, subject(e.code), intro, ignoreLine);
}

export function passwordResetEmail(e: CodeEmail): MailMessage {
  const { subject, intro, ignoreLine } = T.passwordResetCode;
  return codeEmail(e, subject(e.code), intro, ignoreLine);
}

/** Issue 23: the code that confirms a new address, sent to that address. */
export function emailChangeCodeEmail(e: CodeEmail): MailMessage {
  const { subject, intro, ignoreLine } = T.emailChangeCode;
  return codeEmail(e, subject(e.code), intro, ignoreLine);
}

interface NoticeEmail {
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
export function noticeEmail(e: {
  to: string;
  firstName: string;
  subject: string;
  paragraphs: string[];
  resetUrl?: string;
  /** A URL the paragraphs already hold, made a link in the HTML part. */
  link?: string;
  supportEmail: string;
}): MailMessage {
  const paragraphs = e.resetUrl ? [...e.paragraphs, T.passwordChanged.notYou(e.resetUrl)] : e.paragraphs;
  const text = [T.greeting(e.firstName), '', ...paragraphs.flatMap((p) => [p, '']), T.questions(e.supportEmail), T.signOff].join('\n');
  const url = e.resetUrl ?? e.link;
  const html = emailHtml({
    greeting: T.greeting(e.firstName),
    blocks: paragraphs.map((paragraph) => ({ paragraph, link: url })),
    footer: support(e.supportEmail),
  });
  return { to: e.to, subject: e.subject, text, html };
}

/** Issue 38: failed sign-ins paused the account for new devices; what happened, what still works, what to do. */
export function signInPausedEmail(e: NoticeEmail & { failures: number; minutes: number }): MailMessage {
  const { subject, paused, yourDevices, ifYou, notYou } = T.signInPaused;
  return noticeEmail({ ...e, resetUrl: undefined, link: e.resetUrl, subject, paragraphs: [paused(e.failures, e.minutes), yourDevices, ifYou(e.resetUrl), notYou] });
}

/** After a password reset: tells the owner, what was disconnected (issue 48), and how to take the account back if it was not them. */
export function passwordChangedEmail(e: NoticeEmail & { ended: AccountConnections }): MailMessage {
  const ended = CONNECTIONS_TEXTS.endedInEmail(e.ended);
  return noticeEmail({ ...e, subject: T.passwordChanged.subject, paragraphs: [T.passwordChanged.changed, ...(ended ? [ended] : [])] });
}
