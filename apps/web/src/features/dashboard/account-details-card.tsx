import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { User } from '@stride/domain';
import { subscriptionStatusLabel } from './subscription-status';
import { TimeZoneField } from './time-zone-field';

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

/** Section 2 "Dashboard": name, email, subscription status, plus the editable time zone. */
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
        <TimeZoneField current={user.timezone} />
      </CardContent>
    </Card>
  );
}
