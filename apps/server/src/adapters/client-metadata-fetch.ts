import { get } from 'node:https';
import { createOutboundGuard, type OutboundPolicy } from './outbound-guard.js';

/** Issue 52: a Client ID Metadata Document is small; more is not read. */
const MAX_BYTES = 5 * 1024;
const TIMEOUT_MS = 5_000;

/** Fetches a JSON document the server was given a URL of: undefined when it cannot be had (any reason). */
export type JsonFetch = (url: string) => Promise<unknown>;

/**
 * Issue 52: GETs a client's metadata document (a URL `client_id`) through the outbound guard of
 * issue 38, the same check webhooks and push go through: https only, no credentials, the name
 * resolved at connection time and any internal address refused, no redirect followed, at most
 * 5 KiB, within 5 seconds.
 */
export function createClientMetadataFetch(policy: Pick<OutboundPolicy, 'testLoopbackOrigins' | 'lookup'> = {}): JsonFetch {
  const guard = createOutboundGuard(policy);
  return async (raw) => {
    let url: URL;
    try {
      url = guard.checkUrl(raw);
    } catch {
      return undefined;
    }
    return new Promise((resolve) => {
      let settled = false;
      const done = (value: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(value);
      };
      const req = get(url, { agent: guard.agent, headers: { accept: 'application/json' } }, (res) => {
        if (res.statusCode !== 200 || !/^application\/([a-z.+-]*\+)?json\b/i.test(String(res.headers['content-type'] ?? ''))) {
          res.resume();
          done(undefined);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) {
            done(undefined);
            res.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          try {
            done(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            done(undefined);
          }
        });
        res.on('error', () => done(undefined));
      });
      const deadline = setTimeout(() => {
        done(undefined);
        req.destroy();
      }, TIMEOUT_MS);
      req.on('error', () => done(undefined));
    });
  };
}
