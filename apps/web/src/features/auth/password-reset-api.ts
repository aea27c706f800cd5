import { API, type ResetPasswordBody } from '@stride/domain';
import { apiCall } from '../../lib/api-client';

/** Section 7: the three calls of the forgot-password flow. */
export const passwordResetApi = {
  sendCode: (email: string) => apiCall(API.auth.forgotPassword, { body: { email } }),
  verifyCode: (email: string, code: string) => apiCall(API.auth.verifyResetCode, { body: { email, code } }),
  resetPassword: (body: ResetPasswordBody) => apiCall(API.auth.resetPassword, { body }),
};
