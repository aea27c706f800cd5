import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  NOT_FOUND_CATALOG_LOADERS,
  NOT_FOUND_TEXTS,
  ROUTES,
  APP_FRAME_LOADERS,
  localePath,
  splitLocalePath,
  type Locale,
  type NotFoundCatalog,
  type PrefixedLocale,
} from '@stride/domain';
import { CenteredProgress } from '../components/centered-progress';
import { PageContainer } from '../components/page-container';
import { useSession } from '../lib/auth/session-context';
import { selectAuthInitialized, selectSignedInUser } from '../lib/auth/session-store';
import { AppTextsProvider } from '../lib/i18n/app-texts';
import { hasCatalog, registerCatalog } from '../lib/i18n/catalogs';
import { personLanguage } from '../lib/i18n/person-language';
import { forgetGuessedFrame, loadRememberedFrame } from '../lib/i18n/remembered-frame';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * The page for an address the app does not have, in the person's language (issue 54, decision
 * 054 "i18n-route"): under a language's prefix (`/es/…`), that language, with its frame; signed
 * in, the account's (the signed-in screens' frame and `lang`); signed out elsewhere, the person's
 * remembered or browser language, by sending them to the same address under its prefix. A chunk
 * of its own, so no page's first load carries it.
 */
export function NotFoundPage() {
  const { pathname, search } = useLocation();
  const onScreen = splitLocalePath(pathname).locale;
  const initialized = useSession(selectAuthInitialized);
  const user = useSession(selectSignedInUser);
  // Nobody is signed in: a frame guessed for the session check (notFoundRoute) is not kept.
  if (initialized && !user) forgetGuessedFrame();
  if (onScreen !== 'en') return <NotFoundIn language={onScreen} withFrame />;
  // Whose language it is is known once the start-up session check has answered.
  if (!initialized) return <CenteredProgress />;
  if (user) {
    return (
      <AppTextsProvider>
        <SignedInNotFound />
      </AppTextsProvider>
    );
  }
  const language = personLanguage();
  if (language !== 'en') return <Navigate to={`/${language}${pathname}${search}`} replace />;
  return <NotFoundIn language="en" />;
}

function SignedInNotFound() {
  return <NotFoundIn language={personLanguage(useSession(selectSignedInUser)?.locale)} />;
}

/**
 * The route (app/routes.tsx): at an address with no language, the page first waits for the
 * session check, so the frame (navigation bar, footer, the spinner's name) is the person's
 * language's before that first paint, as the server's app shell is, not English (issue 54).
 */
export async function notFoundRoute() {
  if (splitLocalePath(location.pathname).locale === 'en') await loadRememberedFrame();
  return { Component: NotFoundPage };
}

/** Each language's words once loaded; English is the text module. One that cannot load (offline) stays English. */
const loaded = new Map<Locale, NotFoundCatalog>([['en', NOT_FOUND_TEXTS]]);
/** Languages whose frame could not load: their page shows without it rather than not at all. */
const frameless = new Set<Locale>();

async function load(language: PrefixedLocale, withFrame: boolean): Promise<boolean> {
  const [texts, frame] = await Promise.all([
    NOT_FOUND_CATALOG_LOADERS[language]().catch(() => NOT_FOUND_TEXTS),
    withFrame && !hasCatalog(language, 'shell') ? APP_FRAME_LOADERS[language]().catch(() => undefined) : undefined,
  ]);
  loaded.set(language, texts);
  if (frame) registerCatalog(language, 'shell', frame);
  else if (withFrame) frameless.add(language);
  return frame !== undefined;
}

/**
 * The page in `language`, once its words (and, under a prefix, its frame) are here: nothing for
 * that moment rather than English that changes.
 */
function NotFoundIn({ language, withFrame = false }: { language: Locale; withFrame?: boolean }) {
  const frameWanted = withFrame && language !== 'en' && !hasCatalog(language, 'shell') && !frameless.has(language);
  const texts = frameWanted ? undefined : loaded.get(language);
  const [, setLoadedLanguage] = useState<Locale>();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (language === 'en' || texts) return;
    let live = true;
    void load(language, frameWanted).then((framed) => {
      if (!live) return;
      setLoadedLanguage(language);
      // The navigation bar and footer (the root layout) are drawn again with the frame by
      // replacing the address with itself, as the signed-in screens do (lib/i18n/app-texts.tsx).
      if (framed) void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state, preventScrollReset: true });
    });
    return () => {
      live = false;
    };
  }, [language, frameWanted, texts, navigate, location]);
  return texts ? <NotFoundBody texts={texts} home={localePath(language, ROUTES.home)} /> : null;
}

function NotFoundBody({ texts, home }: { texts: NotFoundCatalog; home: string }) {
  useDocumentTitle(texts.title);
  return (
    <PageContainer maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        {texts.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{texts.body}</Typography>
      <Button component={RouterLink} to={home} variant="contained">
        {texts.home}
      </Button>
    </PageContainer>
  );
}
