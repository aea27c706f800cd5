import { NOTIFICATION_TEXTS as T, PRODUCT_NAME } from '@stride/domain';
import type { MailMessage } from '../../adapters/mailer.js';
import { escapeHtml } from '../../html-escape.js';


export interface NotificationEmail {
  to: string;
  firstName: string;
  subject: string;
  /** Paragraphs of the message, plain text. */
  lines: string[];
  /** The button's target in the app, and its label. */
  link: { url: string; label: string };
  /** The one-click unsubscribe URL (RFC 8058) and what it turns off, in words. */
  unsubscribe: { url: string; what: string };
}

/**
 * A reminder, nudge or review email: the app's look, a link into the app, and an unsubscribe link
 * in the body and in List-Unsubscribe / List-Unsubscribe-Post headers, so mail apps offer their own
 * one-click "Unsubscribe" (RFC 8058).
 */
export function notificationEmail(e: NotificationEmail): MailMessage {
  const text = [T.reminderEmailIntro(e.firstName), '', ...e.lines.flatMap((l) => [l, '']), `${e.link.label}: ${e.link.url}`, '', T.unsubscribeLine(e.unsubscribe.what), `${T.unsubscribeLink}: ${e.unsubscribe.url}`].join('\n');
  const paragraphs = e.lines.map((l) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(l)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#4f46e5;margin:0 0 24px">${PRODUCT_NAME}</p>
<p style="margin:0 0 16px">${escapeHtml(T.reminderEmailIntro(e.firstName))}</p>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(e.link.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(e.link.label)}</a></p>
<p style="margin:24px 0 0;color:#6b7280;font-size:13px">${escapeHtml(T.unsubscribeLine(e.unsubscribe.what))} <a href="${escapeHtml(e.unsubscribe.url)}">${escapeHtml(T.unsubscribeLink)}</a></p>
</td></tr></table></body></html>`;
  return {
    to: e.to,
    subject: e.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${e.unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
