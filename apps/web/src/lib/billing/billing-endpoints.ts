import { API, requestOf } from '@stride/domain';
import { strideApi } from '../api/stride-api';

/** Section 7, Payments: each call answers the hosted page's `url`, or an `error`. Nothing is cached. */
export const billingEndpoints = strideApi.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<{ url?: string; error?: string }, string>({
      query: (email) => requestOf(API.billing.checkout, { body: { email } }),
    }),
    createPortalSession: build.mutation<{ url?: string; error?: string }, string>({
      query: (customerId) => requestOf(API.billing.portal, { body: { customerId } }),
    }),
  }),
});

export const { useCreateCheckoutSessionMutation, useCreatePortalSessionMutation } = billingEndpoints;
