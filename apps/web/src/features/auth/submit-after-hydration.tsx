import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A prerendered form's submit button, usable once React has taken over: until then it could only
 * submit the form natively (a GET with the password in the address). A component of its own, so
 * that becoming usable after hydration renders the button again, not the whole form: that render
 * is synchronous, and the form's was one of /login's long tasks (decision 046).
 */
export function SubmitAfterHydration({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || !hydrated}>
      {children}
    </Button>
  );
}
