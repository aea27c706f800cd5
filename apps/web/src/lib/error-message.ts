import { AUTH_TEXTS } from '@stride/domain';
import { ApiError } from './api-client';

/**
 * What a screen shows for a failed call (section 8): the server's message, else the network
 * error message, else the screen's own fallback text.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.isNetworkError) return AUTH_TEXTS.networkError;
    return fallback;
  }
  if (typeof error === 'string' && error) return error;
  return fallback;
}
