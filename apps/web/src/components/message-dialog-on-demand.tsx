import { lazy, Suspense, useState, type ComponentProps } from 'react';

const MessageDialog = lazy(() => import('./message-dialog').then((m) => ({ default: m.MessageDialog })));

/** Starts loading the dialog's chunk ahead of the moment it may open (a click that can fail, say). */
export function preloadMessageDialog(): void {
  void import('./message-dialog').catch(() => undefined);
}

/**
 * components/message-dialog.tsx on a public page, where it rarely opens: its code (MUI's Dialog,
 * Modal, Portal, focus trap) loads the first time it opens, not with the page, which hydrates
 * less (decision 046). Mounted from then on, so closing animates and gives focus back.
 */
export function MessageDialogOnDemand(props: ComponentProps<typeof MessageDialog>) {
  const [wanted, setWanted] = useState(false);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialog {...props} />
    </Suspense>
  );
}
