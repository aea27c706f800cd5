import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { APP_TEXTS, ROUTES } from '@stride/domain';
import { Footer } from '../components/footer/footer';
import { useDocumentTitle } from '../lib/use-document-title';
import { PageContainer } from '../components/page-container';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Something went wrong.';
}

/** The root route's errorElement: section 2 "If rendering fails". */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle('Error');
  // The footer is on every page (section 2), this one too. The navbar is left out: it reads the
  // store and the router, which may be what failed.
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PageContainer component="main" maxWidth="sm" sx={{ py: 8, flex: 1 }}>
        <Typography variant="h1" gutterBottom>
          {APP_TEXTS.renderErrorTitle}
        </Typography>
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', color: 'error.dark', mb: 3 }}>
          {describe(error)}
        </Typography>
        <Button component={RouterLink} to={ROUTES.home} variant="contained">
          Go to the home page
        </Button>
      </PageContainer>
      <Footer />
    </Box>
  );
}
