import { useEffect, useState } from 'react';
import { DASHBOARD_TEXTS } from '@stride/domain';
import { failureMessage, type ApiFailure } from '../api/stride-api';
import { authApi } from '../auth/auth-api';
import { userUpdated } from '../auth/auth-slice';
import { useAppDispatch } from '../store/hooks';
import { useCreateCheckoutSessionMutation, useCreatePortalSessionMutation } from './billing-endpoints';

const isConflict = (caught: unknown): caught is ApiFailure & { serverMessage: string } =>
  !!caught && typeof caught === 'object' && 'status' in caught && caught.status === 409 && 'serverMessage' in caught && !!caught.serverMessage;

/**
 * Starts hosted checkout or opens the billing portal, and on failure holds the alert text of
 * section 8 for an in-app dialog (never `window.alert`).
 */
export function useBillingRedirect() {
  const dispatch = useAppDispatch();
  const [createCheckoutSession] = useCreateCheckoutSessionMutation();
  const [createPortalSession] = useCreatePortalSessionMutation();
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

  const go = async (request: () => Promise<{ url?: string; error?: string }>, missingUrl: string, alertFor: (caught: unknown) => string) => {
    setBusy(true);
    try {
      const { url, error } = await request();
      if (error) throw new Error(error);
      if (!url) throw new Error(missingUrl);
      window.location.assign(url);
    } catch (caught) {
      setFailure(alertFor(caught));
      setBusy(false);
    }
  };

  const startCheckout = (email: string) =>
    go(() => createCheckoutSession(email).unwrap(), DASHBOARD_TEXTS.noCheckoutUrl, (caught) => {
      if (isConflict(caught)) {
        // Premium already (bought in another tab, say): say so and show the account as it is now,
        // rather than a 'Please try again' that can never succeed.
        authApi.check().then(({ user }) => user && dispatch(userUpdated(user)), () => undefined);
        return caught.serverMessage;
      }
      return DASHBOARD_TEXTS.checkoutFailed;
    });

  const openPortal = (customerId: string | null) =>
    go(
      () =>
        customerId
          ? createPortalSession(customerId).unwrap()
          : Promise.reject(new Error(DASHBOARD_TEXTS.noBillingAccount)),
      DASHBOARD_TEXTS.noPortalUrl,
      (caught) => `${DASHBOARD_TEXTS.portalFailedPrefix}${failureMessage(caught)}`,
    );

  return { busy, failure, dismissFailure: () => setFailure(null), startCheckout, openPortal };
}
