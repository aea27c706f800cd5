import { useEffect, useState } from 'react';
import { DASHBOARD_TEXTS } from '@stride/domain';
import type { ApiFailure } from '../api/stride-api';
import { userUpdated } from '../auth/session-actions';
import { checkSession } from '../auth/session-check';
import { useSessionStore } from '../auth/session-context';

/**
 * The billing calls and the data layer they run on (RTK Query, the response schemas), loaded on
 * the first click: the pricing page is a public page, and a visitor who never subscribes never
 * downloads or evaluates them (decision 017).
 */
const loadBilling = () => import('./billing-calls');
type Billing = Awaited<ReturnType<typeof loadBilling>>;

const hasCode = (caught: unknown, code: string): caught is ApiFailure & { serverMessage: string } =>
  !!caught && typeof caught === 'object' && 'code' in caught && caught.code === code && 'serverMessage' in caught && !!caught.serverMessage;
const isConflict = (caught: unknown) => hasCode(caught, 'conflict');
/** Issue 51: payments are off on this server: say so, not "Please try again", which can never work. */
const isUnavailable = (caught: unknown) => hasCode(caught, 'unavailable');

/**
 * Starts hosted checkout or opens the billing portal, and on failure holds the alert text of
 * section 8 for an in-app dialog (never `window.alert`), in `texts` (the account's language on
 * signed-in screens, issue 54).
 */
export function useBillingRedirect(texts: typeof DASHBOARD_TEXTS = DASHBOARD_TEXTS) {
  const session = useSessionStore();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Back from Stripe, a browser may show this page from its back/forward cache, as it was when it
  // left: still 'Redirecting...'. It is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const go = async (
    request: (billing: Billing) => Promise<{ url?: string; error?: string }>,
    missingUrl: string,
    alertFor: (caught: unknown, billing: Billing | undefined) => string,
  ) => {
    setBusy(true);
    let billing: Billing | undefined;
    try {
      billing = await loadBilling();
      const { url, error } = await request(billing);
      if (error) throw new Error(error);
      if (!url) throw new Error(missingUrl);
      window.location.assign(url);
    } catch (caught) {
      setFailure(alertFor(caught, billing));
      setBusy(false);
    }
  };

  const startCheckout = (email: string) =>
    go((billing) => billing.createCheckoutSession(session, email), texts.noCheckoutUrl, (caught) => {
      if (isConflict(caught)) {
        // Premium already (bought in another tab, say): say so and show the account as it is now,
        // rather than a 'Please try again' that can never succeed.
        void checkSession().then((found) => found.user && userUpdated(session, found.user));
        return caught.serverMessage;
      }
      if (isUnavailable(caught)) return caught.serverMessage;
      return texts.checkoutFailed;
    });

  const openPortal = (customerId: string | null) =>
    go(
      (billing) => (customerId ? billing.createPortalSession(session, customerId) : Promise.reject(new Error(texts.noBillingAccount))),
      texts.noPortalUrl,
      (caught, billing) => `${texts.portalFailedPrefix}${billing ? billing.failureMessage(caught) : caught instanceof Error ? caught.message : String(caught)}`,
    );

  return { busy, failure, dismissFailure: () => setFailure(null), startCheckout, openPortal };
}
