import type { NotificationTexts } from '@stride/domain';
import type { MailMessage } from '../../adapters/mailer.js';
import { emailHtml } from '../../email-layout.js';


export interface NotificationEmail {
  to: string;
  firstName: string;
  subject: string;
  /** Paragraphs of the message, plain text. */
  lines: string[];
  /** The button's target in the app, and its label. */
  link: { url: string; label: string };
  /** The one-click unsubscribe URL (RFC 8058) and what it turns off. */
  unsubscribe: { url: string; topic: 'reminders' | 'review' };
  /** The words, in the account's language (issue 54: `notificationTexts(users.locale)`). */
  texts: NotificationTexts;
}

/**
 * A reminder, nudge or review email: the app's look, a link into the app, and an unsubscribe link
 * in the body and in List-Unsubscribe / List-Unsubscribe-Post headers, so mail apps offer their own
 * one-click "Unsubscribe" (RFC 8058).
 */
export function notificationEmail(e: NotificationEmail): MailMessage {
  const T = e.texts;
  const unsubscribeLine = T.unsubscribeLine(e.unsubscribe.topic);
  const text = [T.reminderEmailIntro(e.firstName), '', ...e.lines.flatMap((l) => [l, '']), `${e.link.label}: ${e.link.url}`, '', unsubscribeLine, `${T.unsubscribeLink}: ${e.unsubscribe.url}`].join('\n');
  const html = emailHtml({
    greeting: T.reminderEmailIntro(e.firstName),
    blocks: [...e.lines.map((paragraph) => ({ paragraph, preLine: true })), { button: e.link }],
    footer: { text: unsubscribeLine, link: { href: e.unsubscribe.url, label: T.unsubscribeLink } },
    lang: T.language,
  });
  return {
    to: e.to,
    subject: e.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${e.unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
