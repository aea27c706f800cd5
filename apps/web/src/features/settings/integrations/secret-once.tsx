import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { INTEGRATION_SETTINGS_TEXTS } from '@stride/domain';
import { useTexts } from '../../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { INTEGRATION_SETTINGS_TEXTS };
import { ResultAlert, type Result } from '../../../components/result-alert';

interface SecretOnceProps {
  /** Whose secret it is ("Your new token “Shortcut”"). */
  title: string;
  label: string;
  secret: string;
  /** That it is shown this once, and what to do if it is lost. */
  note: string;
  onDone: () => void;
}

/**
 * A secret the server answers once (a token, a webhook's signing secret): in a read-only field
 * that takes focus, so a screen reader reads it with the note that it will not be shown again (its
 * description), with a Copy button whose outcome is announced. Done forgets it.
 */
export function SecretOnce({ title, label, secret, note, onDone }: SecretOnceProps) {
  const { INTEGRATION_SETTINGS_TEXTS: T } = useTexts(ENGLISH);
  const titleId = useId();
  const noteId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Result | null>(null);
  useEffect(() => {
    field.current?.focus();
  }, [secret]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setNotice({ severity: 'success', text: T.copied });
    } catch {
      setNotice({ severity: 'error', text: T.copyFailed });
    }
  };
  return (
    <Box role="group" aria-labelledby={titleId} sx={{ border: 2, borderColor: 'warning.main', borderRadius: 2, p: { xs: 1.5, sm: 2 }, my: 2 }}>
      <Typography id={titleId} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography id={noteId} variant="body2" sx={{ mt: 0.5 }}>
        {note}
      </Typography>
      <TextField
        label={label}
        value={secret}
        inputRef={field}
        fullWidth
        margin="normal"
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'aria-describedby': noteId, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } } }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy()}>
          {T.copy}
        </Button>
        <Button variant="outlined" onClick={onDone}>
          {T.done}
        </Button>
      </Stack>
      <ResultAlert result={notice} />
    </Box>
  );
}
