import type {
  AuthCheckResponse,
  LoginBody,
  MessageResponse,
  SignupBody,
  UpdateProfileBody,
  UserResponse,
} from '@stride/domain';
import { apiRequest } from '../api-client';

/**
 * Section 7, Auth: the session calls the auth slice makes. Answers are typed by the domain
 * schemas' inferred types, not parsed at run time: the session code ships in the entry chunk and
 * zod would more than double what the first visit downloads.
 */
export const authApi = {
  login: (body: LoginBody) => apiRequest<UserResponse>('POST', '/api/auth/login', body),
  signup: (body: SignupBody) => apiRequest<UserResponse>('POST', '/api/auth/signup', body),
  logout: () => apiRequest<MessageResponse>('POST', '/api/auth/logout', {}),
  check: () => apiRequest<AuthCheckResponse>('GET', '/api/auth/check'),
  verifyEmail: (code: string) => apiRequest<UserResponse>('POST', '/api/auth/verify-email', { code }),
  resendVerification: (email: string) =>
    apiRequest<MessageResponse>('POST', '/api/auth/resend-verification', { email }),
  updateProfile: (body: UpdateProfileBody) => apiRequest<UserResponse>('PATCH', '/api/users/me', body),
};
