import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { INTEGRATION_SETTINGS_TEXTS, type OauthGrant } from '@stride/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingStatus } from '../../../components/loading-status';
import { ResultAlert, type Result } from '../../../components/result-alert';
import { RetryAlert } from '../../../components/retry-alert';
import { failureMessage } from '../../../lib/api/stride-api';
import { useGetOauthGrantsQuery, useRevokeOauthGrantMutation } from '../../../lib/integrations/integrations-endpoints';
import { SettingsSection } from '../settings-section';
import { IntegrationList, IntegrationRow, ScopeChip, usedLine } from './integration-row';
import { useConfirmTarget } from './use-confirm-target';
import { useTexts } from '../../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { INTEGRATION_SETTINGS_TEXTS };

/**
 * Issue 41 "revocable grants listed beside the tokens": the assistants the person let in through
 * the consent screen, each disconnected after a confirmation.
 */
export function AssistantsCard() {
  const { INTEGRATION_SETTINGS_TEXTS } = useTexts(ENGLISH);
  const T = INTEGRATION_SETTINGS_TEXTS.assistants;
  const grants = useGetOauthGrantsQuery();
  const [revokeGrant, revoking] = useRevokeOauthGrantMutation();
  const confirmDisconnect = useConfirmTarget<OauthGrant>();
  const [notice, setNotice] = useState<Result | null>(null);
  // A disconnected row's button is gone with it: focus goes to the list that held it.
  const listBox = useRef<HTMLDivElement>(null);

  const disconnect = async (grant: OauthGrant) => {
    setNotice(null);
    try {
      await revokeGrant(grant.id).unwrap();
      setNotice({ severity: 'success', text: T.disconnected(grant.clientName) });
      listBox.current?.focus();
    } catch (error) {
      setNotice({ severity: 'error', text: failureMessage(error) });
    }
    confirmDisconnect.close();
  };

  let body;
  if (grants.data) {
    body =
      grants.data.length === 0 ? (
        <Typography>{T.empty}</Typography>
      ) : (
        <IntegrationList label={T.listLabel}>
          {grants.data.map((grant) => (
            <IntegrationRow
              key={grant.id}
              name={grant.clientName}
              badges={<ScopeChip scope={grant.scope} />}
              details={usedLine(grant.createdAt, grant.lastUsedAt, T.connectedOn)}
              actions={
                <Button size="small" color="error" variant="outlined" aria-label={T.disconnectLabel(grant.clientName)} onClick={() => confirmDisconnect.ask(grant)}>
                  {T.disconnect}
                </Button>
              }
            />
          ))}
        </IntegrationList>
      );
  } else if (grants.isError) {
    body = <RetryAlert message={T.loadError(failureMessage(grants.error))} retryLabel={INTEGRATION_SETTINGS_TEXTS.retry} onRetry={() => void grants.refetch()} />;
  } else {
    body = <LoadingStatus text={T.loading} />;
  }

  return (
    <SettingsSection title={T.title} intro={T.intro} level={3}>
      <Box ref={listBox} tabIndex={-1} sx={{ outline: 'none' }}>
        {body}
      </Box>
      <ResultAlert result={notice} sx={{ mt: 2 }} />
      <ConfirmDialog
        open={confirmDisconnect.open}
        title={confirmDisconnect.target ? T.disconnectTitle(confirmDisconnect.target.clientName) : ''}
        message={T.disconnectMessage}
        confirmLabel={T.disconnect}
        busy={revoking.isLoading}
        onConfirm={() => confirmDisconnect.target && void disconnect(confirmDisconnect.target)}
        onCancel={() => confirmDisconnect.close()}
      />
    </SettingsSection>
  );
}
