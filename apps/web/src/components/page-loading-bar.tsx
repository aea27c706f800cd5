import Box from '@mui/material/Box';

/**
 * A thin bar across the top while the next screen's chunk loads. Plain CSS rather than MUI's
 * LinearProgress, which would add its keyframes and variants to every first page load.
 */
export function PageLoadingBar() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 4, zIndex: 1500, overflow: 'hidden', bgcolor: 'primary.light' }}
    >
      <Box
        sx={{
          height: '100%',
          width: '40%',
          bgcolor: 'primary.main',
          animation: 'stride-slide 1.1s ease-in-out infinite',
          '@keyframes stride-slide': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
