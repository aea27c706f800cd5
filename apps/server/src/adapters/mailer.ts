import nodemailer from 'nodemailer';
import type { Logger } from '../errors.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A code carried by the message; written to the log when no SMTP server is configured. */
  code?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on notification emails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Sends through SMTP_URL with nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, ...(message.headers ? { headers: message.headers } : {}) });
    },
    async close() {
      transport.close();
    },
  };
}

/** Without SMTP_URL each email is written to the server log, code included, so local sign-up works. */
export function createLogMailer(logger: Logger): Mailer {
  return {
    async send(message) {
      logger.warn(
        { to: message.to, subject: message.subject, code: message.code },
        `EMAIL NOT SENT (SMTP_URL is unset). To: ${message.to}. Subject: ${message.subject}` +
          (message.code ? `. CODE: ${message.code}` : ''),
      );
    },
    async close() {},
  };
}
