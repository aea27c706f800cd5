import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { INTEGRATION_SETTINGS_TEXTS, formatDay, type Webhook, type WebhookDelivery } from '@stride/domain';
import { ResultAlert, type Result } from '../../../components/result-alert';
import { LoadingStatus } from '../../../components/loading-status';
import { RetryAlert } from '../../../components/retry-alert';
import { failureMessage } from '../../../lib/api/stride-api';
import { displayLocale } from '../../../lib/locale/display-locale';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useGetWebhookDeliveriesQuery, useRedeliverWebhookMutation } from '../../../lib/integrations/integrations-endpoints';
import { useTexts, appTexts } from '../../../lib/i18n/app-texts';

/** A phone's width, where a dialog takes the whole screen (as the routine dialog does). */
const PHONE_WIDTH = '(max-width:599.95px)';
/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { INTEGRATION_SETTINGS_TEXTS };

/** What became of a delivery, with the receiver's status code when there was an answer. */
export function deliveryOutcome(delivery: WebhookDelivery): string {
  const T = appTexts(ENGLISH).INTEGRATION_SETTINGS_TEXTS.deliveries;
  if (delivery.status === 'pending') return T.pending;
  if (delivery.status === 'delivered') return T.delivered(delivery.responseStatus);
  return T.failed(delivery.responseStatus, delivery.error);
}

/** `habit.completed`, broken after its dot on a phone rather than inside a word. */
function EventName({ type }: { type: string }) {
  const [subject, verb] = type.split('.');
  return (
    <code>
      {subject}.<wbr />
      {verb}
    </code>
  );
}

/** A webhook's last deliveries (GET /api/webhooks/{id}/deliveries): event, time, outcome, attempts. Mounted while open. */
export function WebhookDeliveriesDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { INTEGRATION_SETTINGS_TEXTS } = useTexts(ENGLISH);
  const T = INTEGRATION_SETTINGS_TEXTS.deliveries;
  const titleId = useId();
  const fullScreen = useMediaQuery(PHONE_WIDTH);
  const deliveries = useGetWebhookDeliveriesQuery(webhook.id);
  const [redeliver, redelivering] = useRedeliverWebhookMutation();
  const [failure, setFailure] = useState<Result | null>(null);
  const sendAgain = async (delivery: WebhookDelivery) => {
    setFailure(null);
    try {
      await redeliver({ id: webhook.id, deliveryId: delivery.id }).unwrap();
    } catch (error) {
      setFailure({ severity: 'error', text: failureMessage(error) });
    }
  };
  let body;
  if (deliveries.data) {
    body =
      deliveries.data.length === 0 ? (
        <Typography>{T.empty}</Typography>
      ) : (
        <Table size="small" aria-labelledby={titleId} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{T.columns.event}</TableCell>
              <TableCell scope="col">{T.columns.time}</TableCell>
              <TableCell scope="col">{T.columns.outcome}</TableCell>
              <TableCell scope="col" align="right">
                {T.columns.attempts}
              </TableCell>
              <TableCell scope="col">
                <Box component="span" sx={visuallyHidden}>
                  {T.columns.actions}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {deliveries.data.map((delivery) => (
              <TableRow key={delivery.id}>
                <TableCell>
                  <EventName type={delivery.type} />
                </TableCell>
                <TableCell>{formatDay(new Date(delivery.lastAttemptAt ?? delivery.createdAt), 'dateTime', displayLocale())}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', color: delivery.status === 'failed' ? 'error.main' : undefined }}>{deliveryOutcome(delivery)}</TableCell>
                <TableCell align="right">{delivery.attempts}</TableCell>
                <TableCell>
                  {/* Issue 52: a delivery that ended goes again as the same message (not while one is pending). */}
                  {delivery.status !== 'pending' && (
                    <Button size="small" disabled={redelivering.isLoading} aria-label={T.redeliverLabel(delivery.type, formatDay(new Date(delivery.lastAttemptAt ?? delivery.createdAt), 'dateTime', displayLocale()))} onClick={() => void sendAgain(delivery)}>
                      {T.redeliver}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
  } else if (deliveries.isError) {
    body = <RetryAlert message={T.loadError(failureMessage(deliveries.error))} retryLabel={INTEGRATION_SETTINGS_TEXTS.retry} onRetry={() => void deliveries.refetch()} />;
  } else {
    body = <LoadingStatus text={T.loading} />;
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{T.title(webhook.name)}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
          {T.intro}
        </Typography>
        {body}
        <ResultAlert result={failure} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
