import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createLruCache } from '../lru-cache.js';
import { compress, encodingFor, type Encoding } from './compression.js';

/**
 * An answer kept between requests: its bytes and type and their weak ETag. A public one (a page of
 * the web app, the same for everyone) also keeps each encoding, made once when first asked for;
 * a user's answer is compressed by `registerCompressedAnswers` (compression.ts), which keeps the
 * bytes per user and ETag within its own budget.
 */
export interface KeptAnswer {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
  encoded?(encoding: Encoding): Buffer;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const etagOf = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** A public answer kept with its encodings (a fixed set: the web app's pages and service worker). */
export function keepAnswer(body: Buffer, type = JSON_TYPE): KeptAnswer {
  const encodings = new Map<Encoding, Buffer>();
  return {
    body,
    type,
    etag: etagOf(body),
    encoded(encoding) {
      let encoded = encodings.get(encoding);
      if (!encoded) {
        encoded = compress(body, encoding);
        encodings.set(encoding, encoded);
      }
      return encoded;
    },
  };
}

/**
 * Sends a kept answer as the wire plugins would have (compressed as accepted, a weak ETag, a 304
 * when the client has it), without hashing it again: @fastify/etag leaves an answer that has an
 * ETag, and @fastify/compress one that has a Content-Encoding.
 */
export function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer, vary = 'accept-encoding') {
  reply.type(kept.type).header('etag', kept.etag).header('vary', vary);
  const encoding = kept.encoded ? encodingFor(request, kept.body.length) : null;
  if (!encoding) return reply.send(kept.body);
  return reply.header('content-encoding', encoding).send(kept.encoded!(encoding));
}

/** Default budget of kept answers: the habit lists of a few hundred busy users. */
const DEFAULT_KEPT_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * A user's answers kept by key (the owner and what they asked for) under a version the service
 * names (what the answer was built from, e.g. the habit rows and the day): the same version
 * answers the same bytes, already hashed; another version builds them again. The build may name a
 * newer version than the one asked for (it read the data later): the bytes are kept under the
 * version they were built from. Least recently used go first within `maxBytes` (key, version and
 * body); 0 keeps nothing.
 */
export function createKeptAnswerCache(maxBytes = DEFAULT_KEPT_ANSWER_BYTES) {
  const entries = createLruCache<{ version: string; kept: KeptAnswer }>(maxBytes, (key, { version, kept }) => key.length + version.length + kept.body.length);
  return {
    async get(key: string, version: string, build: () => Promise<{ version: string; body: Buffer }>): Promise<KeptAnswer> {
      const entry = entries.get(key);
      if (entry?.version === version) return entry.kept;
      const built = await build();
      const kept: KeptAnswer = { body: built.body, type: JSON_TYPE, etag: etagOf(built.body) };
      entries.set(key, { version: built.version, kept });
      return kept;
    },
    get size() {
      return entries.size;
    },
  };
}
export type KeptAnswerCache = ReturnType<typeof createKeptAnswerCache>;
