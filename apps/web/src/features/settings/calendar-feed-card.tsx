import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_TEXTS } from '@stride/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingStatus } from '../../components/loading-status';
import { ResultAlert, type Result } from '../../components/result-alert';
import { RetryAlert } from '../../components/retry-alert';
import { useCreateCalendarFeedMutation, useDeleteCalendarFeedMutation, useGetCalendarFeedQuery } from '../../lib/account/account-endpoints';
import { failureMessage } from '../../lib/api/stride-api';
import { SettingsSection } from './settings-section';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { ACCOUNT_TEXTS };
/** Texts the domain does not have (issue 23 names none for loading, a failed load or a failed copy). */
/** Issue 23 "Calendar feed": the private address of the habits as a calendar, made, copied, replaced or turned off. */
export function CalendarFeedCard() {
  const T = useTexts(ENGLISH).ACCOUNT_TEXTS.calendar;
  const feed = useGetCalendarFeedQuery();
  const [createFeed, created] = useCreateCalendarFeedMutation();
  const [deleteFeed, deleted] = useDeleteCalendarFeedMutation();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Result | null>(null);
  const busy = created.isLoading || deleted.isLoading;
  // The buttons pressed give way to the other state's: focus goes to what replaced them, so the
  // new address (or the way to make one) is read next.
  const urlInput = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'url' | 'create' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'url' ? urlInput.current : focusNext.current === 'create' ? createButton.current : null;
    if (target && !busy) {
      focusNext.current = null;
      target.focus();
    }
  });

  const run = async (action: () => Promise<unknown>, then: 'url' | 'create') => {
    setNotice(null);
    try {
      await action();
      focusNext.current = then;
    } catch (error) {
      setNotice({ severity: 'error', text: failureMessage(error) });
    }
  };
  const create = () => run(() => createFeed().unwrap(), 'url');
  const regenerate = () => {
    setConfirming(false);
    return run(() => createFeed().unwrap(), 'url');
  };
  const turnOff = () => run(() => deleteFeed().unwrap(), 'create');
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ severity: 'success', text: T.copied });
    } catch {
      setNotice({ severity: 'error', text: T.copyFailed });
    }
  };

  let body;
  if (feed.data) {
    const { url } = feed.data;
    body = url ? (
      <>
        <TextField
          label={T.urlLabel}
          value={url}
          inputRef={urlInput}
          fullWidth
          margin="normal"
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: { sm: 'center' } }}>
          <Button variant="contained" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy(url)}>
            {T.copy}
          </Button>
          <Button variant="outlined" onClick={() => setConfirming(true)} disabled={busy}>
            {T.regenerate}
          </Button>
          <Button color="error" onClick={() => void turnOff()} disabled={busy}>
            {T.turnOff}
          </Button>
        </Stack>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 2 }}>
          {T.howTo}
        </Typography>
      </>
    ) : (
      <>
        <Typography sx={{ mb: 1.5 }}>{T.off}</Typography>
        <Button ref={createButton} variant="contained" onClick={() => void create()} disabled={busy}>
          {T.turnOn}
        </Button>
      </>
    );
  } else if (feed.isError) {
    body = <RetryAlert message={T.loadError(failureMessage(feed.error))} retryLabel={T.retry} onRetry={() => void feed.refetch()} />;
  } else {
    body = <LoadingStatus text={T.loading} />;
  }

  return (
    <SettingsSection title={T.title} intro={T.intro} fullHeight>
      {body}
      <ResultAlert result={notice} sx={{ mt: 2 }} />
      <ConfirmDialog
        open={confirming}
        title={T.regenerate}
        message={T.regenerateHelp}
        confirmLabel={T.regenerate}
        onConfirm={() => void regenerate()}
        onCancel={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
