import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES, DASHBOARD_TEXTS, type PublicConfig } from '@stride/domain';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { SubscriptionCard } from './subscription-card';

const config = vi.hoisted(() => ({
  current: { appOrigin: 'http://localhost', supportEmail: 'help@stride.test', appStoreUrl: null, playStoreUrl: null, voiceCalls: false, payments: false, vapidPublicKey: '' } as PublicConfig,
}));
vi.mock('../../lib/config', () => ({ getPublicConfig: () => config.current }));

/** Issue 51: a server without payments says so on the card, instead of an Upgrade that can only fail. */
describe('SubscriptionCard with payments off', () => {
  it('Free: says payments are off and offers no Upgrade; the plans stay a tap away', () => {
    renderWithProviders(<SubscriptionCard user={makeUser({ subscriptionStatus: null })} />);
    expect(screen.getByText(DASHBOARD_TEXTS.freeTitle)).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DASHBOARD_TEXTS.upgrade })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: DASHBOARD_TEXTS.comparePlans })).toBeInTheDocument();
  });

  it('Canceled: no Resubscribe either', () => {
    renderWithProviders(<SubscriptionCard user={makeUser({ subscriptionStatus: 'canceled' })} />);
    expect(screen.getByText(BILLING_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DASHBOARD_TEXTS.resubscribe })).not.toBeInTheDocument();
  });

  it('Active: managing a subscription already bought is still offered', () => {
    renderWithProviders(<SubscriptionCard user={makeUser({ subscriptionStatus: 'active' })} />);
    expect(screen.getByRole('button', { name: DASHBOARD_TEXTS.manageSubscription })).toBeInTheDocument();
    expect(screen.queryByText(BILLING_MESSAGES.notConfigured)).not.toBeInTheDocument();
  });
});
