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
