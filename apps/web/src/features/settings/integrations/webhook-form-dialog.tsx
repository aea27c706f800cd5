import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { INTEGRATION_SETTINGS_TEXTS, WEBHOOK_EVENTS, WEBHOOK_PAYLOADS, type Webhook, type WebhookEvent, type WebhookPayloadKind } from '@stride/domain';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ResultAlert, type Result } from '../../../components/result-alert';
import { nameProblem } from './token-create-form';
import { useTexts, appTexts } from '../../../lib/i18n/app-texts';

/** A phone's width, where a dialog takes the whole screen (as the routine dialog does). */
const PHONE_WIDTH = '(max-width:599.95px)';
/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { INTEGRATION_SETTINGS_TEXTS };

export interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  /** Omitted when left empty: the server names it after the address's host. */
  name?: string;
  /** Issue 52: what its events carry (thin for a new one unless chosen). */
  payload: WebhookPayloadKind;
}

/**
 * The address's problem, or null. Only its form is checked here: whether it must be https and may
 * point inside a private network depends on the server's settings (WEBHOOKS_ALLOW_PRIVATE), so
 * the server says so (INTEGRATION_TEXTS).
 */
export function urlProblem(url: string): string | null {
  const T = appTexts(ENGLISH).INTEGRATION_SETTINGS_TEXTS.webhooks;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return T.urlInvalid;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return T.urlNotHttps;
  return null;
}

interface WebhookFormDialogProps {
  /** The webhook to edit; none to add one. */
  webhook: Webhook | null;
  busy: boolean;
  /** The server's refusal of the last save, shown in the dialog. */
  failure: string | null;
  onSave: (values: WebhookFormValues) => void;
  onClose: () => void;
}

/** Adding or editing a webhook: its address, the events it gets, an optional name, thin or full events. Mounted while open. */
export function WebhookFormDialog({ webhook, busy, failure, onSave, onClose }: WebhookFormDialogProps) {
  const { INTEGRATION_SETTINGS_TEXTS } = useTexts(ENGLISH);
  const T = INTEGRATION_SETTINGS_TEXTS.webhooks;
  const titleId = useId();
  const fullScreen = useMediaQuery(PHONE_WIDTH);
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [name, setName] = useState(webhook?.name ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(webhook?.events ?? ['habit.completed']);
  const [payload, setPayload] = useState<WebhookPayloadKind>(webhook?.payload ?? 'thin');
  const [submitted, setSubmitted] = useState(false);
  const problems = {
    url: urlProblem(url),
    name: name.trim() ? nameProblem(name) : null,
    events: events.length === 0 ? T.eventsRequired : null,
  };
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((chosen) => (on ? WEBHOOK_EVENTS.filter((e) => e === event || chosen.includes(e)) : chosen.filter((e) => e !== event)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.url || problems.name || problems.events) return;
    onSave({ url: url.trim(), events, ...(name.trim() ? { name: name.trim() } : {}), payload });
  };
  const failed: Result | null = failure ? { severity: 'error', text: failure } : null;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{webhook ? T.editTitle(webhook.name) : T.formTitle}</DialogTitle>
        <DialogContent>
          <TextField
            label={T.urlLabel}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            type="url"
            required
            autoFocus
            fullWidth
            margin="normal"
            inputMode="url"
            autoComplete="off"
            error={submitted && problems.url !== null}
            helperText={submitted && problems.url ? problems.url : T.urlHelp}
          />
          <TextField
            label={T.nameLabel}
            value={name}
            onChange={(event) => setName(event.target.value)}
            fullWidth
            margin="normal"
            autoComplete="off"
            error={problems.name !== null}
            helperText={problems.name ?? T.nameHelp}
          />
          <FormControl component="fieldset" margin="normal" error={submitted && problems.events !== null} required>
            <FormLabel component="legend">{T.eventsLegend}</FormLabel>
            <FormGroup>
              {WEBHOOK_EVENTS.map((type) => (
                <FormControlLabel
                  key={type}
                  control={<Checkbox checked={events.includes(type)} onChange={(change) => toggle(type, change.target.checked)} />}
                  label={
                    <>
                      <code>{type}</code> — {INTEGRATION_SETTINGS_TEXTS.webhooks.eventLabels[type]}
                    </>
                  }
                />
              ))}
            </FormGroup>
            {submitted && problems.events && <FormHelperText>{problems.events}</FormHelperText>}
          </FormControl>
          <FormControl component="fieldset" margin="normal">
            <FormLabel component="legend">{T.payloadLegend}</FormLabel>
            <RadioGroup name="payload" value={payload} onChange={(change) => setPayload(change.target.value as WebhookPayloadKind)}>
              {WEBHOOK_PAYLOADS.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={`${T.payloadLabels[option]}: ${T.payloadHelp[option]}`}
                  sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, my: 0.5 }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <ResultAlert result={failed} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {INTEGRATION_SETTINGS_TEXTS.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? T.saving : webhook ? T.save : T.add}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
