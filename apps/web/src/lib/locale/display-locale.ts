/**
 * Issue 54: the locale every date, time and number on screen is written in: the account's
 * (language and region, chosen in Settings), or before anyone is signed in, or before they chose,
 * the browser's. The session store sets it whenever the signed-in user changes
 * (lib/auth/session-store.ts), before anything renders again, so the formatting functions
 * (lib/format-time.ts, lib/format-date.ts) read it without each caller passing it on.
 */
let accountLocale: string | null = null;

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
