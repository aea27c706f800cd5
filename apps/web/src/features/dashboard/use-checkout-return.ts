import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { planForStatus, type User } from '@stride/domain';
import { authApi } from '../../lib/auth/auth-api';
import { userUpdated } from '../../lib/auth/session-actions';
import { useSessionStore } from '../../lib/auth/session-context';

const POLL_MS = 2000;
const POLLS = 15;

export type CheckoutReturn = 'confirming' | 'confirmed' | 'canceled' | 'pending' | null;

/**
 * Back from Stripe Checkout (`?checkout=success|canceled`). The success page grants nothing by
 * itself: Premium appears when Stripe's webhook has arrived, so the account is read again every
 * 2 s (for 30 s at most) until it shows.
 */
export function useCheckoutReturn(user: User): CheckoutReturn {
  const [params] = useSearchParams();
  const session = useSessionStore();
  const outcome = params.get('checkout');
  const premium = planForStatus(user.subscriptionStatus) === 'premium';
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (outcome !== 'success' || premium) return;
    let polls = 0;
    const timer = setInterval(() => {
      polls++;
      authApi.check().then(
        ({ user: fresh }) => {
          if (fresh) userUpdated(session, fresh);
        },
        () => undefined,
      );
      if (polls >= POLLS) {
        clearInterval(timer);
        setGaveUp(true);
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [outcome, premium, session]);

  if (outcome === 'canceled') return 'canceled';
  if (outcome !== 'success') return null;
  if (premium) return 'confirmed';
  return gaveUp ? 'pending' : 'confirming';
}
