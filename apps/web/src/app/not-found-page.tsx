import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@stride/domain';
import { useDocumentTitle } from '../lib/use-document-title';
import { PageContainer } from '../components/page-container';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <PageContainer maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }}>The page you asked for does not exist or has moved.</Typography>
      <Button component={RouterLink} to={ROUTES.home} variant="contained">
        Go to the home page
      </Button>
    </PageContainer>
  );
}
