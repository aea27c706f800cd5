import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_TEXTS, ROUTES } from '@stride/domain';
import { PasswordField } from '../../components/password-field';
import { exportUrl, useDeleteAccountMutation } from '../../lib/account/account-endpoints';
import { failureMessage } from '../../lib/api/stride-api';
import { SettingsSection } from './settings-section';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { ACCOUNT_TEXTS };

/** Issue 23 "Delete my account": what it deletes, a last chance to download, and the password to confirm. */
export function DeleteAccountCard() {
  const T = useTexts(ENGLISH).ACCOUNT_TEXTS.deletion;
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title={T.title} intro={T.intro} fullHeight>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {T.button}
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </SettingsSection>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { ACCOUNT_TEXTS } = useTexts(ENGLISH);
  const T = ACCOUNT_TEXTS.deletion;
  const titleId = useId();
  const descriptionId = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  const close = () => {
    if (isLoading) return;
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || isLoading) return;
    setError(null);
    try {
      await deleteAccount(password).unwrap();
      // Signed out already (the endpoint's own ending); the landing page, as after Logout.
      await navigate(ROUTES.home, { replace: true });
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="sm"
    >
      {/* A column as the dialog's own: on a small screen the content scrolls between the title and the buttons. */}
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id={titleId}>{T.dialogTitle}</DialogTitle>
        <DialogContent>
          <Box component="ul" id={descriptionId} sx={{ mt: 0, pl: 2.5 }}>
            {T.consequences.map((line) => (
              <Typography component="li" key={line} sx={{ mb: 1 }}>
                {line}
              </Typography>
            ))}
          </Box>
          <Typography>
            {T.downloadFirst}{' '}
            <Link href={exportUrl('json')} download>
              {ACCOUNT_TEXTS.data.downloadJson}
            </Link>
          </Typography>
          <PasswordField label={T.password} name="password" value={password} onChange={setPassword} autoComplete="current-password" disabled={isLoading} toggleLabels={ACCOUNT_TEXTS.changePassword} />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1, px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isLoading} autoFocus>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!password || isLoading}>
            {isLoading ? T.deleting : T.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
