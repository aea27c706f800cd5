import type { ErrorCode } from '@stride/domain';

/**
 * What a service refuses, in the contract's terms: an error code (packages/domain
 * `ERROR_STATUS`) and a message safe to show the user. The one error handler
 * (http/error-handler.ts) answers `{ code, message }` with the code's status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For `rate_limited` and `plan_limit`: when asking again can succeed. */
    readonly retryAfterSeconds?: number,
    /** Fields answered with the message (a failed coach turn's `functionCalls`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid_request', message);
/** A field the schema let through but a rule refuses (another user's area): 400 naming it, as the schema's own refusals do. */
export const invalidField = (path: string, message: string) => new DomainError('validation_failed', message, undefined, { errors: [{ path, message }] });
export const unauthenticated = (message: string) => new DomainError('not_authenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const emailNotVerified = (message: string) => new DomainError('email_not_verified', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('payload_too_large', message);
export const unsupportedMedia = (message: string) => new DomainError('unsupported_media_type', message);
/** Too many attempts in a short time (log-ins, codes). */
export const rateLimited = (message: string, retryAfterSeconds?: number) => new DomainError('rate_limited', message, retryAfterSeconds);
/** The plan's allowance is used up (messages, voice seconds). */
export const planLimit = (message: string, retryAfterSeconds?: number) => new DomainError('plan_limit', message, retryAfterSeconds);
export const unavailable = (message: string) => new DomainError('unavailable', message);

/** What services log with: the app's logger (pino) fits it, and so does anything else that logs. */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * For an outside service's call (`.catch(providerFailure(...))`): its failure is logged and becomes
 * a `provider_failed` with a message the user can read; our own refusals pass through unchanged.
 */
export function providerFailure(logger: Logger, logMessage: string, userMessage: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof DomainError) throw error;
    logger.error({ err: error }, logMessage);
    throw new DomainError('provider_failed', userMessage);
  };
}
