import { messageResponseSchema, resetTokenResponseSchema, type ResetPasswordBody } from '@stride/domain';
import { apiRequest } from '../../lib/api-client';

/** Section 7: the three calls of the forgot-password flow. */
export const passwordResetApi = {
  sendCode: (email: string) => apiRequest('POST', '/api/auth/forgot-password', { email }, messageResponseSchema),
  verifyCode: (email: string, code: string) =>
    apiRequest('POST', '/api/auth/verify-reset-code', { email, code }, resetTokenResponseSchema),
  resetPassword: (body: ResetPasswordBody) =>
    apiRequest('POST', '/api/auth/reset-password', body, messageResponseSchema),
};
