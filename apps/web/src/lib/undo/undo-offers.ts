import { useSyncExternalStore } from 'react';

/** A change just made on a page that one action takes back (issue 39): its words and that action. */
export interface UndoOffer {
  /** New for every offer: the snackbar starts again for each. */
  id: number;
  message: string;
  /** Takes the change back; a rejection's message is shown. */
  undo: () => Promise<unknown>;
}

let current: UndoOffer | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/**
 * Offers to take back what was just done (a delete, an archive, a skip, a check-off), replacing
 * any earlier offer: one snackbar for the whole app (components/undo-snackbar.tsx shows it).
 * Answers the offer's id, to end it should the change itself fail.
 */
export function offerUndo(message: string, undo: () => Promise<unknown>): number {
  current = { id: nextId++, message, undo };
  tell();
  return current.id;
}

/** The offer `id` is over (taken, dismissed or timed out); a newer one stays. */
export function endUndoOffer(id: number): void {
  if (current?.id !== id) return;
  current = null;
  tell();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The offer on show, if any. */
export function useUndoOffer(): UndoOffer | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
