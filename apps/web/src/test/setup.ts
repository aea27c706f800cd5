import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { setAccountLocale } from '../lib/locale/display-locale';

// Screens are lazy chunks (often two in a row: layout, then page). Transforming them on first use
// takes longer than Testing Library's 1 s default on a loaded machine; a real failure still fails.
configure({ asyncUtilTimeout: 10_000 });

// Times are written in the browser's locale (lib/format-time.ts, issue 39), and jsdom's is en-US:
// the tests read them as en-GB does ("18:00"), the language the app's texts are written in. A test
// of another locale passes it to the formatter.
if (typeof navigator !== 'undefined') {
  Object.defineProperty(navigator, 'language', { value: 'en-GB', configurable: true });
  Object.defineProperty(navigator, 'languages', { value: ['en-GB', 'en'], configurable: true });
}

// jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
// (The prerender's tests run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Files run one after another in a worker's one jsdom (vitest.config.ts): each starts, as it would
// in a fresh jsdom, with empty storage and no cookies at the first address, and with no account's
// locale (issue 54: a file that signed in someone from Germany would otherwise write the next
// file's dates in German; one that signed in someone Spanish left the remembered language's cookie,
// and the next file's signed-out visitor was sent to /es/login).
beforeAll(() => {
  setAccountLocale(null);
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=;path=/;max-age=0`;
  }
  window.history.replaceState(null, '', '/');
});

