/**
 * What went wrong, for a program to read (STYLE rule 5; DECISIONS "Errors carry a code"). Every
 * error answer is `{ code, message }` (plus `errors` for validation): clients branch on `code`,
 * and show `message`, the spec's text, as it is. A code is never renamed once released. (No zod
 * here: the first download reads the codes.)
 */
export const ERROR_STATUS = {
  /** The request's fields do not match the contract (`errors` names each one). */
  validation_failed: 400,
  /** Well-formed, but refused by a rule (a date not scheduled, bad JSON, an unreadable upload). */
  invalid_request: 400,
  not_authenticated: 401,
  /** Signed in, but the email is not verified yet. */
  email_not_verified: 403,
  forbidden: 403,
  not_found: 404,
  /** A voice call whose browser sent no microphone audio for too long was ended. */
  no_audio: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** Too many attempts in a short time (log-ins, codes): try again after `Retry-After`. */
  rate_limited: 429,
  /** The plan's allowance is used up (messages or voice seconds today, this month). */
  plan_limit: 429,
  /** The account has as many voice calls open as it may (VOICE_CALLS_AT_ONCE): end one to start another. */
  too_many_calls: 429,
  /** An outside service (the AI provider, Stripe) failed. */
  provider_failed: 502,
  /** The database or a needed service is briefly away; try again in a moment. */
  unavailable: 503,
  internal: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The code an answer of `status` gets when nothing more specific is known (Fastify's own 4xx, a proxy's). */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'invalid_request';
    case 401:
      return 'not_authenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 502:
      return 'provider_failed';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'invalid_request';
  }
}

/** Every error answer of the API (its schema: error-response.schema.ts). */
export interface ErrorResponse {
  code: ErrorCode;
  message: string;
  /** For `validation_failed`: each field refused, and why. */
  errors?: { path: string; message: string }[];
}

/** The body of an error answer: a code a program reads and a message a person reads. */
export const errorBody = (code: ErrorCode, message: string): ErrorResponse => ({ code, message });
