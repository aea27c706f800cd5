import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { subscriptionStatusLabel } from '../../components/subscription/subscription-status';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { ACCOUNT_CARD_TEXTS, settingsSectionPath, type User } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { ACCOUNT_CARD_TEXTS };

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1.5, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

/**
 * Section 2 "Dashboard": name, email, subscription status. The name and time zone are changed in
 * Settings (issue 51), with the rest of the account.
 */
export function AccountDetailsCard({ user }: { user: User }) {
  const { ACCOUNT_CARD_TEXTS: T } = useTexts(ENGLISH);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {T.title}
        </Typography>
        <dl style={{ margin: 0 }}>
          <Detail term={T.name} value={`${user.firstName} ${user.lastName}`} />
          <Detail term={T.email} value={user.email} />
          <Detail term={T.subscriptionStatus} value={subscriptionStatusLabel(user.subscriptionStatus, T.statusLabels)} />
        </dl>
        <Link component={RouterLink} to={settingsSectionPath('profile')}>
          {T.changeProfile}
        </Link>
      </CardContent>
    </Card>
  );
}
