import { describe, expect, it } from 'vitest';
import { notificationTexts } from '@stride/domain';
import { passwordChangedEmail, verificationEmail } from './modules/auth/auth.emails.js';
import { notificationEmail } from './modules/notifications/notification-emails.js';
import { emailHtml } from './email-layout.js';

const FRAME_START = '<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">';

describe('the one email layout (issue 46)', () => {
  it('escapes every text it is given and makes only the named URL a link', () => {
    const html = emailHtml({
      greeting: 'Hi <Sam>,',
      blocks: [{ paragraph: 'Open https://stride.test/a?b=1&c=2 now & then', link: 'https://stride.test/a?b=1&c=2' }, { code: '<1>' }],
      footer: { text: 'Questions? Write to help@stride.test.', link: { href: 'mailto:help@stride.test', label: 'help@stride.test' } },
    });
    expect(html).toContain('Hi &lt;Sam&gt;,');
    expect(html).toContain('<a href="https://stride.test/a?b=1&amp;c=2">https://stride.test/a?b=1&amp;c=2</a> now &amp; then');
    expect(html).toContain('&lt;1&gt;');
    expect(html).toContain('Questions? Write to <a href="mailto:help@stride.test">help@stride.test</a>.');
    expect(html).not.toContain('<Sam>');
  });

  it('puts a footer link the words do not hold after them', () => {
    const html = emailHtml({ greeting: 'Hi', blocks: [], footer: { text: 'You get these for reminders.', link: { href: 'https://stride.test/u', label: 'Unsubscribe' } } });
    expect(html).toContain('You get these for reminders. <a href="https://stride.test/u">Unsubscribe</a>');
  });

  it('frames the account, notice and notification emails alike', () => {
    const code = verificationEmail({ to: 'a@b.test', firstName: 'Sam', code: '123456', minutesValid: 15, supportEmail: 'help@stride.test' });
    const notice = passwordChangedEmail({ to: 'a@b.test', firstName: 'Sam', resetUrl: 'https://stride.test/forgot-password', supportEmail: 'help@stride.test', ended: { tokens: [], assistants: [] } });
    const reminder = notificationEmail({
      to: 'a@b.test',
      firstName: 'Sam',
      subject: 'Walk',
      lines: ['Walk at 8:00'],
      link: { url: 'https://stride.test/dashboard', label: 'Open Stride' },
      unsubscribe: { url: 'https://stride.test/u', topic: 'reminders' },
      texts: notificationTexts(null),
    });
    for (const mail of [code, notice, reminder]) {
      expect(mail.html).toContain(FRAME_START);
      expect(mail.html).toContain('Sam');
    }
    expect(code.html).toContain('123456');
    expect(notice.html).toContain('<a href="https://stride.test/forgot-password">https://stride.test/forgot-password</a>');
    expect(reminder.html).toContain('<a href="https://stride.test/dashboard" style=');
  });
});
