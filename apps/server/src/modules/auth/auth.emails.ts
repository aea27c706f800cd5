import { ACCOUNT_EMAIL_TEXTS as T, CONNECTIONS_TEXTS, PRODUCT_NAME, type AccountConnections } from '@stride/domain';
import type { MailMessage } from '../../adapters/mailer.js';
import { escapeHtml } from '../../html-escape.js';


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
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#4f46e5;margin:0 0 24px">${PRODUCT_NAME}</p>
<p style="margin:0 0 16px">${escapeHtml(T.greeting(e.firstName))}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:24px 0;text-align:center">${e.code}</p>
<p style="margin:0 0 16px;color:#4b5563">${escapeHtml(T.codeExpiry(e.minutesValid))} ${escapeHtml(ignoreLine)}</p>
<p style="margin:24px 0 0;color:#6b7280;font-size:13px">Questions? Write to <a href="mailto:${escapeHtml(e.supportEmail)}">${escapeHtml(e.supportEmail)}</a>.</p>
</td></tr></table></body></html>`;
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
  const linked = (p: string) => (url ? escapeHtml(p).replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`) : escapeHtml(p));
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#4f46e5;margin:0 0 24px">${PRODUCT_NAME}</p>
<p style="margin:0 0 16px">${escapeHtml(T.greeting(e.firstName))}</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px">${linked(p)}</p>`).join('\n')}
<p style="margin:24px 0 0;color:#6b7280;font-size:13px">Questions? Write to <a href="mailto:${escapeHtml(e.supportEmail)}">${escapeHtml(e.supportEmail)}</a>.</p>
</td></tr></table></body></html>`;
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
