import { billingRedirectResponseSchema } from '@stride/domain';
import { apiRequest } from '../api-client';

/** Section 7, Payments: each call answers the hosted page's `url`, or an `error`. */
export const billingApi = {
  createCheckoutSession: (email: string) =>
    apiRequest('POST', '/api/stripe/create-checkout-session', { email }, billingRedirectResponseSchema),
  createPortalSession: (customerId: string) =>
    apiRequest('POST', '/api/stripe/create-portal-session', { customerId }, billingRedirectResponseSchema),
};
