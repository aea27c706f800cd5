import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A page-sized spinner for waits such as the start-up session check and lazy screens. */
export function CenteredProgress({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
