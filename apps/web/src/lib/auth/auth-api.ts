import { AUTH_ROUTES, USERS_ROUTES, type API, type LoginBody, type SignupBody, type UpdateProfileBody } from '@stride/domain';
import { apiCall } from '../api-client';

/**
 * Section 7, Auth: the session calls lib/auth/session-actions.ts makes. They go by the contract's routes and
 * their answers are typed from it, not parsed at run time: the session code ships in the entry
 * chunk and zod would more than double what the first visit downloads.
 */
export const authApi = {
  login: (body: LoginBody) => apiCall<typeof API.auth.login>(AUTH_ROUTES.login, { body }),
  signup: (body: SignupBody) => apiCall<typeof API.auth.signup>(AUTH_ROUTES.signup, { body }),
  logout: () => apiCall<typeof API.auth.logout>(AUTH_ROUTES.logout),
  check: () => apiCall<typeof API.auth.check>(AUTH_ROUTES.check),
  verifyEmail: (code: string) => apiCall<typeof API.auth.verifyEmail>(AUTH_ROUTES.verifyEmail, { body: { code } }),
  resendVerification: (email: string) => apiCall<typeof API.auth.resendVerification>(AUTH_ROUTES.resendVerification, { body: { email } }),
  updateProfile: (body: UpdateProfileBody) => apiCall<typeof API.users.updateProfile>(USERS_ROUTES.updateProfile, { body }),
};
