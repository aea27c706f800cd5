import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, BILLING_MESSAGES, DASHBOARD_TEXTS } from '@stride/domain';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { SubscriptionCard } from './subscription-card';

const endDate = '2025-01-15T12:00:00.000Z';

describe('SubscriptionCard (section 4, Subscription display)', () => {
  it('active: title, valid-until date and Manage Subscription', () => {
    renderWithProviders(<SubscriptionCard user={makeUser({ subscriptionStatus: 'active', subscriptionEndDate: endDate })} />);
    expect(screen.getByText(DASHBOARD_TEXTS.activeTitle)).toBeInTheDocument();
    expect(screen.getByText('Valid until 15 January 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DASHBOARD_TEXTS.manageSubscription })).toBeInTheDocument();
  });

  it('trialing: premium already, so shown as the active subscription (no checkout offered)', () => {
    renderWithProviders(<SubscriptionCard user={makeUser({ subscriptionStatus: 'trialing', subscriptionEndDate: endDate })} />);
    expect(screen.getByText(DASHBOARD_TEXTS.activeTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DASHBOARD_TEXTS.manageSubscription })).toBeInTheDocument();
  });

  it('past_due: Payment Required, the warning and Update Payment Method', () => {
    renderWithProviders(<SubscriptionCard user={makeUser({ subscriptionStatus: 'past_due' })} />);
    expect(screen.getByText(DASHBOARD_TEXTS.pastDueTitle)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(DASHBOARD_TEXTS.pastDueWarning);
    expect(screen.getByRole('button', { name: DASHBOARD_TEXTS.updatePaymentMethod })).toBeInTheDocument();
  });

  it('canceled: title, access-until date and Resubscribe to Premium', () => {
    renderWithProviders(<SubscriptionCard user={makeUser({ subscriptionStatus: 'canceled', subscriptionEndDate: endDate })} />);
    expect(screen.getByText(DASHBOARD_TEXTS.canceledTitle)).toBeInTheDocument();
    expect(screen.getByText('You have Premium access until 15 January 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DASHBOARD_TEXTS.resubscribe })).toBeInTheDocument();
  });

  it('anything else: Free Tier with the price and the perks from the plan constants', () => {
    renderWithProviders(<SubscriptionCard user={makeUser({ subscriptionStatus: 'incomplete' })} />);
    expect(screen.getByText(DASHBOARD_TEXTS.freeTitle)).toBeInTheDocument();
    expect(screen.getByText('Upgrade to Premium - £8/month')).toBeInTheDocument();
    const premium = screen.getByRole('list', { name: 'Premium includes' });
    expect(within(premium).getByText('100 AI coach messages per day')).toBeInTheDocument();
    expect(within(premium).getByText('5 minutes of voice calls per day')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your free plan' })).getByText('10 AI coach messages per day')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DASHBOARD_TEXTS.upgrade })).toBeInTheDocument();
  });

  it('a failed checkout shows the spec alert in a dialog', async () => {
    const fetchMock = mockApi({ [on(API.billing.checkout)]: () => jsonResponse({ error: 'boom' }) });
    const { user } = renderWithProviders(<SubscriptionCard user={makeUser()} />);
    await user.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.upgrade }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(DASHBOARD_TEXTS.checkoutFailed);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'ada@example.com' });
  });

  it('with payments off on the server, says so instead of "Please try again" (issue 51)', async () => {
    mockApi({ [on(API.billing.checkout)]: () => errorResponse('unavailable', BILLING_MESSAGES.notConfigured) });
    const { user } = renderWithProviders(<SubscriptionCard user={makeUser()} />);
    await user.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.upgrade }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(BILLING_MESSAGES.notConfigured);
    expect(dialog).not.toHaveTextContent(DASHBOARD_TEXTS.checkoutFailed);
  });

  it('a portal answer without a url reports the reason', async () => {
    mockApi({ [on(API.billing.portal)]: () => jsonResponse({}) });
    const { user } = renderWithProviders(
      <SubscriptionCard user={makeUser({ subscriptionStatus: 'active', stripeCustomerId: 'cus_1' })} />,
    );
    await user.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.manageSubscription }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      `${DASHBOARD_TEXTS.portalFailedPrefix}${DASHBOARD_TEXTS.noPortalUrl}`,
    );
  });
});
