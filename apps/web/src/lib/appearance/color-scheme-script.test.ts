import { afterEach, describe, expect, it, vi } from 'vitest';
import source from '../../../public/color-scheme.js?raw';
import { APPEARANCE_STORAGE_KEY, COLOR_SCHEME_ATTRIBUTE } from './appearance';

// The script index.html runs before the first paint (issue 39), run here as the page runs it.
const run = (systemDark: boolean) => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)', media: query }));
  new Function(source)();
  return document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
};

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  vi.unstubAllGlobals();
});

describe('the scheme before the first paint (public/color-scheme.js)', () => {
  it('reads the key and sets the attribute the theme uses', () => {
    expect(source).toContain(`'${APPEARANCE_STORAGE_KEY}'`);
    expect(source).toContain(`'${COLOR_SCHEME_ATTRIBUTE}'`);
  });

  it('follows the system when nothing was chosen, or "System" was', () => {
    expect(run(true)).toBe('dark');
    expect(run(false)).toBe('light');
    localStorage.setItem(APPEARANCE_STORAGE_KEY, 'system');
    expect(run(true)).toBe('dark');
  });

  it('keeps a choice made on this device, whatever the system says', () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, 'light');
    expect(run(true)).toBe('light');
    localStorage.setItem(APPEARANCE_STORAGE_KEY, 'dark');
    expect(run(false)).toBe('dark');
  });
});
