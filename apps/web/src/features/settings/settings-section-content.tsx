import Stack from '@mui/material/Stack';
import { isInUse, type SettingsSectionId, type User } from '@stride/domain';
import { SubscriptionCard } from '../../components/subscription/subscription-card';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { AccountSettingsCard } from './account-settings-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { DeleteAccountCard } from './delete-account-card';
import { HolidayCard } from './holiday-card';
import { IntegrationsSettings } from './integrations/integrations-settings';
import { NotificationSettingsCard } from './notification-settings-card';
import { ProfileSection } from './profile-section';
import { YourDataCard } from './your-data-card';

/** The cards of one Settings section (issue 51), the same cards the one long page held. */
export function SettingsSectionContent({ id, user }: { id: SettingsSectionId; user: User }) {
  switch (id) {
    case 'profile':
      return <ProfileSection user={user} />;
    case 'notifications':
      return <NotificationsSection user={user} />;
    case 'sign-in':
      return <AccountSettingsCard user={user} />;
    case 'plan':
      // The spec's Subscription Details card (section 4), also here with the rest of the account.
      return <SubscriptionCard user={user} />;
    case 'integrations':
      return (
        <Stack spacing={3}>
          <CalendarFeedCard />
          <IntegrationsSettings connectionsEnded={user.connectionsEnded} />
        </Stack>
      );
    case 'data':
      return (
        <Stack spacing={3}>
          <YourDataCard />
          <DeleteAccountCard />
        </Stack>
      );
  }
}

function NotificationsSection({ user }: { user: User }) {
  const habitsInUse = useGetHabitsQuery(undefined).data?.some(isInUse) ?? false;
  return (
    <Stack spacing={3}>
      <NotificationSettingsCard user={user} />
      {/* A holiday pauses every habit and its reminders; only with habits in use. */}
      {habitsInUse && <HolidayCard user={user} />}
    </Stack>
  );
}
