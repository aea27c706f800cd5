import { z } from 'zod';

/** Section 7, Payments: both calls answer a hosted-page `url`, or an `error` the client reports. */
export const checkoutSessionBodySchema = z.object({ email: z.string().trim().min(1).max(254) });
export const portalSessionBodySchema = z.object({ customerId: z.string().min(1).max(200) });
export const billingRedirectResponseSchema = z.object({
  url: z.string().optional(),
  error: z.string().optional(),
});

export type CheckoutSessionBody = z.infer<typeof checkoutSessionBodySchema>;
export type PortalSessionBody = z.infer<typeof portalSessionBodySchema>;
export type BillingRedirectResponse = z.infer<typeof billingRedirectResponseSchema>;

export const BILLING_MESSAGES = {
  // Issue 51: honest words: nothing will change on a retry, so none is suggested.
  notConfigured: 'Payments are turned off on this server, so Premium cannot be bought here. Everything on the Free plan keeps working.',
  notYourCustomer: 'You can only manage your own subscription.',
  signatureInvalid: 'Invalid Stripe signature.',
  providerFailed: 'The payment provider could not be reached. Please try again.',
  alreadyPremium: 'You already have Premium. Manage your subscription from your dashboard.',
} as const;

/** Section 8 texts of a refused coach request (HTTP 429). */
export const USAGE_MESSAGES = {
  messagesPerDay: 'Daily message limit reached.',
  voicePerDay: 'Daily call limit reached.',
  voicePerMonth: 'Monthly call limit reached.',
} as const;
