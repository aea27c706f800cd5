import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createLruCache } from '../lru-cache.js';
import { COMPRESSION, type Encoding } from './compression.js';

/** An answer kept between requests: its bytes and type, their weak ETag, and each encoding made once, when first asked for. */
export interface KeptAnswer {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
  encoded(encoding: Encoding): Buffer;
}

export function keepAnswer(body: Buffer, type = 'application/json; charset=utf-8'): KeptAnswer {
  const encodings = new Map<Encoding, Buffer>();
  return {
    body,
    type,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded(encoding) {
      let encoded = encodings.get(encoding);
      if (!encoded) {
        encoded = encoding === 'br' ? zlib.brotliCompressSync(body, COMPRESSION.brotliOptions) : zlib.gzipSync(body);
        encodings.set(encoding, encoded);
      }
      return encoded;
    },
  };
}

/**
 * Sends a kept answer as the wire plugins would have (compressed as accepted, a weak ETag, a 304
 * when the client has it), without compressing or hashing it again: @fastify/compress leaves an
 * answer that has a Content-Encoding, and @fastify/etag one that has an ETag.
 */
export function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer) {
  reply.type(kept.type).header('etag', kept.etag).header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = kept.body.length >= COMPRESSION.threshold && accepted ? (negotiate(accepted, COMPRESSION.encodings) as Encoding | null) : null;
  if (!encoding) return reply.send(kept.body);
  return reply.header('content-encoding', encoding).send(kept.encoded(encoding));
}

/** Default budget of kept answers: the habit lists of a few hundred busy users, with their encodings. */
const DEFAULT_KEPT_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * Answers kept by key (an owner and what they asked for) under a version the service names (what
 * the answer was built from, e.g. the habit rows and the day): the same version answers the same
 * bytes, already hashed and compressed; another version builds them again. Least recently used
 * go first within `maxBytes` (an answer counts twice its bytes: room for its encodings); 0 keeps
 * nothing.
 */
export function createKeptAnswerCache(maxBytes = DEFAULT_KEPT_ANSWER_BYTES) {
  const entries = createLruCache<{ version: string; kept: KeptAnswer }>(maxBytes, (key, { version, kept }) => key.length + version.length + 2 * kept.body.length);
  return {
    async get(key: string, version: string, build: () => Promise<Buffer>): Promise<KeptAnswer> {
      const entry = entries.get(key);
      if (entry?.version === version) return entry.kept;
      const kept = keepAnswer(await build());
      entries.set(key, { version, kept });
      return kept;
    },
    get size() {
      return entries.size;
    },
  };
}
export type KeptAnswerCache = ReturnType<typeof createKeptAnswerCache>;
