import type { SessionStore } from '../auth/session-store';
import { dataStoreOf } from '../store/store';
import { billingEndpoints } from './billing-endpoints';

export { failureMessage } from '../api/stride-api';

// The billing calls run on the data store, made here if the pricing page (a public page, decision
// 046) is the first screen that needs it.
type Redirect = { url?: string; error?: string };

/** Runs one billing mutation and forgets it: each answer is a one-off redirect. */
async function run(pending: { unwrap(): Promise<Redirect>; reset(): void }): Promise<Redirect> {
  try {
    return await pending.unwrap();
  } finally {
    pending.reset();
  }
}

/** Section 7, Payments: the hosted checkout page's `url` for `email`. */
export const createCheckoutSession = (session: SessionStore, email: string) => run(dataStoreOf(session).dispatch(billingEndpoints.endpoints.createCheckoutSession.initiate(email)));

/** Section 7, Payments: the billing portal's `url` for the customer. */
export const createPortalSession = (session: SessionStore, customerId: string) => run(dataStoreOf(session).dispatch(billingEndpoints.endpoints.createPortalSession.initiate(customerId)));
