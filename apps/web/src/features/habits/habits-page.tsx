import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until the Habit Tracker screen lands; the route and its lazy chunk are final. */
export function HabitsPage() {
  useDocumentTitle('Habit Tracker');
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Habit Tracker
      </Typography>
      <Typography color="text.secondary">Track your daily habits and build consistency</Typography>
    </>
  );
}
