import { vi } from 'vitest';

/** A screen of the given width, as far as `matchMedia('(max-width: …)')` can tell (jsdom has no matchMedia). */
export function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    // A light screen: the theme asks for '(prefers-color-scheme: dark)' (issue 39).
    matches: !query.includes('prefers-color-scheme') && Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity) >= width,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    // The older form, which MUI's colour-scheme provider still uses.
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}
