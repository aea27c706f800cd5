import Box from '@mui/material/Box';
import { useShellTexts } from '../lib/i18n/use-locale';

/**
 * A page-sized spinner for waits such as the start-up session check and lazy screens. Plain CSS
 * rather than MUI's CircularProgress: it is on every first page load, where each kilobyte counts.
 * A whole screen tall by default, so the footer waits below the fold instead of showing and then
 * being pushed down by the screen that comes (a layout shift, bench/lighthouse); `minHeight` for
 * a wait inside something smaller (a dialog). Its name for screen readers is the frame's "Loading"
 * unless given: in the language of the frame at first paint (the address's, or the signed-in
 * screens' remembered one), as the navigation bar is (issue 54).
 */
export function CenteredProgress({ label, minHeight = '100vh' }: { label?: string; minHeight?: string }) {
  const frame = useShellTexts();
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
      <Box
        role="progressbar"
        aria-label={label ?? frame.loading}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: 'stride-spin 0.8s linear infinite',
          '@keyframes stride-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
    </Box>
  );
}
