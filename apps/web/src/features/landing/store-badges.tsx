import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import { useId, type ReactNode } from 'react';
import { PRERENDER_CONFIG } from '@stride/domain';
import { useLandingTexts } from './use-landing-texts';
import { getPublicConfig } from '../../lib/config';
import { useHydrated } from '../../lib/use-hydrated';

/** Only web links become badges; anything else in the config is ignored. */
const webUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** "Download on the App Store" → small "Download on the" above a large "App Store". */
const twoLines = (label: string, store: string) => ({ kicker: label.slice(0, label.length - store.length).trim(), store });

interface Badge {
  key: string;
  href: string;
  kicker: string;
  store: string;
  icon: ReactNode;
}

/**
 * App Store / Google Play badges, each shown only when its URL is configured (DECISIONS.md, Other
 * gaps). Without either, the text says the apps are coming and that the web does everything.
 * The landing page is prerendered without the deployment's links (PRERENDER_CONFIG): the badges
 * come in once the page is hydrated.
 */
export function StoreBadges() {
  const hydrated = useHydrated();
  const config = hydrated ? getPublicConfig() : PRERENDER_CONFIG;
  const hintId = useId();
  const { texts } = useLandingTexts();
  const appStoreUrl = webUrl(config.appStoreUrl);
  const playStoreUrl = webUrl(config.playStoreUrl);
  const badges: Badge[] = [];
  if (appStoreUrl) {
    badges.push({ key: 'ios', href: appStoreUrl, ...twoLines(texts.appStoreBadge, 'App Store'), icon: <AppleIcon /> });
  }
  if (playStoreUrl) {
    badges.push({ key: 'android', href: playStoreUrl, ...twoLines(texts.playStoreBadge, 'Google Play'), icon: <ShopIcon /> });
  }

  if (badges.length === 0) {
    return <Typography sx={{ fontWeight: 600 }}>{texts.mobileComingSoon}</Typography>;
  }

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {badges.map((badge) => (
          <Button
            key={badge.key}
            href={badge.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={hintId}
            startIcon={badge.icon}
            sx={{
              bgcolor: '#111318',
              color: '#ffffff',
              px: 2,
              py: 0.75,
              borderRadius: 2,
              textAlign: 'left',
              '& .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 28 },
              '&:hover': { bgcolor: '#2b2f3a' },
            }}
          >
            {/* One text run, "Download on the App Store", shown on two lines: it is the link's name. */}
            <Box component="span" sx={{ display: 'block', lineHeight: 1.15 }}>
              <Box component="span" sx={{ fontSize: '0.7rem', fontWeight: 500 }}>
                {`${badge.kicker} `}
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: '1.05rem', fontWeight: 700 }}>
                {badge.store}
              </Box>
            </Box>
          </Button>
        ))}
      </Box>
      <Box id={hintId} component="span" sx={{ display: 'none' }}>
        {texts.opensInNewTab}
      </Box>
    </>
  );
}
