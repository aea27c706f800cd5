import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { LANDING_PREVIEW_TEXTS, LANDING_SLIDES, TIMINGS } from '@stride/domain';
import { HeroCarousel } from './hero-carousel';

const TITLES = ['Natural Voice Conversations', '24/7 Chat Support', 'Smart Scheduling'];

/** A controllable `prefers-reduced-motion` media query. */
function mockReducedMotion(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    set(matches: boolean) {
      list.matches = matches;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/**
 * With fake timers the tests use fireEvent and focus(): user-event waits on a timer that Testing
 * Library only advances under Jest. The keyboard tests run on real timers, where focus inside the
 * carousel keeps it still.
 */
function setup() {
  // On the English landing page, whose texts it reads (decision 054).
  render(
    <MemoryRouter>
      <HeroCarousel />
    </MemoryRouter>,
  );
  return { carousel: screen.getByTestId('hero-carousel') };
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const visibleTitle = () => screen.getByTestId('hero-slide-title').textContent;

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });

  describe('with the keyboard and mouse', () => {
    beforeEach(() => {
      vi.useRealTimers();
    });

    it('has one indicator button per slide; click selects and marks it current', async () => {
      const user = userEvent.setup();
      setup();
      const indicators = TITLES.map((title, i) => screen.getByRole('button', { name: `Show slide ${i + 1}: ${title}` }));
      expect(indicators[0]).toHaveAttribute('aria-current', 'true');
      expect(indicators[1]).not.toHaveAttribute('aria-current');
      await user.click(indicators[2]!);
      expect(visibleTitle()).toBe(TITLES[2]);
      expect(indicators[2]).toHaveAttribute('aria-current', 'true');
      expect(indicators[0]).not.toHaveAttribute('aria-current');
    });

    it('indicators are reachable with Tab and activate with Enter and Space', async () => {
      const user = userEvent.setup();
      setup();
      await user.tab();
      expect(screen.getByRole('button', { name: /^Show slide 1:/ })).toHaveFocus();
      expect(screen.getByRole('group').parentElement).toHaveAttribute('aria-live', 'polite');
      await user.tab();
      expect(screen.getByRole('button', { name: /^Show slide 2:/ })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(visibleTitle()).toBe(TITLES[1]);
      expect(screen.getByRole('button', { name: /^Show slide 2:/ })).toHaveAttribute('aria-current', 'true');
      await user.tab();
      await user.keyboard(' ');
      expect(visibleTitle()).toBe(TITLES[2]);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Pause slides' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Play slides' })).toHaveFocus();
    });
  });

  it('has the three slides of the spec, one rendered at a time, with carousel semantics', () => {
    expect(LANDING_SLIDES.map((slide) => slide.title)).toEqual(TITLES);
    const { carousel } = setup();
    expect(carousel).toHaveAttribute('role', 'region');
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel).toHaveAccessibleName();
    const slide = within(carousel).getByRole('group');
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveAccessibleName('1 of 3');
    expect(within(slide).getByRole('heading', { name: TITLES[0] })).toBeVisible();
    expect(screen.queryByText(TITLES[1]!)).not.toBeInTheDocument();
    expect(screen.queryByText(TITLES[2]!)).not.toBeInTheDocument();
  });

  it('illustrates each slide with a small picture of the product that screen readers skip', () => {
    setup();
    const pictureOf = () => screen.getByTestId('hero-slide').querySelector('[aria-hidden="true"]')!;
    expect(pictureOf()).toHaveTextContent(LANDING_PREVIEW_TEXTS.callStatus);
    fireEvent.click(screen.getByRole('button', { name: /^Show slide 2:/ }));
    expect(pictureOf()).toHaveTextContent(LANDING_PREVIEW_TEXTS.chatUser);
    fireEvent.click(screen.getByRole('button', { name: /^Show slide 3:/ }));
    expect(pictureOf().textContent.replace(/✓/g, '')).toBe(LANDING_PREVIEW_TEXTS.weekDays.join(''));
    // The picture is the slide's first child and hidden: only the title and the text are read out.
    expect(screen.getByTestId('hero-slide').firstElementChild).toBe(pictureOf());
  });

  it('advances every 3 seconds and wraps around, with the live region off while rotating', () => {
    setup();
    expect(TIMINGS.carouselIntervalMs).toBe(3000);
    const live = screen.getByRole('group').parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    for (const title of [TITLES[1], TITLES[2], TITLES[0], TITLES[1]]) {
      advance(TIMINGS.carouselIntervalMs);
      expect(visibleTitle()).toBe(title);
    }
    expect(screen.getByRole('group')).toHaveAccessibleName('2 of 3');
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    setup();
    act(() => screen.getByRole('button', { name: /^Show slide 1:/ }).focus());
    expect(screen.getByRole('group').parentElement).toHaveAttribute('aria-live', 'polite');
    advance(TIMINGS.carouselIntervalMs * 3);
    expect(visibleTitle()).toBe(TITLES[0]);
    act(() => (document.activeElement as HTMLElement).blur());
    advance(TIMINGS.carouselIntervalMs);
    expect(visibleTitle()).toBe(TITLES[1]);
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    const { carousel } = setup();
    fireEvent.pointerEnter(carousel);
    advance(TIMINGS.carouselIntervalMs * 3);
    expect(visibleTitle()).toBe(TITLES[0]);
    fireEvent.pointerLeave(carousel);
    advance(TIMINGS.carouselIntervalMs);
    expect(visibleTitle()).toBe(TITLES[1]);
  });

  it('has a pause/play toggle that stops and restarts rotation', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    const play = screen.getByRole('button', { name: 'Play slides' });
    expect(screen.getByRole('group').parentElement).toHaveAttribute('aria-live', 'polite');
    advance(TIMINGS.carouselIntervalMs * 3);
    expect(visibleTitle()).toBe(TITLES[0]);
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    advance(TIMINGS.carouselIntervalMs);
    expect(visibleTitle()).toBe(TITLES[1]);
  });

  it('does not rotate when the user prefers reduced motion, and follows changes of the setting', () => {
    const motion = mockReducedMotion(true);
    setup();
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
    advance(TIMINGS.carouselIntervalMs * 4);
    expect(visibleTitle()).toBe(TITLES[0]);
    expect(screen.getByRole('group').parentElement).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: /^Show slide 3:/ }));
    expect(visibleTitle()).toBe(TITLES[2]);
    advance(TIMINGS.carouselIntervalMs * 2);
    expect(visibleTitle()).toBe(TITLES[2]);

    motion.set(false);
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    advance(TIMINGS.carouselIntervalMs);
    expect(visibleTitle()).toBe(TITLES[0]);
  });
});
