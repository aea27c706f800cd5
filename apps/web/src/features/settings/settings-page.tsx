import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DASHBOARD_TEXTS, SETTINGS_TEXTS as T, isInUse, type User } from '@stride/domain';
import { useSession } from '../../lib/auth/session-context';
import { selectUser } from '../../lib/auth/session-store';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountSettingsCard } from './account-settings-card';
import { AppearanceCard } from './appearance-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { DeleteAccountCard } from './delete-account-card';
import { HolidayCard } from './holiday-card';
import { IntegrationsSettings } from './integrations/integrations-settings';
import { NotificationSettingsCard } from './notification-settings-card';
import { ProfileCard } from './profile-card';
import { YourDataCard } from './your-data-card';

/**
 * /settings (issue 39, DECISIONS "Navigation"): the cards that sat under the dashboard, moved as
 * they were (notifications, a holiday for every habit, password and email, your data, the calendar
 * feed, appearance, deletion), so the dashboard is Today and the spec's two account cards.
 */
export function SettingsPage() {
  useDocumentTitle(T.title);
  const user = useSession(selectUser);
  if (!user) return <Typography role="status">{DASHBOARD_TEXTS.loadingUser}</Typography>;
  return <Settings user={user} />;
}

function Settings({ user }: { user: User }) {
  const habitsInUse = useGetHabitsQuery(undefined).data?.some(isInUse) ?? false;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {T.subtitle}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={12}>
          <ProfileCard user={user} />
        </Grid>
        <Grid size={12}>
          <NotificationSettingsCard user={user} />
        </Grid>
        {/* The card shows only with habits in use: no empty cell in the grid without them. */}
        {habitsInUse && (
          <Grid size={12}>
            <HolidayCard user={user} />
          </Grid>
        )}
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
          <AppearanceCard />
        </Grid>
        <Grid size={12}>
          <IntegrationsSettings connectionsEnded={user.connectionsEnded} />
        </Grid>
        <Grid size={12}>
          <DeleteAccountCard />
        </Grid>
      </Grid>
    </>
  );
}
