import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createLruCache } from '../lru-cache.js';
import { COMPRESSION, type Encoding } from './compression.js';

/** A JSON answer kept between requests: its bytes, their weak ETag, and each encoding made once, when first asked for. */
export interface KeptJson {
  readonly json: Buffer;
  readonly etag: string;
  encoded(encoding: Encoding): Buffer;
}

export function keepJson(json: Buffer): KeptJson {
  const encodings = new Map<Encoding, Buffer>();
  return {
    json,
    etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
    encoded(encoding) {
      let body = encodings.get(encoding);
      if (!body) {
        body = encoding === 'br' ? zlib.brotliCompressSync(json, COMPRESSION.brotliOptions) : zlib.gzipSync(json);
        encodings.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * Sends a kept answer as the wire plugins would have (compressed as accepted, a weak ETag, a 304
 * when the client has it), without compressing or hashing it again: @fastify/compress leaves an
 * answer that has a Content-Encoding, and @fastify/etag one that has an ETag.
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson) {
  reply.type('application/json; charset=utf-8').header('etag', kept.etag).header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = kept.json.length >= COMPRESSION.threshold && accepted ? (negotiate(accepted, COMPRESSION.encodings) as Encoding | null) : null;
  if (!encoding) return reply.send(kept.json);
  return reply.header('content-encoding', encoding).send(kept.encoded(encoding));
}

/** Default budget of kept answers: the habit lists of a few hundred busy users, with their encodings. */
const DEFAULT_KEPT_JSON_BYTES = 64 * 1024 * 1024;

/**
 * Answers kept by key (an owner and what they asked for) under a version the service names (what
 * the answer was built from, e.g. the habit rows and the day): the same version answers the same
 * bytes, already hashed and compressed; another version builds them again. Least recently used
 * go first within `maxBytes` (an answer counts twice its JSON: room for its encodings); 0 keeps
 * nothing.
 */
export function createKeptJsonCache(maxBytes = DEFAULT_KEPT_JSON_BYTES) {
  const entries = createLruCache<{ version: string; kept: KeptJson }>(maxBytes, (key, { version, kept }) => key.length + version.length + 2 * kept.json.length);
  return {
    async get(key: string, version: string, build: () => Promise<Buffer>): Promise<KeptJson> {
      const entry = entries.get(key);
      if (entry?.version === version) return entry.kept;
      const kept = keepJson(await build());
      entries.set(key, { version, kept });
      return kept;
    },
    get size() {
      return entries.size;
    },
  };
}
export type KeptJsonCache = ReturnType<typeof createKeptJsonCache>;
