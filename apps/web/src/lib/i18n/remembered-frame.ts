import { APP_FRAME_LOADERS } from '@stride/domain';
import { frameLanguage, registerCatalog } from './catalogs';
import { personLanguage } from './person-language';

/**
 * Issue 54: before an address with no language in it is first drawn while the session check runs
 * (a signed-in address, the page not found), the frame (navigation bar, footer, the spinner's
 * name) in the person's language as this browser remembers it or says it (person-language.ts:
 * the account's, written by the signed-in screens; else the browser's), as the server's app shell
 * already is; so it is never English for the moment the session check takes. The signed-in
 * screens then register their account's own (app-texts.tsx). Loaded by the routes that need it
 * (app/signed-in-guards.tsx, app/not-found-page.tsx), never by a public page's first load.
 */
export async function loadRememberedFrame(): Promise<void> {
  const language = personLanguage();
  if (language === 'en' || frameLanguage()) return;
  const frame = await APP_FRAME_LOADERS[language]().catch(() => undefined);
  if (!frame || frameLanguage()) return;
  registerCatalog('en', 'shell', frame);
  registerCatalog('en', 'shell-language', language);
}

/** Nobody is signed in after all: the frame an address with no language guessed is not kept. */
export function forgetGuessedFrame(): void {
  registerCatalog('en', 'shell', undefined);
  registerCatalog('en', 'shell-language', undefined);
}
