import { useSyncExternalStore } from 'react';

/**
 * How tall the Undo snackbar is while it is on screen (0 when it is not), so that an error
 * snackbar shown at the same time stands above it rather than over it (decision 030,
 * "Leftovers": both stay readable and the Undo stays reachable).
 */
let height = 0;
const listeners = new Set<() => void>();

export function setUndoSnackbarHeight(px: number): void {
  const next = Math.max(0, Math.round(px));
  if (next === height) return;
  height = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUndoSnackbarHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => height,
    () => 0,
  );
}
