import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { TODAY_TEXTS, FIRST_RUN_TEXTS, DASHBOARD_TEXTS, CHECKOUT_NOTICE_TEXTS, COMMON_TEXTS, type User } from '@stride/domain';
import { useSession } from '../../lib/auth/session-context';
import { selectUser } from '../../lib/auth/session-store';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import type { HabitEditorProps } from '../../lib/habits/habit-editor-props';
import { useFirstRun, type FirstRunCardProps } from '../../lib/habits/use-first-run';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountDetailsCard } from './account-details-card';
import { SubscriptionCard } from '../../components/subscription/subscription-card';
import { TodayCard } from './today-card';
import { useCheckoutReturn, type CheckoutReturn } from './use-checkout-return';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { TODAY_TEXTS, FIRST_RUN_TEXTS, DASHBOARD_TEXTS, CHECKOUT_NOTICE_TEXTS, COMMON_TEXTS };

const CHECKOUT_SEVERITY: Record<Exclude<CheckoutReturn, null>, 'info' | 'success' | 'warning'> = {
  confirming: 'info',
  confirmed: 'success',
  pending: 'warning',
  canceled: 'info',
};

/**
 * Section 2 "Dashboard (/dashboard)", the home after sign-in: today's habits first (issue 20), or
 * on a first visit the welcome (issue 39), then the spec's Account Details and Subscription
 * Details cards. The account's settings are on /settings (issue 39).
 */
export function DashboardPage({ firstRun, habitEditor }: { firstRun?: ComponentType<FirstRunCardProps>; habitEditor?: ComponentType<HabitEditorProps> }) {
  const { TODAY_TEXTS, DASHBOARD_TEXTS } = useTexts(ENGLISH);
  // Issue 51: the home is Today, titled as the bottom bar and the sidebar's Today call it.
  useDocumentTitle(TODAY_TEXTS.pageTitle);
  const user = useSession(selectUser);
  if (!user) return <Typography role="status">{DASHBOARD_TEXTS.loadingUser}</Typography>;
  return <Dashboard user={user} FirstRunCard={firstRun} habitEditor={habitEditor} />;
}

function Dashboard({ user, FirstRunCard, habitEditor }: { user: User; FirstRunCard: ComponentType<FirstRunCardProps> | undefined; habitEditor: ComponentType<HabitEditorProps> | undefined }) {
  const { FIRST_RUN_TEXTS, TODAY_TEXTS, CHECKOUT_NOTICE_TEXTS, COMMON_TEXTS } = useTexts(ENGLISH);
  const checkout = useCheckoutReturn(user);
  const notice = checkout ? { severity: CHECKOUT_SEVERITY[checkout], text: CHECKOUT_NOTICE_TEXTS[checkout] } : null;
  const habitsQuery = useGetHabitsQuery(undefined);
  const firstRun = useFirstRun(user.id, habitsQuery.data);
  // The spec's two cards wait for the day above them: shown while Today (or the welcome, several
  // screens tall) was still loading, they were pushed down by it, a layout shift of 0.45 on a
  // phone (bench/lighthouse, decision 046). Shown with the day, or with its error, they move nothing.
  const dayShown = habitsQuery.data !== undefined || habitsQuery.isError;
  const [added, setAdded] = useState(0);
  // Unknown until the habits are known: a blank line rather than a greeting that changes.
  const greeting = { unknown: '\u00a0', welcome: FIRST_RUN_TEXTS.greeting(user.firstName), done: FIRST_RUN_TEXTS.greeting(user.firstName), off: FIRST_RUN_TEXTS.greetingBack(user.firstName) }[firstRun.phase];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {TODAY_TEXTS.pageTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {greeting}
      </Typography>
      {notice && (
        <Alert severity={notice.severity} role="status" sx={{ mb: 3 }}>
          {notice.text}
        </Alert>
      )}
      {added > 0 && (
        <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setAdded(0)} closeText={COMMON_TEXTS.close}>
          {FIRST_RUN_TEXTS.added(added)}
        </Alert>
      )}
      {firstRun.phase === 'welcome' && FirstRunCard ? (
        <>
          <FirstRunCard
            user={user}
            habits={habitsQuery.data ?? []}
            onFinish={(count) => {
              setAdded(count);
              firstRun.finish();
            }}
          />
          {/* A habit made while the welcome is open (Quick add in it, the coach, a reload after a pick) is on its day at once. */}
          {habitsQuery.data?.some((habit) => !habit.archivedAt) && (
            <Box sx={{ mt: 3 }}>
              <TodayCard user={user} habitEditor={habitEditor} />
            </Box>
          )}
        </>
      ) : (
        <TodayCard user={user} habitEditor={habitEditor} />
      )}
      {dayShown && (
        <Grid container spacing={3} sx={{ mt: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <AccountDetailsCard user={user} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SubscriptionCard user={user} />
          </Grid>
        </Grid>
      )}
    </>
  );
}
