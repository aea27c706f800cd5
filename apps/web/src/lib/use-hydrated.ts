import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page prerendered at build time (and in that render itself), true
 * from the render after. A screen rendered in the browser alone sees true from its first render.
 * For what the prerendered HTML cannot know or must not do yet, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
