import { useState } from 'react';
import { DASHBOARD_TEXTS } from '@stride/domain';
import { getErrorMessage } from '../error-message';
import { billingApi } from './billing-api';

/** "Other request failures" (section 8): the server's message, or the network error message. */
function reasonOf(error: unknown): string {
  return getErrorMessage(error);
}

/**
 * Starts hosted checkout or opens the billing portal, and on failure holds the alert text of
 * section 8 for an in-app dialog (never `window.alert`).
 */
export function useBillingRedirect() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const go = async (request: () => Promise<{ url?: string; error?: string }>, missingUrl: string, toAlert: (reason: string) => string) => {
    setBusy(true);
    try {
      const { url, error } = await request();
      if (error) throw new Error(error);
      if (!url) throw new Error(missingUrl);
      window.location.assign(url);
    } catch (caught) {
      setFailure(toAlert(reasonOf(caught)));
      setBusy(false);
    }
  };

  const startCheckout = (email: string) =>
    go(() => billingApi.createCheckoutSession(email), DASHBOARD_TEXTS.noCheckoutUrl, () => DASHBOARD_TEXTS.checkoutFailed);

  const openPortal = (customerId: string | null) =>
    go(
      () =>
        customerId
          ? billingApi.createPortalSession(customerId)
          : Promise.reject(new Error(DASHBOARD_TEXTS.noBillingAccount)),
      DASHBOARD_TEXTS.noPortalUrl,
      (reason) => `${DASHBOARD_TEXTS.portalFailedPrefix}${reason}`,
    );

  return { busy, failure, dismissFailure: () => setFailure(null), startCheckout, openPortal };
}
