import type { AppDispatch } from '../store/store';
import { billingEndpoints } from './billing-endpoints';

export { failureMessage } from '../api/stride-api';

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
export const createCheckoutSession = (dispatch: AppDispatch, email: string) => run(dispatch(billingEndpoints.endpoints.createCheckoutSession.initiate(email)));

/** Section 7, Payments: the billing portal's `url` for the customer. */
export const createPortalSession = (dispatch: AppDispatch, customerId: string) => run(dispatch(billingEndpoints.endpoints.createPortalSession.initiate(customerId)));
