import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';

/** True while the user asks for reduced motion; follows changes of the setting. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

export interface CarouselOptions {
  count: number;
  intervalMs: number;
  /** With reduced motion nothing rotates until the user explicitly presses play. */
  reducedMotion: boolean;
}

/**
 * Timer and pause logic of an auto-rotating carousel (WAI-ARIA APG carousel pattern): advances every
 * `intervalMs`, wrapping around; stops while the pointer is over it or focus is inside it, and while
 * the user has paused it (WCAG 2.2.2). Choosing a slide restarts the interval.
 */
export function useCarousel({ count, intervalMs, reducedMotion }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  /** The user's play/pause choice; until they choose, rotation follows the motion preference. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const select = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  const togglePlaying = useCallback(() => {
    if (playing) {
      setPlayChoice(false);
    } else {
      setPlayChoice(true);
      // Pressing play is an explicit request: rotate now, even though focus sits on the button.
      setFocused(false);
      setHovered(false);
    }
  }, [playing]);

  const rootProps = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index, select, playing, rotating, togglePlaying, rootProps };
}
