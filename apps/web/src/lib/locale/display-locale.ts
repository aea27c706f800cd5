/**
 * Issue 54: the locale every date, time and number on screen is written in: the account's
 * (language and region, chosen in Settings), or before anyone is signed in, or before they chose,
 * the browser's. The data layer follows the session with it (`followAccountLocale`, from
 * lib/store/store.ts: the public pages' first load carries none of this), so the formatting functions
 * (lib/format-time.ts, lib/format-date.ts) read it without each caller passing it on.
 */
import type { SessionStore } from '../auth/session-store';

let accountLocale: string | null = null;

/** Keeps the account's locale as the session's user has it, from now on. */
export function followAccountLocale(session: Pick<SessionStore, 'getState' | 'subscribe'>): () => void {
  const follow = () => setAccountLocale(session.getState().user?.locale);
  follow();
  return session.subscribe(follow);
}

export function setAccountLocale(locale: string | null | undefined): void {
  accountLocale = locale ?? null;
}

/** The browser's first language; undefined outside a browser (the prerenderer: Intl's default). */
export function browserLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
}

/** The account's locale when it has one, else the browser's. */
export function displayLocale(): string | undefined {
  return accountLocale ?? browserLocale();
}
