import { useSyncExternalStore } from 'react';

function listOf(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * True while the media query matches; follows changes (a resize, a changed system setting).
 * Without `matchMedia` (tests in jsdom) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => listOf(query)?.matches ?? fallback,
    () => fallback,
  );
}
