import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useId } from 'react';
import { formatMessage, TIMINGS } from '@stride/domain';
import { useLandingTexts } from './use-landing-texts';
import { HeroSlidePreview } from './hero-slide-preview';
import { useCarousel, usePrefersReducedMotion } from './use-carousel';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

/**
 * The hero carousel of section 1 (WAI-ARIA APG carousel pattern with tabs replaced by buttons).
 * Only the current slide is rendered, so it is the only slide title in the page.
 */
export function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const { texts, slides, slidePosition } = useLandingTexts();
  const { index, select, playing, rotating, togglePlaying, rootProps } = useCarousel({
    count: slides.length,
    intervalMs: TIMINGS.carouselIntervalMs,
    reducedMotion,
  });
  const slidesId = useId();
  const slide = slides[index] ?? slides[0]!;

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={texts.carouselLabel}
      data-testid="hero-carousel"
      {...rootProps}
      sx={{ bgcolor: 'background.paper', borderRadius: 1, p: { xs: 2.5, sm: 3.5 }, color: 'text.primary', boxShadow: '0 24px 48px rgba(13, 20, 74, 0.35)', minWidth: 0 }}
    >
      <Box id={slidesId} aria-live={rotating ? 'off' : 'polite'} aria-atomic="false" sx={{ minHeight: { xs: 292, sm: 250, md: 280, lg: 224 } }}>
        <Box
          key={slide.id}
          role="group"
          aria-roledescription="slide"
          aria-label={formatMessage(slidePosition, { index: index + 1, count: slides.length })}
          data-testid="hero-slide"
          sx={{
            animation: reducedMotion ? 'none' : `${slideIn} 400ms ease-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <HeroSlidePreview id={slide.id} still={!playing} />
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }} data-testid="hero-slide-title">
            {slide.title}
          </Typography>
          <Typography color="text.secondary">{slide.description}</Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2, gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          {slides.map((item, i) => {
            const current = i === index;
            return (
              <Box
                key={item.id}
                component="button"
                type="button"
                aria-label={formatMessage(texts.showSlide, { index: i + 1, title: item.title })}
                aria-current={current ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => select(i)}
                sx={{
                  // A 32 px target around a small visual dot (WCAG 2.5.8).
                  width: 32,
                  height: 32,
                  p: 0,
                  border: 0,
                  borderRadius: 16,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::before': {
                    content: '""',
                    display: 'block',
                    height: 10,
                    width: current ? 24 : 10,
                    borderRadius: 5,
                    bgcolor: current ? 'primary.main' : '#8c93a8',
                    transition: reducedMotion ? 'none' : 'width 200ms ease, background-color 200ms ease',
                    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                  },
                  '&:hover::before': { bgcolor: current ? 'primary.dark' : 'text.secondary' },
                }}
              />
            );
          })}
        </Box>
        {/* A round Button rather than IconButton: Button is on this page already. */}
        <Button
          onClick={togglePlaying}
          aria-label={playing ? texts.pauseSlides : texts.playSlides}
          color="inherit"
          sx={{ minWidth: 0, p: 1, borderRadius: '50%', border: 1, borderColor: 'divider', color: 'text.secondary' }}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </Button>
      </Box>
    </Box>
  );
}
