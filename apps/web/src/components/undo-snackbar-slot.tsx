import { lazy, Suspense, useState } from 'react';
import { useUndoOffer } from '../lib/undo/undo-offers';

/** The snackbar and its MUI parts (Snackbar, its transition, a portal) load with the first offer. */
const UndoSnackbar = lazy(() => import('./undo-snackbar').then((m) => ({ default: m.UndoSnackbar })));

/** Loads the Undo snackbar's chunk ahead of the first offer (the signed-in screens call it). */
export function preloadUndoSnackbar(): void {
  void import('./undo-snackbar').catch(() => undefined);
}

/**
 * Where the one Undo snackbar (components/undo-snackbar.tsx) goes on every screen. Only signed-in
 * screens offer an Undo, so a public page's first load carries none of it (issue 47): it is
 * rendered from the first offer on, and stays for the outcome that replaces it.
 */
export function UndoSnackbarSlot() {
  const offer = useUndoOffer();
  const [wanted, setWanted] = useState(false);
  if (offer && !wanted) setWanted(true);
  if (!wanted && !offer) return null;
  return (
    <Suspense fallback={null}>
      <UndoSnackbar />
    </Suspense>
  );
}
