import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens are lazy chunks (often two in a row: layout, then page). Transforming them on first use
// takes longer than Testing Library's 1 s default on a loaded machine; a real failure still fails.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
// (The prerender's tests run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
