import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { getPublicConfig } from '../../lib/config';
import { useDocumentTitle } from '../../lib/use-document-title';

function Topic({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography component="div">{children}</Typography>
      </CardContent>
    </Card>
  );
}

/** Section 2 "Legal and support pages": reply time, deletion, cancellation. */
export function SupportPage() {
  useDocumentTitle('Support');
  const { supportEmail } = getPublicConfig();
  const mail = <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Support
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We are here to help with your account, your plan and the AI coach.
      </Typography>
      <Stack spacing={2}>
        <Topic title="Contact us">
          Email {mail}. We reply within 24-48 hours.
        </Topic>
        <Topic title="Cancel your subscription">
          Contact support and we will cancel it for you, or use Manage Subscription on your dashboard. You keep
          Premium until the end of the period you have paid for.
        </Topic>
        <Topic title="Delete your account">
          Email {mail} from the address you signed up with and ask us to delete your account. We delete your data
          within 30 days of the request.
        </Topic>
        <Topic title="Habits and goals">
          Track your habits, goals and vision on the web dashboard and in the mobile apps; they stay in sync.
        </Topic>
      </Stack>
    </Container>
  );
}
