import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  raw: string;
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
        const subject = /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '';
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, raw });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  function find(to: string, after: number): CaughtMail | undefined {
    return messages.slice(after).reverse().find((m) => m.to.includes(to.toLowerCase()));
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for the next message to this address (after `after` messages) and answers its 6-digit code. */
    async nextCode(to: string, after = 0, timeoutMs = 10_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to, after);
        const code = mail && /^(\d{6}) /.exec(mail.subject)?.[1];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`No code emailed to ${to} within ${timeoutMs} ms`);
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
