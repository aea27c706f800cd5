import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import LockIcon from '@mui/icons-material/Lock';
import PublicIcon from '@mui/icons-material/Public';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ROUTES, type PricingCatalog, type PricingFactId, type User } from '@stride/domain';
import { MessageDialogOnDemand, preloadMessageDialog } from '../../components/message-dialog-on-demand';
import { useSession } from '../../lib/auth/session-context';
import { selectSignedInUser } from '../../lib/auth/session-store';
import { useBillingRedirect } from '../../lib/billing/use-billing-redirect';
import { useLocale, useLocalePath } from '../../lib/i18n/use-locale';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PlanCard } from './plan-card';
import { PLAN_PRICES } from './plan-prices';
import { usePricingTexts } from './use-pricing-texts';

type PricingTexts = PricingCatalog['texts'];

const FACT_ICONS: Record<PricingFactId, ReactNode> = {
  cancel: <EventBusyIcon />,
  timezone: <PublicIcon />,
  checkout: <LockIcon />,
  data: <CloudDoneIcon />,
};

/**
 * The Premium card's button for each kind of visitor (section 2): 'Current Plan' for an active
 * subscriber, otherwise 'Subscribe Now'. Logged out it leads to /signup; signed in it starts the
 * same hosted checkout as the dashboard's upgrade (decision 013), except where checkout cannot
 * work yet: an unverified email goes to /verify-email, and while a payment is overdue the
 * subscription already exists, so the dashboard is where the card is updated.
 */
/** 'Current Plan': an active subscription, or one in its trial (premium already, planForStatus). */
const isCurrentPremium = (user: User | null) => user?.subscriptionStatus === 'active' || user?.subscriptionStatus === 'trialing';

function PremiumAction({ user, noteId, texts }: { user: User | null; noteId: string; texts: PricingTexts }) {
  const at = useLocalePath();
  const billing = useBillingRedirect();
  const linkTo = (to: string, describedBy?: string) => (
    <Button component={RouterLink} to={to} variant="contained" size="large" fullWidth aria-describedby={describedBy}>
      {texts.subscribeNow}
    </Button>
  );
  let button;
  if (!user) button = linkTo(at(ROUTES.signup));
  else if (!user.isEmailVerified) button = linkTo(ROUTES.verifyEmail);
  else if (isCurrentPremium(user)) {
    button = (
      <Button variant="contained" size="large" fullWidth disabled aria-describedby={noteId}>
        {texts.currentPlan}
      </Button>
    );
  } else if (user.subscriptionStatus === 'past_due') button = linkTo(ROUTES.dashboard, noteId);
  else {
    // aria-disabled, not disabled, while it waits: the button keeps keyboard focus, and gets it
    // back when the failure dialog closes.
    button = (
      <Button
        variant="contained"
        size="large"
        fullWidth
        aria-disabled={billing.busy}
        onClick={() => {
          if (billing.busy) return;
          preloadMessageDialog();
          void billing.startCheckout(user.email);
        }}
      >
        {billing.busy ? texts.redirecting : texts.subscribeNow}
      </Button>
    );
  }
  return (
    <>
      {button}
      {/* Outside the branches: a refused checkout may change the user's plan (and so the button)
          while its dialog is open. */}
      <MessageDialogOnDemand
        open={billing.failure !== null}
        title={texts.checkoutDialogTitle}
        message={billing.failure ?? ''}
        onClose={billing.dismissFailure}
      />
    </>
  );
}

/** Said under the Premium button when it cannot start a checkout; it also describes the button. */
function premiumFootnote(user: User | null, id: string, texts: PricingTexts): ReactNode {
  if (isCurrentPremium(user)) {
    return (
      <span id={id}>
        {`${texts.currentPlanNote} `}
        <Link component={RouterLink} to={ROUTES.dashboard}>
          {texts.manageOnDashboard}
        </Link>
        .
      </span>
    );
  }
  if (user?.subscriptionStatus === 'past_due') return <span id={id}>{texts.pastDueNote}</span>;
  return null;
}

/**
 * Section 2 "Pricing page (/pricing)"; every figure comes from the plan constants. Built once per
 * language, each with its own words (`usePricingTexts`, decision 054).
 */
export function PricingPage() {
  const t = usePricingTexts();
  const texts = t.texts;
  const at = useLocalePath();
  // Written out, not made by Intl while the page starts (plan-prices.ts).
  const prices = PLAN_PRICES[useLocale()];
  useDocumentTitle('Pricing');
  const signedIn = useSession(selectSignedInUser);
  const noteId = useId();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ textAlign: 'center', mb: 1.5 }}>
        {texts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: { xs: 4, md: 6 }, maxWidth: 560, mx: 'auto', fontSize: { md: '1.1rem' } }}>
        {texts.subtitle}
      </Typography>
      <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlanCard
            name={texts.freeName}
            price={prices.free}
            period={texts.freePeriod}
            features={t.features.free}
            featuresLabel={texts.freeIncludes}
            action={
              <Button component={RouterLink} to={at(ROUTES.signup)} variant="outlined" size="large" fullWidth>
                {texts.getStarted}
              </Button>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlanCard
            name={texts.premiumName}
            price={prices.premium}
            period={texts.premiumPeriod}
            note={texts.premiumNote}
            badge={texts.mostPopular}
            highlighted
            features={t.features.premium}
            featuresLabel={texts.premiumIncludes}
            action={<PremiumAction user={signedIn} noteId={noteId} texts={texts} />}
            footnote={premiumFootnote(signedIn, noteId, texts)}
          />
        </Grid>
      </Grid>

      <Box component="section" aria-labelledby="pricing-facts-title" sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography id="pricing-facts-title" variant="h2" sx={{ textAlign: 'center', mb: 3 }}>
          {texts.factsTitle}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {t.facts.map((fact) => (
            <Box component="li" key={fact.id} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box
                aria-hidden="true"
                sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'var(--stride-tint-primary)', color: 'primary.main' }}
              >
                {FACT_ICONS[fact.id]}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.25 }}>
                  {fact.title}
                </Typography>
                <Typography color="text.secondary">{fact.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
          {texts.moreQuestions}{' '}
          <Link component={RouterLink} to={at(ROUTES.support)}>
            {texts.supportLink}
          </Link>{' '}
          {texts.orThe}{' '}
          <Link component={RouterLink} to={at(ROUTES.terms)}>
            {texts.termsLink}
          </Link>
          .
        </Typography>
      </Box>
    </Container>
  );
}
