import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until the AI Coach screen lands; the route and its lazy chunk are final. */
export function AiCoachPage() {
  useDocumentTitle('AI Coach');
  return (
    <>
      <Typography variant="h1" gutterBottom>
        AI Coach
      </Typography>
      <Typography color="text.secondary">Always here to help</Typography>
    </>
  );
}
