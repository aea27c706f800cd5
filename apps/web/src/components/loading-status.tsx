import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A screen's loading text (the spec's words) with a spinner, announced as a status. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{text}</Typography>
    </Stack>
  );
}
