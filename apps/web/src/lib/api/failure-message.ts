import { getErrorMessage } from '../error-message';

/**
 * The message of a failed call, whatever threw it (an `unwrap()`ped endpoint or anything else).
 * A module of its own so that what every page shows (the Undo snackbar) does not load the data
 * layer with it (issue 47).
 */
export function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && 'status' in error && typeof error.message === 'string') return error.message;
  return getErrorMessage(error);
}
