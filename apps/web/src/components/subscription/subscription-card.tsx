import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { Link as RouterLink } from 'react-router';
import {
  BILLING_MESSAGES,
  DASHBOARD_TEXTS,
  PREMIUM_PRICE_GBP,
  ROUTES,
  formatMoney,
  planFeatureTexts,
  type User,
} from '@stride/domain';
import { MessageDialog } from '../message-dialog';
import { formatLongDate } from '../../lib/format-date';
import { displayLocale } from '../../lib/locale/display-locale';
import { subscriptionView } from './subscription-status';
import { useBillingRedirect } from '../../lib/billing/use-billing-redirect';
import { getPublicConfig } from '../../lib/config';

function FeatureList({ items, label }: { items: string[]; label: string }) {
  return (
    <List dense aria-label={label}>
      {items.map((item) => (
        <ListItem key={item} disableGutters>
          <ListItemIcon sx={{ minWidth: 30 }}>
            <CheckIcon fontSize="small" color="success" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}

/** Section 4 "Subscription display": one card, four states by subscriptionStatus. */
export function SubscriptionCard({ user }: { user: User }) {
  const view = subscriptionView(user.subscriptionStatus);
  const billing = useBillingRedirect();
  const endDate = formatLongDate(user.subscriptionEndDate, user.timezone);

  // Issue 51: with payments off, buying is not offered at all; the card says so plainly.
  const canBuy = getPublicConfig().payments;
  const checkout = () => void billing.startCheckout(user.email);
  const portal = () => void billing.openPortal(user.stripeCustomerId);

  let body;
  let action: { label: string; onClick: () => void; buys?: true };
  if (view === 'active') {
    body = (
      <>
        <Chip label="Premium" color="primary" size="small" sx={{ mb: 1 }} />
        <Typography variant="h6" component="h3">{DASHBOARD_TEXTS.activeTitle}</Typography>
        {endDate && <Typography color="text.secondary">Valid until {endDate}</Typography>}
      </>
    );
    action = { label: DASHBOARD_TEXTS.manageSubscription, onClick: portal };
  } else if (view === 'past_due') {
    body = (
      <>
        <Typography variant="h6" component="h3">{DASHBOARD_TEXTS.pastDueTitle}</Typography>
        <Alert severity="warning" sx={{ mt: 1 }}>
          {DASHBOARD_TEXTS.pastDueWarning}
        </Alert>
      </>
    );
    action = { label: DASHBOARD_TEXTS.updatePaymentMethod, onClick: portal };
  } else if (view === 'canceled') {
    body = (
      <>
        <Typography variant="h6" component="h3">{DASHBOARD_TEXTS.canceledTitle}</Typography>
        {endDate && <Typography color="text.secondary">You have Premium access until {endDate}</Typography>}
      </>
    );
    action = { label: DASHBOARD_TEXTS.resubscribe, onClick: checkout, buys: true };
  } else {
    body = (
      <>
        <Typography variant="h6" component="h3">{DASHBOARD_TEXTS.freeTitle}</Typography>
        <FeatureList items={planFeatureTexts('free')} label="Your free plan" />
        <Typography sx={{ fontWeight: 700, mt: 1 }}>
          {`${DASHBOARD_TEXTS.upgrade} - ${formatMoney(PREMIUM_PRICE_GBP, 'GBP', displayLocale())}/month`}
        </Typography>
        <FeatureList items={planFeatureTexts('premium')} label="Premium includes" />
      </>
    );
    action = { label: DASHBOARD_TEXTS.upgrade, onClick: checkout, buys: true };
  }

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Subscription Details
        </Typography>
        {body}
        {action.buys && !canBuy && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {BILLING_MESSAGES.notConfigured}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {/* aria-disabled rather than disabled while it waits, so keyboard focus stays on it. */}
        {(!action.buys || canBuy) && (
          <Button
            variant="contained"
            aria-disabled={billing.busy}
            onClick={() => {
              if (!billing.busy) action.onClick();
            }}
          >
            {billing.busy ? 'Redirecting...' : action.label}
          </Button>
        )}
        {/* Issue 39: Pricing left the signed-in top bar; the plans are a tap away from here. */}
        <Button component={RouterLink} to={ROUTES.pricing}>
          {DASHBOARD_TEXTS.comparePlans}
        </Button>
      </CardActions>
      <MessageDialog
        open={billing.failure !== null}
        title="Subscription"
        message={billing.failure ?? ''}
        onClose={billing.dismissFailure}
      />
    </Card>
  );
}
