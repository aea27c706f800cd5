import zlib from 'node:zlib';

/**
 * How answers are compressed (issue 18, the wire): above 1 KiB, br or gzip as the client accepts.
 * Brotli at quality 4: most of its gain at a fraction of its top level's time. The app's
 * @fastify/compress uses these, and so do answers kept already compressed (kept-answer.ts).
 */
export const COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
};

export type Encoding = 'br' | 'gzip';
