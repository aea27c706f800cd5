import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { INTEGRATION_SETTINGS_TEXTS, MAX_API_TOKENS, type ApiToken, type CreatedToken, type TokenScope } from '@stride/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingStatus } from '../../../components/loading-status';
import { ResultAlert, type Result } from '../../../components/result-alert';
import { RetryAlert } from '../../../components/retry-alert';
import { failureMessage } from '../../../lib/api/stride-api';
import { useCreateTokenMutation, useGetTokensQuery, useRevokeTokenMutation } from '../../../lib/integrations/integrations-endpoints';
import { SettingsSection } from '../settings-section';
import { IntegrationList, IntegrationRow, ScopeChip, usedLine } from './integration-row';
import { SecretOnce } from './secret-once';
import { TokenCreateForm } from './token-create-form';
import { useConfirmTarget } from './use-confirm-target';
import { useTexts } from '../../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { INTEGRATION_SETTINGS_TEXTS };

/**
 * Issue 41 "a Tokens section in Settings": the person's personal access tokens, a form to make
 * one, its secret shown once, and revocation after a confirmation (decision 038).
 */
export function TokensCard() {
  const { INTEGRATION_SETTINGS_TEXTS } = useTexts(ENGLISH);
  const T = INTEGRATION_SETTINGS_TEXTS.tokens;
  const tokens = useGetTokensQuery();
  const [createToken, creating] = useCreateTokenMutation();
  const [revokeToken, revoking] = useRevokeTokenMutation();
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const confirmRevoke = useConfirmTarget<ApiToken>();
  const [notice, setNotice] = useState<Result | null>(null);
  // Where focus goes once what held it is gone (the form, the secret, a revoked row).
  const createButton = useRef<HTMLButtonElement>(null);
  const [focusCreate, setFocusCreate] = useState(false);
  useEffect(() => {
    if (focusCreate && createButton.current) {
      createButton.current.focus();
      setFocusCreate(false);
    }
  }, [focusCreate, formOpen, created]);

  const atLimit = (tokens.data?.length ?? 0) >= MAX_API_TOKENS;

  const create = async (body: { name: string; scope: TokenScope }) => {
    setNotice(null);
    try {
      setCreated(await createToken(body).unwrap());
      setFormOpen(false);
    } catch (error) {
      setNotice({ severity: 'error', text: failureMessage(error) });
    }
  };
  const revoke = async (token: ApiToken) => {
    setNotice(null);
    try {
      await revokeToken(token.id).unwrap();
      confirmRevoke.close();
      if (created?.id === token.id) setCreated(null);
      setNotice({ severity: 'success', text: T.revoked(token.name) });
      setFocusCreate(true);
    } catch (error) {
      confirmRevoke.close();
      setNotice({ severity: 'error', text: failureMessage(error) });
    }
  };

  let list;
  if (tokens.data) {
    list =
      tokens.data.length === 0 ? (
        <Typography sx={{ mb: 1 }}>{T.empty}</Typography>
      ) : (
        <IntegrationList label={T.listLabel}>
          {tokens.data.map((token) => (
            <IntegrationRow
              key={token.id}
              name={token.name}
              badges={<ScopeChip scope={token.scope} />}
              details={usedLine(token.createdAt, token.lastUsedAt)}
              actions={
                <Button color="error" variant="outlined" size="small" aria-label={T.revokeLabel(token.name)} onClick={() => confirmRevoke.ask(token)}>
                  {T.revoke}
                </Button>
              }
            />
          ))}
        </IntegrationList>
      );
  } else if (tokens.isError) {
    list = <RetryAlert message={T.loadError(failureMessage(tokens.error))} retryLabel={INTEGRATION_SETTINGS_TEXTS.retry} onRetry={() => void tokens.refetch()} />;
  } else {
    list = <LoadingStatus text={T.loading} />;
  }

  return (
    <SettingsSection title={T.title} intro={T.intro} level={3}>
      {created && (
        <SecretOnce
          title={T.secretTitle(created.name)}
          label={T.secretLabel}
          secret={created.token}
          note={T.secretOnce}
          onDone={() => {
            setCreated(null);
            setFocusCreate(true);
          }}
        />
      )}
      {list}
      {tokens.data &&
        (formOpen ? (
          <TokenCreateForm
            busy={creating.isLoading}
            onCreate={(body) => void create(body)}
            onCancel={() => {
              setFormOpen(false);
              setNotice(null);
              setFocusCreate(true);
            }}
          />
        ) : (
          <>
            {atLimit && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {T.limitReached}
              </Alert>
            )}
            <Button
              ref={createButton}
              variant="contained"
              sx={{ mt: 2 }}
              disabled={atLimit}
              onClick={() => {
                setNotice(null);
                setCreated(null);
                setFormOpen(true);
              }}
            >
              {T.create}
            </Button>
          </>
        ))}
      <ResultAlert result={notice} sx={{ mt: 2 }} />
      <ConfirmDialog
        open={confirmRevoke.open}
        title={confirmRevoke.target ? T.revokeTitle(confirmRevoke.target.name) : ''}
        message={T.revokeMessage}
        confirmLabel={T.revoke}
        busy={revoking.isLoading}
        onConfirm={() => confirmRevoke.target && void revoke(confirmRevoke.target)}
        onCancel={() => confirmRevoke.close()}
      />
    </SettingsSection>
  );
}
