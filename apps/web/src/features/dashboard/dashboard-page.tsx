import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DASHBOARD_TEXTS, type User } from '@stride/domain';
import { selectUser } from '../../lib/auth/auth-slice';
import { useAppSelector } from '../../lib/store/hooks';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountDetailsCard } from './account-details-card';
import { AccountSettingsCard } from './account-settings-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { DeleteAccountCard } from './delete-account-card';
import { NotificationSettingsCard } from './notification-settings-card';
import { SubscriptionCard } from './subscription-card';
import { HolidayCard } from './holiday-card';
import { TodayCard } from './today-card';
import { YourDataCard } from './your-data-card';
import { useCheckoutReturn, type CheckoutReturn } from './use-checkout-return';

const CHECKOUT_NOTICES: Record<Exclude<CheckoutReturn, null>, { severity: 'info' | 'success' | 'warning'; text: string }> = {
  confirming: { severity: 'info', text: 'Thank you! Stripe is confirming your payment; your Premium plan appears here in a moment.' },
  confirmed: { severity: 'success', text: 'Welcome to Premium! Your subscription is active.' },
  pending: { severity: 'warning', text: 'Your payment is still being confirmed. Reload this page in a minute; if Premium does not appear, contact support.' },
  canceled: { severity: 'info', text: 'Checkout was cancelled. You have not been charged.' },
};

/**
 * Section 2 "Dashboard (/dashboard)", the home after sign-in: today's habits first (issue 20), then
 * the spec's Account Details and Subscription Details cards, how Stride may reach you (issue 21),
 * and the account's settings, data, calendar feed and deletion (issue 23).
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useAppSelector(selectUser);
  if (!user) return <Typography role="status">{DASHBOARD_TEXTS.loadingUser}</Typography>;
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: User }) {
  const checkout = useCheckoutReturn(user);
  const notice = checkout ? CHECKOUT_NOTICES[checkout] : null;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Welcome back, {user.firstName}.
      </Typography>
      {notice && (
        <Alert severity={notice.severity} role="status" sx={{ mb: 3 }}>
          {notice.text}
        </Alert>
      )}
      <TodayCard user={user} />
      <Grid container spacing={3} sx={{ mt: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountDetailsCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SubscriptionCard user={user} />
        </Grid>
        <Grid size={12}>
          <HolidayCard user={user} />
        </Grid>
        <Grid size={12}>
          <NotificationSettingsCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountSettingsCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <YourDataCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CalendarFeedCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DeleteAccountCard />
        </Grid>
      </Grid>
    </>
  );
}
