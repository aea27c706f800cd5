import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { ACCOUNT_TEXTS } from '@stride/domain';
import { farewellDismissed } from '../../lib/auth/session-actions';
import { useSession, useSessionStore } from '../../lib/auth/session-context';
import { selectFarewell } from '../../lib/auth/session-store';
import { PageContainer } from '../../components/page-container';

const T = ACCOUNT_TEXTS.deletion;

/**
 * Issue 23: after "Delete my account" the person lands here, signed out. This says the account is
 * gone (the server's own words) until it is closed or someone signs in. It takes the focus when it
 * appears so a screen reader reads it first, instead of the page's top.
 */
export function FarewellNotice() {
  const farewell = useSession(selectFarewell);
  const session = useSessionStore();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (farewell) ref.current?.focus();
  }, [farewell]);
  if (!farewell) return null;
  return (
    <Box sx={{ bgcolor: 'var(--stride-success-bg)', borderBottom: 1, borderColor: 'divider' }}>
      <PageContainer sx={{ py: 2 }}>
        <Box
          ref={ref}
          role="status"
          tabIndex={-1}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, outline: 'none' }}
        >
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, color: 'var(--stride-success-text)' }}>{T.farewell}</Typography>
            <Typography sx={{ color: 'var(--stride-success-text)' }}>{T.farewellMore}</Typography>
          </Box>
          <Button variant="outlined" color="inherit" sx={{ color: 'var(--stride-success-text)' }} onClick={() => farewellDismissed(session)}>
            {T.farewellClose}
          </Button>
        </Box>
      </PageContainer>
    </Box>
  );
}
