import { screen } from '@testing-library/react';
import {
  APP_CONFIG_ELEMENT_ID,
  PLAN_LIMITS,
  PREMIUM_PRICE_GBP,
  formatPrice,
  formatVoiceAllowance,
  planFeatureTexts,
} from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { SupportPage } from './support-page';

const SUPPORT_EMAIL = 'a-very-long-support-address-for-wrapping@help.stride.example';

// The address the server injects into index.html; getPublicConfig reads it on first use.
beforeAll(() => {
  const script = document.createElement('script');
  script.id = APP_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({ supportEmail: SUPPORT_EMAIL });
  document.head.append(script);
});
afterAll(() => document.getElementById(APP_CONFIG_ELEMENT_ID)?.remove());

const normalized = (element: Element) => element.textContent.replace(/\s+/g, ' ');

describe('SupportPage', () => {
  it('shows the reply time, deletion and cancellation with the configured mailto link', () => {
    renderWithProviders(<SupportPage />, { route: '/support' });
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Support/);
    const mail = screen.getAllByRole('link', { name: SUPPORT_EMAIL });
    expect(mail.length).toBeGreaterThan(0);
    for (const link of mail) expect(link).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);

    const text = normalized(document.body);
    expect(text).toContain('We reply within 24-48 hours');
    expect(text).toContain('ask us to delete your account. We delete your data within 30 days of the request');
    expect(screen.getByRole('heading', { level: 2, name: 'Cancel your subscription' })).toBeInTheDocument();
    expect(text).toContain('You keep Premium until the end of the period you have paid for');
    expect(text).not.toMatch(/not available on the web/i);
  });

  it('answers the common questions in an accordion under an h2, with plan figures from the constants', async () => {
    const { user } = renderWithProviders(<SupportPage />, { route: '/support' });
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();

    const open = async (question: RegExp) => {
      const button = screen.getByRole('button', { name: question });
      expect(button.closest('h3')).not.toBeNull();
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      return normalized(screen.getByRole('region', { name: question }));
    };

    const plans = await open(/what plans are there/i);
    for (const feature of [...planFeatureTexts('free'), ...planFeatureTexts('premium')]) expect(plans).toContain(feature);
    expect(plans).toContain(`${formatPrice(PREMIUM_PRICE_GBP)} per month, billed monthly`);

    const limits = await open(/daily limit/i);
    expect(limits).toContain('asks you to subscribe');
    expect(limits).toContain('reset at midnight in your own time zone');
    expect(limits).toContain(`${formatVoiceAllowance(PLAN_LIMITS.free.voiceSecondsPerMonth)} of monthly AI check-ins`);

    const billing = await open(/billing/i);
    expect(billing).toContain(`${formatPrice(PREMIUM_PRICE_GBP)} per month, billed monthly`);
    expect(billing).toContain('Manage Subscription');
    expect(billing).toContain('until the end of the period you have paid for');

    const coach = await open(/what can the ai coach do/i);
    expect(coach).toContain('voice call');
    expect(coach).toContain('create and update your habits, goals and vision');
    expect(coach).toContain('does not give medical, psychological or other professional advice');

    const privacy = await open(/conversations.*private/i);
    expect(privacy).toContain('processed by our AI provider only to generate');
    expect(privacy).toContain('do not sell your data');
    expect(privacy).toContain('within 30 days');

    const habits = await open(/habits on the web/i);
    expect(habits).toContain('on the web dashboard and in the mobile apps');
  });

  it('keeps heading levels in order: h1, then h2 sections, then h3 questions', () => {
    renderWithProviders(<SupportPage />, { route: '/support' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    expect(levels.filter((level) => level === 3)).toHaveLength(screen.getAllByRole('button', { expanded: false }).length);
  });
});
