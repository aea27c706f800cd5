import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver took, and whether its signature checked out. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; data: unknown };
  verified: boolean;
  answeredStatus: number;
}

/**
 * The recipe of decision 036, as a receiver writes it: split `Stride-Signature` into `t` and `v1`,
 * compute HMAC-SHA256 of "<t>.<raw body>" with the secret, compare in constant time, and refuse a
 * timestamp more than 5 minutes from now.
 */
export function verifyStrideSignature(secret: string, rawBody: string, header: string | undefined, nowSeconds = Math.floor(Date.now() / 1000), toleranceSeconds = 300): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !parts.v1) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A real webhook receiver on loopback (plain http: tests run with WEBHOOKS_ALLOW_PRIVATE=true).
 * It answers each request with the next status of `answers` (then 200), and records what came.
 */
export async function startWebhookReceiver(options: { secret?: () => string | undefined; now?: () => number } = {}) {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const waiters: Array<() => void> = [];
  let holding = false;
  const held: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const secret = options.secret?.();
      const status = answers.shift() ?? 200;
      received.push({
        headers: req.headers,
        body,
        json: JSON.parse(body) as ReceivedWebhook['json'],
        verified: secret !== undefined && verifyStrideSignature(secret, body, req.headers['stride-signature'] as string | undefined, options.now?.()),
        answeredStatus: status,
      });
      const answer = () => res.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 300 ? `status ${status}: ${'x'.repeat(5000)}` : 'ok');
      if (holding) held.push(answer);
      else answer();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** The statuses the next requests get, in order (200 after them). */
    answerWith(...statuses: number[]) {
      answers.push(...statuses);
    },
    /**
     * Keeps the answers to the requests that come in from now until `release()`: a test can change
     * something while a delivery is in flight, whatever the machine's speed.
     */
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    /** Waits until `count` requests came in (all of them, in order). */
    async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedWebhook[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} webhook requests within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
