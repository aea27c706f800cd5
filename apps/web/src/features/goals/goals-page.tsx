import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until the Vision & Goals screen lands; the route and its lazy chunk are final. */
export function GoalsPage() {
  useDocumentTitle('Vision & Goals');
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Vision & Goals
      </Typography>
      <Typography color="text.secondary">Your vision and goals will appear here.</Typography>
    </>
  );
}
