import { screen, within } from '@testing-library/react';
import {
  PLAN_LIMITS,
  PREMIUM_PRICE_GBP,
  formatPrice,
  formatVoiceAllowance,
} from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { TERMS_DOCUMENT } from '../../components/legal/terms-content';
import { recordScrollIntoView } from '../../test/record-scroll-into-view';
import { renderWithProviders } from '../../test/render-with-providers';
import { TermsPage } from './terms-page';

const { free, premium } = PLAN_LIMITS;
const scrollIntoView = recordScrollIntoView();

const pageText = () => document.body.textContent.replace(/\s+/g, ' ');

describe('TermsPage', () => {
  it('states the plan figures from PLAN_LIMITS and the settled legal facts', () => {
    renderWithProviders(<TermsPage />, { route: '/terms-and-conditions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Terms and Conditions/);
    const text = pageText();
    for (const expected of [
      `${free.messagesPerDay} AI coach messages per day`,
      `${formatVoiceAllowance(free.voiceSecondsPerDay)} of voice calls per day`,
      `${formatVoiceAllowance(free.voiceSecondsPerMonth)} of monthly AI check-ins`,
      `${premium.messagesPerDay} AI coach messages per day`,
      `${formatVoiceAllowance(premium.voiceSecondsPerDay)} of voice calls per day`,
      `${formatPrice(PREMIUM_PRICE_GBP)} per month, billed monthly`,
      'Effective from 25 November 2024',
      'governed by the law of the United Kingdom',
      'courts of England and Wales',
      'at least 3 years old',
      'within 30 days of the request',
      'We reply within 24-48 hours',
      'Cancellation takes effect at the end of your current billing period',
      'not refundable',
      'at our discretion',
      'not medical, psychological, legal, financial or other professional advice',
      'Habit tracking works on the web dashboard and in our mobile apps',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Children under 13 only with a parent or guardian who manages the account.
    expect(text).toMatch(/Children under 13 may use Stride only with a parent or guardian/);
    expect(text).not.toMatch(/not available on the web/i);
  });

  it('has one contents link per numbered h2 section, and a link moves to its section', async () => {
    const { user } = renderWithProviders(<TermsPage />, { route: '/terms-and-conditions' });
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(nav).getAllByRole('link');
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(links).toHaveLength(TERMS_DOCUMENT.sections.length);
    expect(sections).toHaveLength(TERMS_DOCUMENT.sections.length);
    TERMS_DOCUMENT.sections.forEach((section, index) => {
      const title = `${index + 1}. ${section.title}`;
      expect(links[index]).toHaveTextContent(title);
      const targetId = links[index]?.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(targetId)).toBe(sections[index]);
      expect(sections[index]).toHaveTextContent(title);
    });

    const refundsIndex = TERMS_DOCUMENT.sections.findIndex((section) => section.id === 'refunds');
    await user.click(within(nav).getByRole('link', { name: `${refundsIndex + 1}. Refunds` }));
    const refunds = screen.getByRole('heading', { level: 2, name: `${refundsIndex + 1}. Refunds` });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(refunds);
    expect(refunds).toHaveFocus();
    expect(window.location.hash).toBe(`#${refunds.id}`);
  });

  it('puts the contact address in a mailto link', () => {
    renderWithProviders(<TermsPage />, { route: '/terms-and-conditions' });
    const mail = screen.getAllByRole('link', { name: 'support@stride.local' });
    expect(mail.length).toBeGreaterThan(0);
    for (const link of mail) expect(link).toHaveAttribute('href', 'mailto:support@stride.local');
  });
});
