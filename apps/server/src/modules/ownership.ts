import { forbidden, notFound } from '../errors.js';

/** The user id that names the caller, whoever they are (`GET /api/habits/user/me`). */
export const SELF = 'me';

/**
 * Ownership, the same way in every module: each service acts for the signed-in user (the owner),
 * its repository scopes every query by the owner's id, and these two checks turn what the client
 * named into a refusal.
 */

/**
 * A user id the client names (path or body, for the spec's payloads) must be the caller's own, or
 * `me` (issue 41: a script with a token need not look its id up): else 403.
 */
export function assertSelf(callerId: string, namedUserId: string | null | undefined, message: string): void {
  if (namedUserId != null && namedUserId !== SELF && namedUserId !== callerId) throw forbidden(message);
}

/** A record read for its owner: absent, malformed id or another user's are all the same 404. */
export function owned<T>(record: T | undefined, message: string): T {
  if (record === undefined) throw notFound(message);
  return record;
}
