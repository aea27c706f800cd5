import { useState } from 'react';

/**
 * What a confirmation is about, kept after it closes: the dialog fades out still naming it, rather
 * than with an empty title.
 */
export function useConfirmTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    open,
    ask: (value: T) => {
      setTarget(value);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
