import Box from '@mui/material/Box';
import { originHost, type LandingCatalog, type Locale } from '@stride/domain';
import { getPublicConfig } from '../../lib/config';
import { useLocale } from '../../lib/i18n/use-locale';
import { useHydrated } from '../../lib/use-hydrated';
import { useMediaQuery } from '../../lib/use-media-query';

/**
 * Pictures of the real app, made by scripts/capture-showcase.mjs into apps/web/public/showcase/:
 * each screen on a desktop (1280 x 800) and on a phone (390 x 640 at 2x), so a phone visitor sees
 * the phone layout at a readable size. Their captions and descriptions are the landing catalog's
 * (`showcase`, in the same order). A new capture is added here and in the script's CAPTURES.
 */
export const SHOWCASE_SHOTS = [
  { id: 'dashboard', path: '/dashboard' },
  { id: 'habits', path: '/habits' },
  { id: 'coach', path: '/aicoach' },
] as const;

/**
 * A shot's picture in the page's language (issue 54): the app as a person of that language sees
 * it, captured with a browser in that language. English's are the folder's own files (the README
 * shows two of them); each other language's are in a folder of its own (`/showcase/es/…`).
 */
export function showcasePicture(shot: ShowcaseShot, variant: 'desktop' | 'phone', locale: Locale): string {
  return `/showcase/${locale === 'en' ? '' : `${locale}/`}${shot.id}${variant === 'phone' ? '-phone' : ''}.jpg`;
}

/** Pixel sizes of the two captures (width and height attributes keep the layout from jumping). */
export const SHOWCASE_SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 780, height: 1280 } } as const;

export type ShowcaseShot = (typeof SHOWCASE_SHOTS)[number];

const dotSx = { width: 10, height: 10, borderRadius: '50%', flexShrink: 0 } as const;

/** Below MUI's `sm` breakpoint: the width at which the phone picture is shown. */
export const PHONE_PICTURE_QUERY = '(max-width: 599.95px)';

/**
 * A screenshot in a framed browser window, with its caption. Lazy-loaded, sized to avoid layout
 * shift. Only the picture for the visitor's screen is rendered, so only it is ever downloaded and
 * its alt text says exactly what it shows; a resize across the breakpoint swaps it. The page is
 * prerendered, where the screen is not known: the picture comes in once the page is hydrated, into
 * a frame that CSS has already sized for the screen, so nothing moves and a phone never fetches the
 * desktop capture.
 */
export function BrowserFrame({ shot, texts }: { shot: ShowcaseShot; texts: LandingCatalog['showcase'][number] }) {
  const host = originHost(getPublicConfig().appOrigin);
  const variant = useMediaQuery(PHONE_PICTURE_QUERY) ? 'phone' : 'desktop';
  const locale = useLocale();
  const hydrated = useHydrated();
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box
        sx={{
          bgcolor: 'background.paper',
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'var(--stride-frame-border)',
          boxShadow: '0 30px 60px rgba(26, 35, 126, 0.18)',
        }}
      >
        <Box
          aria-hidden="true"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 1.5, py: 1, bgcolor: 'var(--stride-frame)', borderBottom: 1, borderColor: 'var(--stride-frame-border)' }}
        >
          <Box sx={{ ...dotSx, bgcolor: '#ff5f57' }} />
          <Box sx={{ ...dotSx, bgcolor: '#febc2e' }} />
          <Box sx={{ ...dotSx, bgcolor: '#28c840' }} />
          <Box
            sx={{
              ml: 1.5,
              flex: 1,
              minWidth: 0,
              px: 1.5,
              py: 0.25,
              borderRadius: 5,
              bgcolor: 'background.paper',
              color: 'text.secondary',
              fontSize: '0.75rem',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {host}
            {shot.path}
          </Box>
        </Box>
        <Box
          sx={{
            aspectRatio: {
              xs: `${SHOWCASE_SIZES.phone.width} / ${SHOWCASE_SIZES.phone.height}`,
              sm: `${SHOWCASE_SIZES.desktop.width} / ${SHOWCASE_SIZES.desktop.height}`,
            },
            bgcolor: 'background.default',
          }}
        >
          {hydrated && (
            <img
              key={variant}
              src={showcasePicture(shot, variant, locale)}
              alt={variant === 'phone' ? texts.phoneAlt : texts.desktopAlt}
              width={SHOWCASE_SIZES[variant].width}
              height={SHOWCASE_SIZES[variant].height}
              loading="lazy"
              decoding="async"
              style={{ display: 'block', width: '100%', height: 'auto', backgroundColor: 'var(--mui-palette-background-default)' }}
            />
          )}
        </Box>
      </Box>
      <Box component="figcaption" sx={{ mt: 1.5, textAlign: 'center', color: 'text.secondary', typography: 'body2' }}>
        {texts.caption}
      </Box>
    </Box>
  );
}
