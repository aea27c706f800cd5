import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { INTEGRATION_TEXTS } from '@stride/domain';
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
  /** The whole delivery's deadline: connecting, the headers and the body together (10 s). */
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
  /**
   * POSTs the body once, following no redirect (a 3xx is an answer, not a success), within one
   * deadline; `signal` (the queue's stop) ends it early. Its error never names an address.
   */
  post(url: string, body: string, headers: Record<string, string>, signal?: AbortSignal): Promise<WebhookPostResult>;
}

const READ_LIMIT_BYTES = 64 * 1024;
const T = INTEGRATION_TEXTS.deliveryErrors;

/**
 * Issue 48: why a delivery failed, in words its owner reads: never an address a name resolved to,
 * nor the system's own message (which may hold one). The log keeps the detail.
 */
export function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof OutboundRefused) return error.reason === 'address' || error.reason === 'host' ? T.notPublic : T.unreachable;
  const code = (error as { code?: unknown } | null)?.code;
  switch (typeof code === 'string' ? code : '') {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return T.notFound;
    case 'ECONNREFUSED':
      return T.refused;
    case 'ECONNRESET':
    case 'EPIPE':
      return T.reset;
    case 'ETIMEDOUT':
      return T.deadline(timeoutMs / 1000);
    default:
      return typeof code === 'string' && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code) ? T.tls : T.unreachable;
  }
}

/** A delivery's whole deadline unless told otherwise: connecting, the headers and the body (issue 48). */
export const WEBHOOK_DEADLINE_MS = 10_000;

/**
 * Issue 41: the one place webhook deliveries leave the server. Without WEBHOOKS_ALLOW_PRIVATE every
 * request goes through the outbound guard of issue 38: https only, the name resolved at delivery
 * time, internal addresses refused, the connection pinned to the address that was checked.
 */
export function createWebhookClient(options: WebhookClientOptions): WebhookClient {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_DEADLINE_MS;
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

    async post(raw, body, headers, signal) {
      let url: URL;
      try {
        url = options.allowPrivate ? parsePrivate(raw) : guard.checkUrl(raw);
      } catch (error) {
        return { status: null, body: null, error: describeFailure(error, timeoutMs) };
      }
      if (signal?.aborted) return { status: null, body: null, error: T.stopped };
      const send = url.protocol === 'http:' ? httpRequest : httpsRequest;
      return new Promise<WebhookPostResult>((resolve) => {
        let settled = false;
        // Issue 48: one deadline for the whole delivery (connect, headers and body), which no byte
        // resets: a receiver that trickles its answer is cut when it runs out.
        const deadline = setTimeout(() => cut(T.deadline(timeoutMs / 1000)), timeoutMs);
        // The queue's stop signal (a shutdown, a claim lost): the delivery ends now and is tried again.
        const onAbort = () => cut(T.stopped);
        signal?.addEventListener('abort', onAbort, { once: true });
        const done = (result: WebhookPostResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          signal?.removeEventListener('abort', onAbort);
          resolve(result);
        };
        const req = send(
          url,
          {
            method: 'POST',
            headers: { ...headers, 'user-agent': options.userAgent ?? 'Stride-Webhooks/1.0', 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
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
        function cut(error: string) {
          done({ status: null, body: null, error });
          req.destroy();
        }
        req.on('error', (error) => done({ status: null, body: null, error: describeFailure(error, timeoutMs) }));
        req.end(body);
      });
    },
  };
}
