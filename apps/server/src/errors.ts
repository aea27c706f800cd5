/**
 * What a service refuses, in the service's own terms. The one error handler (http/error-handler.ts)
 * answers each kind with its status code and `{ message }`; the message is safe to show the user.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-media'
  | 'limit-reached'
  | 'provider-failed'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For `limit-reached`: when asking again can succeed. */
    readonly retryAfterSeconds?: number,
    /** Fields answered with the message (a failed coach turn's `functionCalls`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const unsupportedMedia = (message: string) => new DomainError('unsupported-media', message);
export const limitReached = (message: string, retryAfterSeconds?: number) => new DomainError('limit-reached', message, retryAfterSeconds);
export const unavailable = (message: string) => new DomainError('unavailable', message);

/** What services log with: the app's logger (pino) fits it, and so does anything else that logs. */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * For an outside service's call (`.catch(providerFailure(...))`): its failure is logged and becomes
 * a `provider-failed` with a message the user can read; our own refusals pass through unchanged.
 */
export function providerFailure(logger: Logger, logMessage: string, userMessage: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof DomainError) throw error;
    logger.error({ err: error }, logMessage);
    throw new DomainError('provider-failed', userMessage);
  };
}
