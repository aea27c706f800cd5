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
  DASHBOARD_TEXTS,
  PLAN_FEATURE_TEXTS,
  PREMIUM_PRICE_GBP,
  ROUTES,
  SUBSCRIPTION_CARD_TEXTS,
  formatMoney,
  planFeatureLines,
  type User,
} from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';
import { useLocalePath } from '../../lib/i18n/use-locale';
import { MessageDialog } from '../message-dialog';
import { formatLongDate } from '../../lib/format-date';
import { displayLocale } from '../../lib/locale/display-locale';
import { subscriptionView } from './subscription-status';
import { useBillingRedirect } from '../../lib/billing/use-billing-redirect';
import { getPublicConfig } from '../../lib/config';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { DASHBOARD_TEXTS, SUBSCRIPTION_CARD_TEXTS, PLAN_FEATURE_TEXTS };

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
  const { DASHBOARD_TEXTS, SUBSCRIPTION_CARD_TEXTS: T, PLAN_FEATURE_TEXTS } = useTexts(ENGLISH);
  // Issue 54: the public page in the account's language (`/es/pricing`), as the frame is.
  const at = useLocalePath();
  const view = subscriptionView(user.subscriptionStatus);
  const billing = useBillingRedirect(DASHBOARD_TEXTS);
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
        <Chip label={T.premiumChip} color="primary" size="small" sx={{ mb: 1 }} />
        <Typography variant="h6" component="h3">{DASHBOARD_TEXTS.activeTitle}</Typography>
        {endDate && <Typography color="text.secondary">{T.validUntil(endDate)}</Typography>}
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
        {endDate && <Typography color="text.secondary">{T.accessUntil(endDate)}</Typography>}
      </>
    );
    action = { label: DASHBOARD_TEXTS.resubscribe, onClick: checkout, buys: true };
  } else {
    body = (
      <>
        <Typography variant="h6" component="h3">{DASHBOARD_TEXTS.freeTitle}</Typography>
        <FeatureList items={planFeatureLines('free', PLAN_FEATURE_TEXTS)} label={T.freePlanLabel} />
        <Typography sx={{ fontWeight: 700, mt: 1 }}>
          {T.upgradeFor(DASHBOARD_TEXTS.upgrade, formatMoney(PREMIUM_PRICE_GBP, 'GBP', displayLocale()))}
        </Typography>
        <FeatureList items={planFeatureLines('premium', PLAN_FEATURE_TEXTS)} label={T.premiumIncludes} />
      </>
    );
    action = { label: DASHBOARD_TEXTS.upgrade, onClick: checkout, buys: true };
  }

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {T.title}
        </Typography>
        {body}
        {action.buys && !canBuy && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {T.paymentsOff}
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
            {billing.busy ? T.redirecting : action.label}
          </Button>
        )}
        {/* Issue 39: Pricing left the signed-in top bar; the plans are a tap away from here. */}
        <Button component={RouterLink} to={at(ROUTES.pricing)}>
          {DASHBOARD_TEXTS.comparePlans}
        </Button>
      </CardActions>
      <MessageDialog
        open={billing.failure !== null}
        title={T.dialogTitle}
        message={billing.failure ?? ''}
        onClose={billing.dismissFailure}
      />
    </Card>
  );
}
