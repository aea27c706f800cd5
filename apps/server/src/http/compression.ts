import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLruCache } from '../lru-cache.js';

/**
 * How answers are compressed (issue 18, the wire): above 1 KiB, br or gzip as the client accepts.
 * Brotli at quality 4: most of its gain at a fraction of its top level's time. The app's
 * @fastify/compress uses these, and so do answers kept already compressed (kept-answer.ts and
 * `registerCompressedAnswers` below).
 */
export const COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
};

export type Encoding = 'br' | 'gzip';

/** `body` in `encoding`, as @fastify/compress would have sent it. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, COMPRESSION.brotliOptions) : zlib.gzipSync(body);
}

// As @fastify/compress reads Accept-Encoding: `*` and `x-gzip` mean gzip.
const GZIP_ALIAS = /\*|x-gzip/gu;

/** The encoding a `size`-byte answer goes in for this request (the one @fastify/compress picks), or null to send it as it is. */
export function encodingFor(request: FastifyRequest, size: number): Encoding | null {
  const accepted = request.headers['accept-encoding'];
  if (size < COMPRESSION.threshold || !accepted || request.headers['x-no-compression'] !== undefined) return null;
  return (negotiate(accepted.toLowerCase().replace(GZIP_ALIAS, 'gzip'), COMPRESSION.encodings) as Encoding | null) ?? null;
}

/** Default budget of compressed answers kept: at br's 5-8 % of JSON, the lists of a few thousand users. */
const DEFAULT_COMPRESSED_ANSWER_BYTES = 16 * 1024 * 1024;

export interface CompressedAnswers {
  /**
   * `body` in `encoding`: the bytes kept when this owner was last sent this ETag in it, else
   * compressed now and kept. The ETag names the body (a hash of it), so a changed answer has
   * another ETag and is compressed anew; its old bytes age out.
   */
  encoded(owner: string, etag: string, body: Buffer | string, encoding: Encoding): Buffer;
  /** Compressions made and kept bytes sent since start: what the tests and an operator look at. */
  readonly stats: { compressions: number; reused: number; entries: number; bytes: number };
}

/**
 * Compressed answers kept by owner, ETag and encoding, least recently used first out once their
 * bytes (compressed bytes and key) pass `maxBytes`; 0 keeps nothing. The owner is always part of
 * the key: one user's bytes are never sent to another, even for an equal ETag.
 */
export function createCompressedAnswers(maxBytes = DEFAULT_COMPRESSED_ANSWER_BYTES): CompressedAnswers {
  // The length of the body it was made from is kept too: an ETag that another body shared would not pass.
  const entries = createLruCache<{ size: number; bytes: Buffer }>(maxBytes, (key, value) => key.length + value.bytes.length);
  let compressions = 0;
  let reused = 0;
  return {
    encoded(owner, etag, body, encoding) {
      const key = `${owner}\n${etag}\n${encoding}`;
      const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
      const kept = entries.get(key);
      if (kept && kept.size === size) {
        reused++;
        return kept.bytes;
      }
      const bytes = compress(typeof body === 'string' ? Buffer.from(body) : body, encoding);
      compressions++;
      entries.set(key, { size, bytes });
      return bytes;
    },
    get stats() {
      return { compressions, reused, entries: entries.size, bytes: entries.cost };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Compressed answers kept per user and ETag (http/compression.ts). */
    compressedAnswers: CompressedAnswers;
  }
}

// The types @fastify/compress compresses by default, less the ones no ETag'd answer here has.
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)/u;

/**
 * Keeps the compressed bytes of every answer that has an ETag, per user: a GET answered 200 to a
 * signed-in caller (`ownerOf`), as a string or bytes of a compressible type above the threshold.
 * Registered after @fastify/etag (whose hook hashes the body and turns a match of If-None-Match
 * into a 304 with no body) and so before @fastify/compress's route hooks, which leave an answer
 * that already has a Content-Encoding. Anything else (public answers, streams, errors, writes)
 * goes on to @fastify/compress as before.
 */
export function registerCompressedAnswers(app: FastifyInstance, options: { answers: CompressedAnswers; ownerOf: (request: FastifyRequest) => string | undefined }): void {
  const { answers, ownerOf } = options;
  app.decorate('compressedAnswers', answers);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string' || reply.hasHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && !COMPRESSIBLE.test(type)) return done(null, payload);
    const owner = ownerOf(request);
    if (!owner) return done(null, payload);
    const encoding = encodingFor(request, typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length);
    if (!encoding) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (typeof vary !== 'string' || !/accept-encoding/iu.test(vary)) reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    reply.header('content-encoding', encoding);
    done(null, answers.encoded(owner, etag, payload, encoding));
  });
}
