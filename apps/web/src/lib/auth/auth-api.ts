import { API_ROUTES, type API, type LoginBody, type SignupBody, type UpdateProfileBody } from '@stride/domain';
import { apiCall } from '../api-client';

/**
 * Section 7, Auth: the session calls the auth slice makes. They go by the contract's routes and
 * their answers are typed from it, not parsed at run time: the session code ships in the entry
 * chunk and zod would more than double what the first visit downloads.
 */
export const authApi = {
  login: (body: LoginBody) => apiCall<typeof API.auth.login>(API_ROUTES.auth.login, { body }),
  signup: (body: SignupBody) => apiCall<typeof API.auth.signup>(API_ROUTES.auth.signup, { body }),
  logout: () => apiCall<typeof API.auth.logout>(API_ROUTES.auth.logout),
  check: () => apiCall<typeof API.auth.check>(API_ROUTES.auth.check),
  verifyEmail: (code: string) => apiCall<typeof API.auth.verifyEmail>(API_ROUTES.auth.verifyEmail, { body: { code } }),
  resendVerification: (email: string) => apiCall<typeof API.auth.resendVerification>(API_ROUTES.auth.resendVerification, { body: { email } }),
  updateProfile: (body: UpdateProfileBody) => apiCall<typeof API.users.updateProfile>(API_ROUTES.users.updateProfile, { body }),
};
