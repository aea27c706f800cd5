import { vi } from 'vitest';

/** A screen of the given width, as far as `matchMedia('(max-width: …)')` can tell (jsdom has no matchMedia). */
export function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity) >= width,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
