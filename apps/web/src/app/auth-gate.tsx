import type { ReactNode } from 'react';
import { CenteredProgress } from '../components/centered-progress';
import { selectAuthInitialized } from '../lib/auth/auth-slice';
import { useAppSelector } from '../lib/store/hooks';

/** Holds the screens back until the start-up session check has settled (section 2). */
export function AuthGate({ children }: { children: ReactNode }) {
  const initialized = useAppSelector(selectAuthInitialized);
  return initialized ? children : <CenteredProgress label="Checking your session" />;
}
