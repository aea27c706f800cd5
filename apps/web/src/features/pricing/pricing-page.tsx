import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PREMIUM_PRICE_GBP, ROUTES, formatPrice, planFeatureTexts } from '@stride/domain';
import { selectAuth } from '../../lib/auth/auth-slice';
import { useAppSelector } from '../../lib/store/hooks';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PlanCard } from './plan-card';

/** Section 2 "Pricing page (/pricing)"; every figure comes from the plan constants. */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const { isAuthenticated, user } = useAppSelector(selectAuth);
  const isPremium = user?.subscriptionStatus === 'active';

  // Signed in, the upgrade lives on the dashboard's subscription card, so the button leads there.
  const premiumAction = isPremium ? (
    <Button variant="contained" fullWidth disabled>
      Current Plan
    </Button>
  ) : (
    <Button component={RouterLink} to={isAuthenticated ? ROUTES.dashboard : ROUTES.signup} variant="contained" fullWidth>
      Subscribe Now
    </Button>
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ textAlign: 'center' }} gutterBottom>
        Choose Your Plan
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        Start free. Upgrade when you want more time with your coach. Billed monthly; cancel any time.
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlanCard
            name="Free"
            price={formatPrice(0)}
            period="forever"
            features={planFeatureTexts('free')}
            action={
              <Button component={RouterLink} to={ROUTES.signup} variant="outlined" fullWidth>
                Get Started
              </Button>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlanCard
            name="Premium"
            price={formatPrice(PREMIUM_PRICE_GBP)}
            period="per month"
            badge="Most Popular"
            highlighted
            features={planFeatureTexts('premium')}
            action={premiumAction}
          />
        </Grid>
      </Grid>
    </Container>
  );
}
