import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DASHBOARD_TEXTS } from '@stride/domain';
import { selectUser } from '../../lib/auth/auth-slice';
import { useAppSelector } from '../../lib/store/hooks';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountDetailsCard } from './account-details-card';
import { SubscriptionCard } from './subscription-card';

/** Section 2 "Dashboard (/dashboard)". */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useAppSelector(selectUser);
  if (!user) return <Typography role="status">{DASHBOARD_TEXTS.loadingUser}</Typography>;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Welcome back, {user.firstName}.
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountDetailsCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SubscriptionCard user={user} />
        </Grid>
      </Grid>
    </>
  );
}
