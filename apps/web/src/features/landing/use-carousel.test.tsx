import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel';

const INTERVAL = 3000;

function setup(reducedMotion = false) {
  return renderHook((props: { reducedMotion: boolean }) => useCarousel({ count: 3, intervalMs: INTERVAL, ...props }), {
    initialProps: { reducedMotion },
  });
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** A blur whose new focus target is outside the carousel root. */
const blurOut = () => ({ currentTarget: document.createElement('div'), relatedTarget: null }) as unknown as FocusEvent<HTMLElement>;

describe('useCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('advances every interval and wraps around', () => {
    const { result } = setup();
    expect(result.current.index).toBe(0);
    expect(result.current.rotating).toBe(true);
    advance(INTERVAL - 1);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(INTERVAL);
    expect(result.current.index).toBe(2);
    advance(INTERVAL);
    expect(result.current.index).toBe(0);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    const { result } = setup();
    act(() => result.current.rootProps.onPointerEnter());
    expect(result.current.rotating).toBe(false);
    advance(INTERVAL * 3);
    expect(result.current.index).toBe(0);
    act(() => result.current.rootProps.onPointerLeave());
    expect(result.current.rotating).toBe(true);
    advance(INTERVAL);
    expect(result.current.index).toBe(1);
  });

  it('pauses while focus is inside and resumes when focus leaves', () => {
    const { result } = setup();
    act(() => result.current.rootProps.onFocus());
    advance(INTERVAL * 2);
    expect(result.current.index).toBe(0);
    act(() => result.current.rootProps.onBlur(blurOut()));
    advance(INTERVAL);
    expect(result.current.index).toBe(1);
  });

  it('stays paused after pause is pressed and rotates again after play', () => {
    const { result } = setup();
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(false);
    advance(INTERVAL * 3);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(true);
    advance(INTERVAL);
    expect(result.current.index).toBe(1);
  });

  it('selects a slide and restarts the interval from there', () => {
    const { result } = setup();
    advance(INTERVAL - 500);
    act(() => result.current.select(2));
    expect(result.current.index).toBe(2);
    advance(INTERVAL - 1);
    expect(result.current.index).toBe(2);
    advance(1);
    expect(result.current.index).toBe(0);
  });

  it('does not rotate under reduced motion, but slides can still be chosen', () => {
    const { result, rerender } = setup(true);
    expect(result.current.playing).toBe(false);
    advance(INTERVAL * 5);
    expect(result.current.index).toBe(0);
    act(() => result.current.select(1));
    expect(result.current.index).toBe(1);
    advance(INTERVAL * 2);
    expect(result.current.index).toBe(1);

    // The preference can change while the page is open.
    rerender({ reducedMotion: false });
    advance(INTERVAL);
    expect(result.current.index).toBe(2);
    rerender({ reducedMotion: true });
    advance(INTERVAL * 2);
    expect(result.current.index).toBe(2);
  });
});
