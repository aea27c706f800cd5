import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { OutboundRefused, createOutboundGuard, type LookupAll } from './outbound-guard.js';

/** What a receiver answered, or why it could not be reached. */
export interface WebhookPostResult {
  status: number | null;
  /** The start of the answer (at most `maxBodyChars`). */
  body: string | null;
  error: string | null;
}

export interface WebhookClientOptions {
  /** `WEBHOOKS_ALLOW_PRIVATE`: http too, and any address (self-hosting, tests). */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBodyChars?: number;
  /** Resolves names for the guard (tests answer what they need); `dns.lookup` by default. */
  lookup?: LookupAll;
  userAgent?: string;
}

export interface WebhookClient {
  /**
   * Whether a URL may be kept: https to a public address (its name resolved now), unless private
   * addresses are allowed. Throws OutboundRefused (or the DNS error).
   */
  check(url: string): Promise<URL>;
  /** POSTs the body once, following no redirect (a 3xx is an answer, not a success). */
  post(url: string, body: string, headers: Record<string, string>): Promise<WebhookPostResult>;
}

const READ_LIMIT_BYTES = 64 * 1024;

/**
 * Issue 41: the one place webhook deliveries leave the server. Without WEBHOOKS_ALLOW_PRIVATE every
 * request goes through the outbound guard of issue 38: https only, the name resolved at delivery
 * time, internal addresses refused, the connection pinned to the address that was checked.
 */
export function createWebhookClient(options: WebhookClientOptions): WebhookClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBodyChars = options.maxBodyChars ?? 1000;
  const guard = createOutboundGuard(options.lookup ? { lookup: options.lookup } : {});

  function parsePrivate(raw: string): URL {
    const url = URL.parse(raw);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new OutboundRefused('scheme', 'only http and https URLs are requested', true);
    if (url.username || url.password) throw new OutboundRefused('credentials', 'a URL with credentials is not requested', true);
    return url;
  }

  return {
    async check(raw) {
      return options.allowPrivate ? parsePrivate(raw) : guard.check(raw);
    },

    async post(raw, body, headers) {
      let url: URL;
      try {
        url = options.allowPrivate ? parsePrivate(raw) : guard.checkUrl(raw);
      } catch (error) {
        return { status: null, body: null, error: (error as Error).message };
      }
      const send = url.protocol === 'http:' ? httpRequest : httpsRequest;
      return new Promise<WebhookPostResult>((resolve) => {
        let settled = false;
        const done = (result: WebhookPostResult) => {
          if (settled) return;
          settled = true;
          resolve(result);
        };
        const req = send(
          url,
          {
            method: 'POST',
            headers: { ...headers, 'user-agent': options.userAgent ?? 'Stride-Webhooks/1.0', 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
            timeout: timeoutMs,
            ...(options.allowPrivate ? {} : { agent: guard.agent }),
          },
          (res) => {
            const chunks: Buffer[] = [];
            let size = 0;
            res.on('data', (chunk: Buffer) => {
              if (size < READ_LIMIT_BYTES) chunks.push(chunk);
              size += chunk.length;
              if (size >= READ_LIMIT_BYTES) res.destroy();
            });
            const finish = () => done({ status: res.statusCode ?? null, body: Buffer.concat(chunks).toString('utf8').slice(0, maxBodyChars), error: null });
            res.on('end', finish);
            res.on('close', finish);
            res.on('error', finish);
          },
        );
        req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
        req.on('error', (error) => done({ status: null, body: null, error: error.message.slice(0, maxBodyChars) }));
        req.end(body);
      });
    },
  };
}
