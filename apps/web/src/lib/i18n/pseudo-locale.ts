/**
 * The pseudo-locale switch (issue 54 "Nothing left behind", decision 054): `?pseudo-locale=on` on
 * any address turns it on in this browser, `?pseudo-locale=off` turns it off. While it is on, the
 * signed-in screens show every catalog text accented and longer (lib/i18n/pseudo-app-texts.ts);
 * dates and numbers stay the account's. For development and the browser test that finds text not
 * from the catalog (e2e/pseudo-locale.test.ts); nothing in the app links to it.
 */
const KEY = 'stride-pseudo-locale';
const PARAM = 'pseudo-locale';

/** Whether the signed-in screens show the pseudo-locale, reading (and keeping) the address's switch. */
export function pseudoLocaleOn(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const asked = new URLSearchParams(window.location.search).get(PARAM);
    if (asked === 'on') window.localStorage.setItem(KEY, '1');
    if (asked === 'off') window.localStorage.removeItem(KEY);
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage refused (a private window's settings): off
  }
}
