import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocation } from 'react-router';
import { LOCALE_NAMES, LOCALES, ROUTES, localePath, localizedPageOf } from '@stride/domain';
import { frameLanguage } from '../../lib/i18n/catalogs';
import { useLocale, useShellTexts } from '../../lib/i18n/use-locale';
import { rememberLanguage } from '../../lib/i18n/remember-language';

/**
 * The public pages' language switch (issue 54): this page in each language, each named in its own
 * (and marked so with `lang` and `hreflang`). A page with no version in the others (the legal
 * pages, the signed-in screens) offers each language's home page. Plain links: the page in
 * another language is its own prerendered document, with its own `<html lang>` and catalog. A
 * click records the choice (lib/i18n/remember-language.ts), English's too: the server answers `/`
 * in the browser's language only until the person chooses.
 */
export function LanguageSwitch({ linkSx }: { linkSx: SxProps<Theme> }) {
  const page = localizedPageOf(useLocation().pathname) ?? ROUTES.home;
  const onScreen = useLocale();
  // A signed-in screen's address has no language: the account's is the one on screen (issue 54).
  const current = onScreen === 'en' ? (frameLanguage() ?? onScreen) : onScreen;
  return (
    <Box component="nav" aria-label={useShellTexts().language} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: { xs: 1, sm: 2 } }}>
      {LOCALES.map((locale) => (
        <Box
          component="a"
          key={locale}
          href={localePath(locale, page)}
          lang={locale}
          hrefLang={locale}
          // The person's choice, which `/` and the signed-out redirects follow from now on (issue 54).
          onClick={() => rememberLanguage(locale)}
          aria-current={locale === current ? 'page' : undefined}
          sx={{ ...linkSx, typography: 'body2', ...(locale === current && { fontWeight: 700, textDecoration: 'none' }) }}
        >
          {LOCALE_NAMES[locale]}
        </Box>
      ))}
    </Box>
  );
}
