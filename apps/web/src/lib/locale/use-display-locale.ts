import { useSession } from '../auth/session-context';
import { browserLocale } from './display-locale';

/**
 * The locale a component writes dates and times in (issue 54), rendered again when the account's
 * changes: the account's, else the browser's.
 */
export function useDisplayLocale(): string | undefined {
  const chosen = useSession((state) => state.user?.locale ?? null);
  return chosen ?? browserLocale();
}
