import { AUTH_TEXTS } from '@stride/domain';
import { ApiError } from './api-client';
import { commonWord } from './i18n/common-words';

/**
 * What a screen shows for a failed call (section 8). Screens with a fallback of their own (every
 * auth screen: 'Login failed', 'Invalid reset code', …) show the server's message, else that
 * fallback, also when the network failed. "Other request failures" pass no fallback and show the
 * server's message, else the network error message.
 */
export function getErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (fallback) return fallback;
  if (error instanceof ApiError && error.isNetworkError) return commonWord('networkError', AUTH_TEXTS.networkError);
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return commonWord('networkError', AUTH_TEXTS.networkError);
}
