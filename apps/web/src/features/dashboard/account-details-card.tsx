import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { subscriptionStatusLabel } from '../../components/subscription/subscription-status';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { settingsSectionPath, type User } from '@stride/domain';

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
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Account Details
        </Typography>
        <dl style={{ margin: 0 }}>
          <Detail term="Name" value={`${user.firstName} ${user.lastName}`} />
          <Detail term="Email" value={user.email} />
          <Detail term="Subscription status" value={subscriptionStatusLabel(user.subscriptionStatus)} />
        </dl>
        <Link component={RouterLink} to={settingsSectionPath('profile')}>
          Change your name or time zone
        </Link>
      </CardContent>
    </Card>
  );
}
