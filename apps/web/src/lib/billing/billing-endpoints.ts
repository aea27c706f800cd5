import { billingRedirectResponseSchema } from '@stride/domain';
import { apiPath, strideApi } from '../api/stride-api';

/** Section 7, Payments: each call answers the hosted page's `url`, or an `error`. Nothing is cached. */
export const billingEndpoints = strideApi.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<{ url?: string; error?: string }, string>({
      query: (email) => ({ method: 'POST', path: apiPath('stripe', 'create-checkout-session'), body: { email }, schema: billingRedirectResponseSchema }),
    }),
    createPortalSession: build.mutation<{ url?: string; error?: string }, string>({
      query: (customerId) => ({ method: 'POST', path: apiPath('stripe', 'create-portal-session'), body: { customerId }, schema: billingRedirectResponseSchema }),
    }),
  }),
});

export const { useCreateCheckoutSessionMutation, useCreatePortalSessionMutation } = billingEndpoints;
