import { useCallback, useEffect, useRef, useState } from 'react';

/** A notice that hides itself after `durationMs` (section 4: notices show for 3 seconds). */
export function useTimedNotice(durationMs: number) {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setNotice(null);
  }, []);

  const show = useCallback(
    (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      setNotice(text);
      timer.current = setTimeout(() => {
        timer.current = null;
        setNotice(null);
      }, durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return { notice, show, clear };
}
