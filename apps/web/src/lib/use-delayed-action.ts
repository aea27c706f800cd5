import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a callback once after a delay (the 2-second redirects of section 4). A pending callback is
 * dropped when the component unmounts, so a user who leaves early is not pulled back.
 */
export function useDelayedAction() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return useCallback((action: () => void, delayMs: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      action();
    }, delayMs);
  }, []);
}
