import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { CONNECTIONS_TEXTS, INTEGRATION_SETTINGS_TEXTS, ROUTES, type User } from '@stride/domain';
import { useTexts } from '../../../lib/i18n/app-texts';
import { useLocalePath } from '../../../lib/i18n/use-locale';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { INTEGRATION_SETTINGS_TEXTS, CONNECTIONS_TEXTS };
import { formatLongDate } from '../../../lib/format-date';
import { AssistantsCard } from './assistants-card';
import { TokensCard } from './tokens-card';
import { WebhooksCard } from './webhooks-card';

/**
 * Settings › API and integrations (issue 41): a titled group of three cards, tokens first (what a
 * person makes first), then webhooks, then the assistants they connected; the docs page beside it.
 * Issue 48: after a password reset or an email change ended every token and assistant, it says so.
 */
export function IntegrationsSettings({ connectionsEnded }: { connectionsEnded?: User['connectionsEnded'] }) {
  const { INTEGRATION_SETTINGS_TEXTS: T, CONNECTIONS_TEXTS } = useTexts(ENGLISH);
  // Issue 54: the public page in the account's language (`/es/pricing`), as the frame is.
  const at = useLocalePath();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h4" component="h2" sx={{ mb: 0.5 }}>
        {T.sectionTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.sectionIntro}{' '}
        <Link component={RouterLink} to={at(ROUTES.integrations)}>
          {T.docsLink}
        </Link>
      </Typography>
      {connectionsEnded && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {CONNECTIONS_TEXTS.endedNotice(connectionsEnded.reason, formatLongDate(connectionsEnded.at) ?? connectionsEnded.at)}
        </Alert>
      )}
      <Stack spacing={3}>
        <TokensCard />
        <WebhooksCard />
        <AssistantsCard />
      </Stack>
    </Box>
  );
}
