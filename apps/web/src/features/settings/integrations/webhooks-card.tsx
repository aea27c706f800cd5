import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { INTEGRATION_SETTINGS_TEXTS, MAX_WEBHOOKS, WEBHOOK_SECRET_OVERLAP_HOURS, type CreatedWebhook, type Webhook } from '@stride/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingStatus } from '../../../components/loading-status';
import { ResultAlert, type Result } from '../../../components/result-alert';
import { RetryAlert } from '../../../components/retry-alert';
import { failureMessage } from '../../../lib/api/stride-api';
import {
  useCreateWebhookMutation,
  useGetWebhooksQuery,
  useRemoveWebhookMutation,
  useRotateWebhookSecretMutation,
  useTestWebhookMutation,
  useUpdateWebhookMutation,
} from '../../../lib/integrations/integrations-endpoints';
import { SettingsSection } from '../settings-section';
import { IntegrationList, IntegrationRow } from './integration-row';
import { SecretOnce } from './secret-once';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WebhookFormDialog, type WebhookFormValues } from './webhook-form-dialog';
import { useConfirmTarget } from './use-confirm-target';
import { appTexts, useTexts } from '../../../lib/i18n/app-texts';
import { displayLocale } from '../../../lib/locale/display-locale';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { INTEGRATION_SETTINGS_TEXTS };

function StatusChip({ webhook }: { webhook: Webhook }) {
  const T = useTexts(ENGLISH).INTEGRATION_SETTINGS_TEXTS.webhooks;
  return webhook.disabledAt ? <Chip size="small" color="error" label={T.disabledShort} /> : <Chip size="small" variant="outlined" label={T.enabled} />;
}

/** Where it sends, what, and why it is off (or that it is failing). */
function details(webhook: Webhook) {
  const T = appTexts(ENGLISH).INTEGRATION_SETTINGS_TEXTS.webhooks;
  return (
    <>
      <span>{webhook.url}</span>
      <br />
      <span>{T.eventsOf(webhook.events)}</span>
      {webhook.disabledAt ? (
        <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
          {T.disabled(webhook.consecutiveFailures)}
        </Typography>
      ) : (
        webhook.consecutiveFailures > 0 && (
          <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block', fontWeight: 600 }}>
            {T.failing(webhook.consecutiveFailures)}
          </Typography>
        )
      )}
    </>
  );
}

/**
 * Issue 41 "Webhooks": the person's webhooks, added or edited in a dialog, the signing secret shown
 * once, a turned-off one turned back on, deleted after a confirmation, and each one's deliveries.
 */
export function WebhooksCard() {
  const { INTEGRATION_SETTINGS_TEXTS } = useTexts(ENGLISH);
  const T = INTEGRATION_SETTINGS_TEXTS.webhooks;
  const webhooks = useGetWebhooksQuery();
  const [createWebhook, creating] = useCreateWebhookMutation();
  const [updateWebhook, updating] = useUpdateWebhookMutation();
  const [removeWebhook, removing] = useRemoveWebhookMutation();
  const [testWebhook, testing] = useTestWebhookMutation();
  const [rotateSecret, rotating] = useRotateWebhookSecretMutation();
  const confirmRotate = useConfirmTarget<Webhook>();
  /** Issue 52: a new secret, shown once, with until when the old one still signs. */
  const [rotated, setRotated] = useState<{ name: string; secret: string; until: string } | null>(null);
  /** The form: null closed, 'new' to add, a webhook to edit. */
  const [form, setForm] = useState<Webhook | 'new' | null>(null);
  const [formFailure, setFormFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const confirmRemove = useConfirmTarget<Webhook>();
  const [showing, setShowing] = useState<Webhook | null>(null);
  const [notice, setNotice] = useState<Result | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusAdd, setFocusAdd] = useState(false);
  useEffect(() => {
    if (focusAdd && addButton.current) {
      addButton.current.focus();
      setFocusAdd(false);
    }
  }, [focusAdd, created]);

  const atLimit = (webhooks.data?.length ?? 0) >= MAX_WEBHOOKS;

  const save = async (values: WebhookFormValues) => {
    setFormFailure(null);
    setNotice(null);
    try {
      if (form === 'new') {
        setCreated(await createWebhook(values).unwrap());
      } else if (form) {
        const saved = await updateWebhook({ id: form.id, body: values }).unwrap();
        setNotice({ severity: 'success', text: T.saved(saved.name) });
      }
      setForm(null);
    } catch (error) {
      setFormFailure(failureMessage(error));
    }
  };
  const turnOn = async (webhook: Webhook) => {
    setNotice(null);
    try {
      await updateWebhook({ id: webhook.id, body: { enabled: true } }).unwrap();
      setNotice({ severity: 'success', text: T.turnedOn(webhook.name) });
    } catch (error) {
      setNotice({ severity: 'error', text: failureMessage(error) });
    }
  };
  const sendTest = async (webhook: Webhook) => {
    setNotice(null);
    try {
      await testWebhook(webhook.id).unwrap();
      setNotice({ severity: 'success', text: T.testSent(webhook.name) });
    } catch (error) {
      setNotice({ severity: 'error', text: failureMessage(error) });
    }
  };
  const rotate = async (webhook: Webhook) => {
    setNotice(null);
    try {
      const made = await rotateSecret(webhook.id).unwrap();
      setRotated({ name: webhook.name, secret: made.secret, until: new Intl.DateTimeFormat(displayLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(made.previousSecretExpiresAt)) });
    } catch (error) {
      setNotice({ severity: 'error', text: failureMessage(error) });
    }
    confirmRotate.close();
  };
  const remove = async (webhook: Webhook) => {
    setNotice(null);
    try {
      await removeWebhook(webhook.id).unwrap();
      if (created?.id === webhook.id) setCreated(null);
      setNotice({ severity: 'success', text: T.removed(webhook.name) });
      setFocusAdd(true);
    } catch (error) {
      setNotice({ severity: 'error', text: failureMessage(error) });
    }
    confirmRemove.close();
  };

  let list;
  if (webhooks.data) {
    list =
      webhooks.data.length === 0 ? (
        <Typography sx={{ mb: 1 }}>{T.empty}</Typography>
      ) : (
        <IntegrationList label={T.listLabel}>
          {webhooks.data.map((webhook) => (
            <IntegrationRow
              key={webhook.id}
              name={webhook.name}
              badges={<StatusChip webhook={webhook} />}
              details={details(webhook)}
              actions={
                <>
                  {webhook.disabledAt && (
                    <Button size="small" variant="contained" aria-label={T.turnOnLabel(webhook.name)} disabled={updating.isLoading} onClick={() => void turnOn(webhook)}>
                      {T.turnOn}
                    </Button>
                  )}
                  <Button size="small" aria-label={T.deliveriesLabel(webhook.name)} onClick={() => setShowing(webhook)}>
                    {T.deliveries}
                  </Button>
                  <Button size="small" aria-label={T.testLabel(webhook.name)} disabled={testing.isLoading} onClick={() => void sendTest(webhook)}>
                    {T.test}
                  </Button>
                  <Button size="small" aria-label={T.rotateLabel(webhook.name)} onClick={() => confirmRotate.ask(webhook)}>
                    {T.rotate}
                  </Button>
                  <Button
                    size="small"
                    aria-label={T.editLabel(webhook.name)}
                    onClick={() => {
                      setFormFailure(null);
                      setForm(webhook);
                    }}
                  >
                    {T.edit}
                  </Button>
                  <Button size="small" color="error" aria-label={T.removeLabel(webhook.name)} onClick={() => confirmRemove.ask(webhook)}>
                    {T.remove}
                  </Button>
                </>
              }
            />
          ))}
        </IntegrationList>
      );
  } else if (webhooks.isError) {
    list = <RetryAlert message={T.loadError(failureMessage(webhooks.error))} retryLabel={INTEGRATION_SETTINGS_TEXTS.retry} onRetry={() => void webhooks.refetch()} />;
  } else {
    list = <LoadingStatus text={T.loading} />;
  }

  return (
    <SettingsSection title={T.title} intro={T.intro} level={3}>
      {created && (
        <SecretOnce
          title={T.secretTitle(created.name)}
          label={T.secretLabel}
          secret={created.secret}
          note={T.secretOnce}
          onDone={() => {
            setCreated(null);
            setFocusAdd(true);
          }}
        />
      )}
      {rotated && (
        <SecretOnce title={T.rotatedTitle(rotated.name)} label={T.secretLabel} secret={rotated.secret} note={T.rotatedNote(rotated.until)} onDone={() => setRotated(null)} />
      )}
      {list}
      {webhooks.data && (
        <Button
          ref={addButton}
          variant="contained"
          sx={{ mt: 2 }}
          disabled={atLimit}
          onClick={() => {
            setNotice(null);
            setFormFailure(null);
            setCreated(null);
            setForm('new');
          }}
        >
          {T.add}
        </Button>
      )}
      <ResultAlert result={notice} sx={{ mt: 2 }} />
      {form && (
        <WebhookFormDialog
          webhook={form === 'new' ? null : form}
          busy={creating.isLoading || updating.isLoading}
          failure={formFailure}
          onSave={(values) => void save(values)}
          onClose={() => setForm(null)}
        />
      )}
      {showing && <WebhookDeliveriesDialog webhook={showing} onClose={() => setShowing(null)} />}
      <ConfirmDialog
        open={confirmRotate.open}
        title={confirmRotate.target ? T.rotateTitle(confirmRotate.target.name) : ''}
        message={T.rotateMessage(WEBHOOK_SECRET_OVERLAP_HOURS)}
        confirmLabel={T.rotateConfirm}
        busy={rotating.isLoading}
        onConfirm={() => confirmRotate.target && void rotate(confirmRotate.target)}
        onCancel={() => confirmRotate.close()}
      />
      <ConfirmDialog
        open={confirmRemove.open}
        title={confirmRemove.target ? T.removeTitle(confirmRemove.target.name) : ''}
        message={T.removeMessage}
        confirmLabel={T.remove}
        busy={removing.isLoading}
        onConfirm={() => confirmRemove.target && void remove(confirmRemove.target)}
        onCancel={() => confirmRemove.close()}
      />
    </SettingsSection>
  );
}
