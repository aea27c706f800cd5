import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, LANDING_TEXTS, documentTitle, type PublicConfig } from '@stride/domain';
import { renderWithProviders } from '../../test/render-with-providers';
import { screenWidth } from '../../test/screen-width';

const config = vi.hoisted(() => ({
  current: { appOrigin: 'https://stride.test', supportEmail: 'help@stride.test', appStoreUrl: null, playStoreUrl: null } as PublicConfig,
}));

vi.mock('../../lib/config', () => ({ getPublicConfig: () => config.current }));

const { LandingPage } = await import('./landing-page');

function setConfig(patch: Partial<PublicConfig>) {
  config.current = { ...config.current, appStoreUrl: null, playStoreUrl: null, voiceCalls: true, ...patch };
}

describe('LandingPage', () => {
  beforeEach(() => setConfig({}));

  it('has one h1, section headings without level skips, and the product title', () => {
    renderWithProviders(<LandingPage />);
    const headings = screen.getAllByRole('heading');
    const levels = headings.map((h) => Number(h.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
    expect(document.title).toBe(documentTitle(null));
    expect(document.title).toMatch(/^Stride/);
  });

  it('says plainly that calls are off on a server without voice, and nothing of the kind with voice (issue 51)', async () => {
    setConfig({ voiceCalls: false });
    const { unmount } = renderWithProviders(<LandingPage />);
    expect(await screen.findByText(LANDING_TEXTS.voiceOff)).toBeInTheDocument();
    // One story about the apps: none of the page's words says they are out; "coming soon" says they are not.
    expect(screen.queryByText(/in sync with the mobile apps|in the mobile apps/)).not.toBeInTheDocument();
    expect(screen.getByText(LANDING_TEXTS.mobileComingSoon)).toBeInTheDocument();
    unmount();
    setConfig({ voiceCalls: true });
    renderWithProviders(<LandingPage />);
    await screen.findByText(LANDING_TEXTS.mobileComingSoon);
    expect(screen.queryByText(LANDING_TEXTS.voiceOff)).not.toBeInTheDocument();
  });

  it('says, above the hero, that an account was just deleted (issue 23)', async () => {
    renderWithProviders(<LandingPage />, { preloadedState: { auth: { farewell: true } } });
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_TEXTS.deletion.farewell);
  });

  it('links the hero CTA to /signup, the secondary link to /pricing, and the final band to /signup', () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/signup');
  });

  const shots = [
    { name: 'dashboard', alt: /Stride web dashboard/, phoneAlt: /Stride dashboard on a phone/, caption: /real Stride web dashboard/ },
    { name: 'habits', alt: /habit calendar/, phoneAlt: /Habit Tracker on a phone/, caption: /each in its own colour, ticked off as you go/ },
    { name: 'coach', alt: /chat with the Stride AI Coach/, phoneAlt: /AI Coach on a phone/, caption: /The AI Coach: ask in plain words/ },
  ];

  it.each([
    { screen: 'a desktop', width: 1280, suffix: '', size: ['1280', '800'], altOf: (shot: (typeof shots)[number]) => shot.alt },
    { screen: 'a phone', width: 375, suffix: '-phone', size: ['780', '1280'], altOf: (shot: (typeof shots)[number]) => shot.phoneAlt },
  ])('shows $screen only its own pictures of the dashboard, habits and coach: lazily, sized, with their own alt text and a caption', ({ width, suffix, size, altOf }) => {
    screenWidth(width);
    renderWithProviders(<LandingPage />);
    expect(screen.getAllByRole('img')).toHaveLength(shots.length);
    for (const shot of shots) {
      const img = screen.getByRole('img', { name: altOf(shot) });
      expect(img).toHaveAttribute('src', `/showcase/${shot.name}${suffix}.jpg`);
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', size[0]);
      expect(img).toHaveAttribute('height', size[1]);
      expect(within(img.closest('figure')!).getByText(shot.caption)).toBeInTheDocument();
    }
  });

  it('never says habit tracking is missing on the web', () => {
    renderWithProviders(<LandingPage />);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/not available on the web|only in the mobile app/i);
    expect(text).toMatch(/habit tracking included/i);
  });

  it('shows no store badges when no store URL is configured', () => {
    renderWithProviders(<LandingPage />);
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
    expect(screen.getByText(/apps are coming soon/)).toBeInTheDocument();
  });

  it('shows only the App Store badge when only its URL is configured', () => {
    setConfig({ appStoreUrl: 'https://apps.apple.com/app/stride/id1' });
    renderWithProviders(<LandingPage />);
    const badge = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(badge).toHaveAttribute('href', 'https://apps.apple.com/app/stride/id1');
    expect(badge).toHaveAttribute('target', '_blank');
    expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
    expect(badge).toHaveAccessibleDescription('Opens in a new tab');
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
    expect(screen.queryByText(/apps are coming soon/)).not.toBeInTheDocument();
  });

  it('shows both badges when both URLs are configured', () => {
    setConfig({ appStoreUrl: 'https://apps.apple.com/app/stride/id1', playStoreUrl: 'https://play.google.com/store/apps/details?id=stride' });
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
    const play = screen.getByRole('link', { name: 'Get it on Google Play' });
    expect(play).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=stride');
    expect(play).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('ignores a store URL that is not a web link', () => {
    setConfig({ playStoreUrl: 'javascript:alert(1)' });
    renderWithProviders(<LandingPage />);
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
  });
});
