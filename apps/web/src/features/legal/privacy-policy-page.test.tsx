import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_DOCUMENT } from '../../components/legal/privacy-content';
import { recordScrollIntoView } from '../../test/record-scroll-into-view';
import { renderWithProviders } from '../../test/render-with-providers';
import { PrivacyPolicyPage } from './privacy-policy-page';

const scrollIntoView = recordScrollIntoView();

describe('PrivacyPolicyPage', () => {
  it('covers AI processing, processors, deletion within 30 days, rights and cookies', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Privacy Policy/);
    const text = document.body.textContent.replace(/\s+/g, ' ');
    for (const expected of [
      'Effective from 25 November 2024',
      'AI provider',
      'within 30 days',
      'We do not sell your personal data',
      'Information Commissioner',
      'HttpOnly',
      'UK GDPR',
      'We reply within 24-48 hours',
      'Children',
      'from the age of 3',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const heading of ['AI processing of your conversations', 'Who we share data with', 'International transfers', 'Deletion and your rights', 'Cookies']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${heading}$`) })).toBeInTheDocument();
    }
  });

  it('has one contents link per section and a link targets its section', async () => {
    const { user } = renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links).toHaveLength(PRIVACY_DOCUMENT.sections.length);
    const last = links[links.length - 1];
    if (!last) throw new Error('no contents links');
    await user.click(last);
    const target = document.getElementById(last.getAttribute('href')?.slice(1) ?? '');
    expect(target).toHaveTextContent(`${PRIVACY_DOCUMENT.sections.length}. Contact us`);
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(target).toHaveFocus();
  });
});
