import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DevicesIcon from '@mui/icons-material/Devices';
import FlagIcon from '@mui/icons-material/Flag';
import InsightsIcon from '@mui/icons-material/Insights';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatMessage, ROUTES, type LandingFeatureId } from '@stride/domain';
import { useLocale, useLocalePath } from '../../lib/i18n/use-locale';
import { FREE_PLAN_FIGURES } from './free-plan-figures';
import { useLandingTexts } from './use-landing-texts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/auth/session-context';
import { selectFarewell } from '../../lib/auth/session-store';
import { HeroCarousel } from './hero-carousel';
import { useCallToAction } from './use-call-to-action';
import { BrowserFrame, SHOWCASE_SHOTS } from './product-showcase';
import { StoreBadges } from './store-badges';
import { PageContainer } from '../../components/page-container';
import { getPublicConfig } from '../../lib/config';
import { useHydrated } from '../../lib/use-hydrated';

/** A bordered white surface (what an outlined Paper draws), without Paper's module in the entry chunk. */
const surfaceSx = { bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 } as const;

/** Shown once, after an account is deleted: loaded then, so the landing page's JS does not carry it (bench/bundle). */
const FarewellNotice = lazy(() => import('./farewell-notice').then((module) => ({ default: module.FarewellNotice })));

const FEATURE_ICONS: Record<LandingFeatureId, ReactNode> = {
  coach: <SupportAgentIcon />,
  goals: <FlagIcon />,
  calendar: <CalendarMonthIcon />,
  analytics: <InsightsIcon />,
};

/** Dark indigo: white text on it is above 7:1 everywhere, so the gradient never hurts contrast. */
const heroBackground = 'linear-gradient(135deg, #1a237e 0%, #283593 55%, #303f9f 100%)';
const onDarkMuted = '#e8eaf6';
/** The theme's indigo focus ring vanishes on the dark bands, so buttons there get a white one. */
const onDarkFocus = { '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 3 } } as const;

/** The free plan's figures and Premium's price, under the closing call to action, in the page's language. */
function FreePlanLine() {
  const figures = FREE_PLAN_FIGURES[useLocale()];
  const { texts } = useLandingTexts();
  return (
    <Typography sx={{ color: onDarkMuted, mb: 4 }}>
      {formatMessage(texts.freePlanLine, figures)}
    </Typography>
  );
}

function SectionHeading({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      <Typography id={id} variant="h2" sx={{ mb: text ? 1.5 : 0 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ fontSize: { md: '1.1rem' } }}>
          {text}
        </Typography>
      )}
    </Box>
  );
}

/** A call to action on the dark hero or closing band: the hero's with an arrow (`place`'s text). */
function CallToAction({ place }: { place: 'hero' | 'end' }) {
  const cta = useCallToAction();
  const at = useLocalePath();
  return (
    <Button
      component={RouterLink}
      to={at(cta.to)}
      variant="contained"
      size="large"
      {...(place === 'hero' ? { endIcon: <ArrowForwardIcon /> } : {})}
      sx={{ bgcolor: '#ffffff', color: '#1a237e', px: 4, '&:hover': { bgcolor: onDarkMuted }, ...onDarkFocus }}
    >
      {cta[place]}
    </Button>
  );
}

/** The public home page (section 1). Kept light: it is the one screen in the entry bundle. */
export function LandingPage() {
  useDocumentTitle(null);
  const farewell = useSession(selectFarewell);
  const { texts, features, showcase } = useLandingTexts();
  const at = useLocalePath();
  // Prerendered as if calls were on; a server without voice says so once the page is hydrated.
  const voiceCalls = !useHydrated() || getPublicConfig().voiceCalls;
  return (
    <>
      {farewell && (
        <Suspense fallback={null}>
          <FarewellNotice />
        </Suspense>
      )}
      <Box component="section" aria-labelledby="hero-title" sx={{ background: heroBackground, color: '#ffffff', overflow: 'hidden' }}>
        <PageContainer sx={{ py: { xs: 6, md: 10 } }}>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 5, md: 8 },
              alignItems: 'center',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography
                id="hero-title"
                variant="h1"
                sx={{ fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.4rem' }, lineHeight: 1.1, mb: 2.5 }}
              >
                {texts.heroTitle}
              </Typography>
              <Typography sx={{ color: onDarkMuted, fontSize: { xs: '1.05rem', md: '1.25rem' }, mb: 4, maxWidth: 620 }}>
                {texts.heroSubtitle}
              </Typography>
              <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
                <CallToAction place="hero" />
                <Button
                  component={RouterLink}
                  to={at(ROUTES.pricing)}
                  variant="outlined"
                  size="large"
                  sx={{ color: '#ffffff', borderColor: 'rgba(255, 255, 255, 0.7)', '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255, 255, 255, 0.08)' }, ...onDarkFocus }}
                >
                  {texts.seePricing}
                </Button>
              </Box>
            </Box>
            <HeroCarousel />
          </Box>
        </PageContainer>
      </Box>

      <Box component="section" aria-labelledby="showcase-title" sx={{ py: { xs: 6, md: 10 } }}>
        <PageContainer>
          <SectionHeading id="showcase-title" title={texts.showcaseTitle} text={texts.showcaseText} />
          <Box sx={{ maxWidth: 1040, mx: 'auto', display: 'grid', gap: { xs: 4, md: 6 } }}>
            {SHOWCASE_SHOTS.map((shot, i) => (
              <BrowserFrame key={shot.id} shot={shot} texts={showcase[i]!} />
            ))}
          </Box>
        </PageContainer>
      </Box>

      <Box component="section" aria-labelledby="features-title" sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper' }}>
        <PageContainer>
          <SectionHeading id="features-title" title={texts.featuresTitle} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {features.map((feature) => (
              <Box key={feature.id} sx={{ ...surfaceSx, p: 3, height: '100%' }}>
                <Box
                  aria-hidden="true"
                  sx={{ width: 48, height: 48, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'var(--stride-tint-primary)', color: 'primary.main', mb: 2 }}
                >
                  {FEATURE_ICONS[feature.id]}
                </Box>
                <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                  {feature.title}
                </Typography>
                <Typography color="text.secondary">{feature.text}</Typography>
                {/* Issue 51: no promise of calls this server cannot make (known once hydrated, as the store badges). */}
                {feature.id === 'coach' && !voiceCalls && (
                  <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                    {texts.voiceOff}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </PageContainer>
      </Box>

      <Box component="section" aria-labelledby="mobile-title" sx={{ py: { xs: 6, md: 10 } }}>
        <PageContainer>
          <Box
            sx={{
              ...surfaceSx,
              p: { xs: 3, md: 5 },
              display: 'grid',
              gap: { xs: 3, md: 5 },
              alignItems: 'center',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'auto minmax(0, 1fr)' },
            }}
          >
            <Box
              aria-hidden="true"
              sx={{ width: 72, height: 72, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'var(--stride-tint-secondary)', color: 'secondary.main', fontSize: 40 }}
            >
              <DevicesIcon fontSize="inherit" />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography id="mobile-title" variant="h2" sx={{ mb: 1.5 }}>
                {texts.mobileTitle}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2.5 }}>
                {texts.mobileText}
              </Typography>
              <StoreBadges />
            </Box>
          </Box>
        </PageContainer>
      </Box>

      <Box component="section" aria-labelledby="cta-title" sx={{ background: heroBackground, color: '#ffffff', py: { xs: 6, md: 8 } }}>
        <PageContainer maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="cta-title" variant="h2" sx={{ mb: 1.5 }}>
            {texts.ctaTitle}
          </Typography>
          <FreePlanLine />
          <CallToAction place="end" />
        </PageContainer>
      </Box>
    </>
  );
}
