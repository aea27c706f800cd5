import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME, PRODUCT_TAGLINE, ROUTES } from '@stride/domain';
import { useDocumentTitle } from '../../lib/use-document-title';

const HIGHLIGHTS = [
  { title: 'Talk or chat with your coach', text: 'Plan your week by voice or text; the coach creates and updates habits and goals for you.' },
  { title: 'Goals that stay in view', text: 'Write your vision, set goals and link the habits that move them forward.' },
  { title: 'A calendar for every habit', text: 'Daily, weekly, monthly or custom schedules, in your own time zone.' },
  { title: 'See your progress', text: 'Streaks, success rates and weekly trends show what is working.' },
];

/** The public home page (section 1). Kept light: it is the one screen in the entry bundle. */
export function LandingPage() {
  useDocumentTitle(null);
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.5rem', md: '3.5rem' } }} gutterBottom>
            {PRODUCT_NAME}
          </Typography>
          <Typography variant="h5" component="p" sx={{ mb: 4, opacity: 0.95 }}>
            {PRODUCT_TAGLINE}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to={ROUTES.signup} variant="contained" color="secondary" size="large">
              Get started free
            </Button>
            <Button
              component={RouterLink}
              to={ROUTES.pricing}
              variant="outlined"
              size="large"
              sx={{ color: 'inherit', borderColor: 'currentColor' }}
            >
              See pricing
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          Everything you need to keep going
        </Typography>
        <Grid container spacing={3}>
          {HIGHLIGHTS.map((item) => (
            <Grid key={item.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Typography variant="h6" component="h3" gutterBottom>
                  {item.title}
                </Typography>
                <Typography color="text.secondary">{item.text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
