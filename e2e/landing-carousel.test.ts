import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANDING_SLIDES, TIMINGS } from '@stride/domain';
import { DESKTOP, newPage } from './support/browser.js';
import { useAppAndBrowser } from './support/suite.js';

const TITLES = LANDING_SLIDES.map((s) => s.title);

/** Records, in the page, when the visible slide title changes (performance.now() on the page's clock, and title). */
async function recordSlideChanges(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { slideChanges: Array<[number, string]> };
    w.slideChanges = [];
    const carousel = document.querySelector('[data-testid="hero-carousel"]')!;
    let last = carousel.querySelector('[data-testid="hero-slide-title"]')?.textContent ?? '';
    new MutationObserver(() => {
      const now = carousel.querySelector('[data-testid="hero-slide-title"]')?.textContent ?? '';
      if (now && now !== last) {
        last = now;
        w.slideChanges.push([performance.now(), now]);
      }
    }).observe(carousel, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * Lets the page's clock (installed and paused by openLanding) run `ms`, firing the timers that fall
 * due in order, in steps of 100 ms that each wait for the page: between steps React renders what
 * a timer changed and sets the next one, as it would while real time passes.
 */
async function runClock(page: Page, ms: number, step = 100) {
  for (let done = 0; done < ms; done += step) await page.clock.runFor(Math.min(step, ms - done));
}

/**
 * Pauses the page's clock a moment (100 ms) ahead of where it is, as if the test had paused it
 * then; asked again when the page's clock got there first (a busy machine answers slowly).
 */
async function pauseClock(page: Page) {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      if (!/to the past/.test(String(error))) throw error;
    }
  }
}

const slideChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { slideChanges: Array<[number, string]> }).slideChanges);
const currentTitle = (page: Page) => page.getByTestId('hero-slide-title').textContent();

describe('landing carousel in a real browser', () => {
  const suite = useAppAndBrowser();

  /**
   * The landing page with the page's clock under the test's control: it runs as real time while
   * the page loads, and is paused once the app has taken over; from then on the carousel's timers
   * fire only as runClock moves the clock (what took ~31 s of real waiting now takes about 3).
   */
  async function openLanding(reducedMotion: 'reduce' | 'no-preference') {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    await page.clock.install();
    await page.emulateMedia({ reducedMotion });
    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByTestId('hero-carousel').waitFor();
    // The carousel turns and answers its buttons once the app has taken over the prerendered page.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await pauseClock(page);
    // Keep the pointer away from the carousel: hovering pauses it.
    await page.mouse.move(1, DESKTOP.height - 1);
    return { context, page };
  }

  it('shows the three slides in order, advancing every 3 seconds and wrapping around', async () => {
    const { context, page } = await openLanding('no-preference');
    try {
      expect(await currentTitle(page)).toBe(TITLES[0]);
      await recordSlideChanges(page);
      await runClock(page, TIMINGS.carouselIntervalMs * 3 + 700);
      const changes = await slideChanges(page);
      expect(changes.map(([, title]) => title).slice(0, 3)).toEqual([TITLES[1], TITLES[2], TITLES[0]]);
      const gaps = changes.slice(1).map(([t], i) => t - changes[i]![0]);
      for (const gap of gaps.slice(0, 2)) expect(Math.abs(gap - TIMINGS.carouselIntervalMs)).toBeLessThan(400);
    } finally {
      await context.close();
    }
  });

  it('pauses while hovered and while focus is inside, and resumes after', async () => {
    const { context, page } = await openLanding('no-preference');
    try {
      const carousel = page.getByTestId('hero-carousel');
      await carousel.hover();
      const hovered = await currentTitle(page);
      await runClock(page, TIMINGS.carouselIntervalMs + 800);
      expect(await currentTitle(page)).toBe(hovered);
      await page.mouse.move(1, DESKTOP.height - 1);
      await runClock(page, TIMINGS.carouselIntervalMs + 800);
      expect(await currentTitle(page)).not.toBe(hovered);

      await page.getByRole('button', { name: /^Show slide 1:/ }).focus();
      const focused = await currentTitle(page);
      await runClock(page, TIMINGS.carouselIntervalMs + 800);
      expect(await currentTitle(page)).toBe(focused);
    } finally {
      await context.close();
    }
  });

  it('lets the indicators choose a slide by mouse and by keyboard, and a button pause the rotation', async () => {
    const { context, page } = await openLanding('no-preference');
    try {
      await page.getByRole('button', { name: `Show slide 3: ${TITLES[2]}` }).click();
      expect(await currentTitle(page)).toBe(TITLES[2]);
      expect(await page.getByRole('button', { name: `Show slide 3: ${TITLES[2]}` }).getAttribute('aria-current')).toBe('true');

      await page.getByRole('button', { name: `Show slide 2: ${TITLES[1]}` }).focus();
      await page.keyboard.press('Enter');
      expect(await currentTitle(page)).toBe(TITLES[1]);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      expect(await currentTitle(page)).toBe(TITLES[0]);

      // The first slide's call picture has a moving voice waveform, until the user pauses.
      const movingBars = () =>
        page.getByTestId('call-waveform').evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length);
      expect(await movingBars()).toBe(12);
      await page.getByRole('button', { name: 'Pause slides' }).click();
      await page.mouse.move(1, DESKTOP.height - 1);
      await page.locator('h1').first().click(); // focus leaves the carousel
      const paused = await currentTitle(page);
      await runClock(page, TIMINGS.carouselIntervalMs + 800);
      expect(await currentTitle(page)).toBe(paused);
      await page.getByRole('button', { name: 'Play slides' }).waitFor();
      expect(await movingBars()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('does not rotate when the user prefers reduced motion, while the indicators still work', async () => {
    const { context, page } = await openLanding('reduce');
    try {
      await runClock(page, TIMINGS.carouselIntervalMs * 2 + 500);
      expect(await currentTitle(page)).toBe(TITLES[0]);
      // Nothing in the carousel moves, the voice waveform included.
      expect(await page.getByTestId('hero-carousel').evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length)).toBe(0);
      await page.getByRole('button', { name: `Show slide 2: ${TITLES[1]}` }).click();
      expect(await currentTitle(page)).toBe(TITLES[1]);
    } finally {
      await context.close();
    }
  });
});
