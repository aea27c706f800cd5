import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, BILLING_MESSAGES, DASHBOARD_TEXTS, PLAN_LIMITS, PRICING_TEXTS, formatVoiceAllowance, planFeatureTexts, type User } from '@stride/domain';
import { errorResponse, deferred, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { PricingPage } from './pricing-page';

function renderPricing(user: User | null) {
  return renderWithProviders(<PricingPage />, {
    route: '/pricing',
    preloadedState: { auth: user ? { user, isAuthenticated: true } : {} },
  });
}

const plan = (name: string) => screen.getByRole('region', { name });

describe('PricingPage (section 2, Pricing page)', () => {
  it('shows both plans with the figures of the plan constants', () => {
    renderPricing(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Pricing/);
    const free = plan('Free');
    expect(free).toHaveTextContent('£0 forever');
    for (const feature of planFeatureTexts('free')) expect(within(free).getByText(feature)).toBeInTheDocument();
    expect(free).toHaveTextContent(`${PLAN_LIMITS.free.messagesPerDay} AI coach messages per day`);
    const premium = plan('Premium');
    expect(premium).toHaveTextContent('£8 per month');
    expect(within(premium).getByText('Most Popular')).toBeInTheDocument();
    for (const feature of planFeatureTexts('premium')) expect(within(premium).getByText(feature)).toBeInTheDocument();
    // The facts below the plans read the same constants.
    expect(screen.getByText(new RegExp(`${formatVoiceAllowance(PLAN_LIMITS.free.voiceSecondsPerMonth)} of monthly check-ins`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/support');
  });

  it('logged out: Get Started and Subscribe Now both lead to /signup', () => {
    renderPricing(null);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/signup');
  });

  it('signed in on the free plan: Subscribe Now starts hosted checkout for the user', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockApi({ [on(API.billing.checkout)]: () => answer.promise });
    const { user } = renderPricing(makeUser({ subscriptionStatus: null }));
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    // The billing calls load on the first press (decision 017), then the request goes.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'ada@example.com' });
    // While the request runs the button says so, keeps focus, and a second press sends nothing.
    const waiting = screen.getByRole('button', { name: PRICING_TEXTS.redirecting });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    expect(waiting).toHaveFocus();
    await user.click(waiting);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer.resolve(jsonResponse({ error: 'Stripe said no' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(DASHBOARD_TEXTS.checkoutFailed);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const again = await screen.findByRole('button', { name: 'Subscribe Now' });
    expect(again).toHaveAttribute('aria-disabled', 'false');
    // Focus is back on the button the user pressed.
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('already Premium (bought in another tab): says so, not "try again", and shows Current Plan', async () => {
    mockApi({
      [on(API.billing.checkout)]: () => errorResponse('conflict', BILLING_MESSAGES.alreadyPremium),
      [on(API.auth.check)]: () => jsonResponse({ isAuthenticated: true, user: makeUser({ subscriptionStatus: 'active' }) }),
    });
    const { user } = renderPricing(makeUser({ subscriptionStatus: null }));
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(BILLING_MESSAGES.alreadyPremium);
    expect(dialog).not.toHaveTextContent(DASHBOARD_TEXTS.checkoutFailed);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('signed in with an unverified email: Subscribe Now leads to /verify-email first', () => {
    renderPricing(makeUser({ isEmailVerified: false }));
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/verify-email');
  });

  it('a canceled subscriber can subscribe again from here', async () => {
    const fetchMock = mockApi({ [on(API.billing.checkout)]: () => jsonResponse({}) });
    const { user } = renderPricing(makeUser({ subscriptionStatus: 'canceled' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // No url in the answer: the spec's checkout alert.
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(DASHBOARD_TEXTS.checkoutFailed);
  });

  it.each(['active', 'trialing'])("%s: 'Current Plan', disabled, with the way to manage it", (subscriptionStatus) => {
    renderPricing(makeUser({ subscriptionStatus }));
    const premium = plan('Premium');
    expect(within(premium).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(premium).queryByText('Subscribe Now')).toBeNull();
    expect(within(premium).getByRole('link', { name: PRICING_TEXTS.manageOnDashboard })).toHaveAttribute('href', '/dashboard');
  });

  it('past_due: no second checkout; Subscribe Now leads to the dashboard where the card is updated', () => {
    renderPricing(makeUser({ subscriptionStatus: 'past_due' }));
    const premium = plan('Premium');
    const link = within(premium).getByRole('link', { name: 'Subscribe Now' });
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(link).toHaveAccessibleDescription(PRICING_TEXTS.pastDueNote);
  });

  // Issue 54: the price as the page's language writes it, with the pound's narrow sign.
  it('writes the prices as each language does: £8 in English, 8 £ on /es/, /de/ and /fr/ pricing', () => {
    for (const [route, free, premium] of [
      ['/es/pricing', /^0\s£$/, /^8\s£$/],
      ['/de/pricing', /^0\s£$/, /^8\s£$/],
      ['/fr/pricing', /^0\s£$/, /^8\s£$/],
    ] as const) {
      const { unmount } = renderWithProviders(<PricingPage />, { route });
      const prices = screen.getAllByText(/£/).map((e) => e.textContent ?? '');
      expect(prices, route).toEqual([expect.stringMatching(free), expect.stringMatching(premium)]);
      unmount();
    }
    renderPricing(null);
    expect(screen.getAllByText(/£/).map((e) => e.textContent)).toEqual(['£0', '£8']);
  });
});
