import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  /** The Subject header, its RFC 2047 encoded words decoded (a subject in Spanish, German, French). */
  subject: string;
  raw: string;
  /** The text/plain part, decoded (nodemailer sends long lines quoted-printable). */
  text: string;
  /** The text/html part, decoded the same way. */
  html: string;
}

/** A part's body with its transfer encoding (quoted-printable, base64) undone, as UTF-8. */
function partOf(raw: string, type: 'plain' | 'html'): string {
  const part = new RegExp(`Content-Type: text\\/${type}[^\\r\\n]*\\r?\\n((?:[^\\r\\n]+\\r?\\n)*?)\\r?\\n([\\s\\S]*?)(?:\\r?\\n--|$)`, 'i').exec(raw);
  if (!part) return '';
  const [, headers = '', body = ''] = part;
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/quoted-printable/i.test(headers)) return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) decoded; the space between two of them dropped. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, charset: string, encoding: string, text: string) => {
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
    return new TextDecoder(charset).decode(bytes);
  });
}

/**
 * A real SMTP server on loopback that keeps every message it receives, so tests read the codes
 * that the app actually emailed.
 */
export async function startMailCatcher() {
  const messages: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headerEnd = raw.search(/\r?\n\r?\n/);
        const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, ' ');
        const subject = decodeHeader(/^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, raw, text: partOf(raw, 'plain'), html: partOf(raw, 'html') });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The latest message to this address that carries a code (notices carry none). */
  function findCode(to: string, after: number): string | undefined {
    for (const m of messages.slice(after).reverse()) {
      const code = m.to.includes(to.toLowerCase()) ? /^(\d{6}) /.exec(m.subject)?.[1] : undefined;
      if (code) return code;
    }
    return undefined;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for the next message to this address (after `after` messages) and answers its 6-digit code. */
    async nextCode(to: string, after = 0, timeoutMs = 10_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const code = findCode(to, after);
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`No code emailed to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** Waits for the next message to this address (after `after` messages) that `match` accepts. */
    async nextMessage(to: string, after = 0, match: (mail: CaughtMail) => boolean = () => true, timeoutMs = 10_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = messages.slice(after).find((m) => m.to.includes(to.toLowerCase()) && match(m));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No matching email to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    count: () => messages.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
