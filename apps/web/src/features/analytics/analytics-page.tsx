import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until the Analytics Dashboard screen lands; the route and its lazy chunk are final. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics Dashboard');
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Analytics Dashboard
      </Typography>
      <Typography color="text.secondary">Track your progress and insights</Typography>
    </>
  );
}
