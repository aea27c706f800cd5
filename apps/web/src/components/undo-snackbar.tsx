import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { failureMessage } from '../lib/api/failure-message';
import { useSession } from '../lib/auth/session-context';
import { selectUser } from '../lib/auth/session-store';
import { endUndoOffer, useUndoOffer } from '../lib/undo/undo-offers';
import { setUndoSnackbarHeight } from '../lib/undo/undo-snackbar-height';
import { snackbarBottom } from './snackbar-place';
import { appTexts } from '../lib/i18n/app-texts';
import { UNDO_TEXTS } from '@stride/domain';

/**
 * This file's texts in English; `appTexts` answers them in the account's language (issue 54). The
 * snackbar sits in the root layout, outside the signed-in screens' texts provider, so it reads them
 * as the screens last had them, each time it is drawn (an offer comes with a render): with the
 * provider's context it said "Undo" beside a Spanish message.
 */
const ENGLISH = { UNDO_TEXTS };

/** How long an Undo stays (issue 39: long enough to read and reach, 6-10 s); it waits while focused or hovered. */
export const UNDO_SHOWN_MS = 8000;
/** How long "Undone." or a failure stays. */
const OUTCOME_SHOWN_MS = 4000;

/** Ctrl+Z (⌘Z) undoes, unless a text field has focus: there it undoes the typing. */
function isUndoKey(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() !== 'z' || event.shiftKey || event.altKey || !(event.ctrlKey || event.metaKey)) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
}

/**
 * The one Undo snackbar (issue 39): what was just done on a page and a button that takes it back
 * (lib/undo). MUI's snackbar is an alert, so screen readers announce it, and the outcome that
 * replaces it; the button is reached with Tab (the timer waits while it has focus), or Ctrl+Z
 * (⌘Z) from anywhere but a text field; Escape dismisses. Shown above a phone's bottom bar.
 */
export function UndoSnackbar() {
  const { UNDO_TEXTS } = appTexts(ENGLISH);
  const offer = useUndoOffer();
  const [undoing, setUndoing] = useState<number | null>(null);
  /** What came of the last Undo (the offer's id with it): shown until a newer offer comes. */
  const [outcome, setOutcome] = useState<{ id: number; message: string } | null>(null);
  const showsOffer = offer !== null && (outcome === null || offer.id > outcome.id);

  const undo = async () => {
    if (!offer || undoing === offer.id) return;
    setUndoing(offer.id);
    try {
      await offer.undo();
      setOutcome({ id: offer.id, message: UNDO_TEXTS.undone });
    } catch (error) {
      setOutcome({ id: offer.id, message: UNDO_TEXTS.failed(failureMessage(error)) });
    } finally {
      setUndoing(null);
      endUndoOffer(offer.id);
    }
  };
  const close = () => {
    if (showsOffer) endUndoOffer(offer.id);
    else setOutcome(null);
  };

  const undoRef = useRef(undo);
  undoRef.current = undo;
  useEffect(() => {
    if (!showsOffer) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isUndoKey(event)) return;
      event.preventDefault();
      void undoRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [showsOffer]);

  // Signing out (or in as someone else) ends the offer: it was the other person's.
  const userId = useSession(selectUser)?.id;
  const offerId = useRef<number | null>(null);
  offerId.current = offer?.id ?? null;
  useEffect(
    () => () => {
      if (offerId.current !== null) endUndoOffer(offerId.current);
    },
    [userId],
  );

  // Its height while on screen, for an error snackbar to stand above it (decision 030).
  const open = showsOffer || outcome !== null;
  // The element itself in state, not a ref: in its portal it appears a render after the snackbar
  // mounts (always so now that the snackbar loads with the first offer, issue 47), and the
  // measuring below must run again when it does.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const message = showsOffer ? offer.message : outcome?.message;
  // A new offer or outcome is a new snackbar (its timer starts again), so a new element to measure.
  const snackKey = showsOffer ? `offer ${offer.id}` : `outcome ${outcome?.id ?? 0}`;
  useLayoutEffect(() => {
    const el = root;
    if (!open || !el) {
      setUndoSnackbarHeight(0);
      return;
    }
    const measure = () => setUndoSnackbarHeight(el.getBoundingClientRect().height);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      setUndoSnackbarHeight(0);
    };
  }, [open, snackKey, message, root]);

  const dismiss = (
    <IconButton size="small" color="inherit" aria-label={UNDO_TEXTS.dismiss} onClick={close} sx={{ width: 44, height: 44 }}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
  // In a portal at the end of the body: a dialog left open (a habit's details, after an archive)
  // hides the app's own tree from assistive technology, and the snackbar must still be read.
  return (
    <Portal>
      <Snackbar
        key={snackKey}
        ref={setRoot}
        open={open}
        autoHideDuration={showsOffer ? UNDO_SHOWN_MS : OUTCOME_SHOWN_MS}
        onClose={(_, reason) => {
          // A click elsewhere (the next check-off, say) leaves it; its time and Escape close it.
          if (reason !== 'clickaway' && !(showsOffer && undoing === offer.id)) close();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // Above a phone's bottom bar (56 px) and the phone's own.
        sx={{ bottom: snackbarBottom }}
        message={message}
        action={
          showsOffer ? (
            <>
              <Button
                color="inherit"
                onClick={() => void undo()}
                disabled={undoing === offer.id}
                aria-keyshortcuts="Control+Z Meta+Z"
                sx={{ fontWeight: 700, minHeight: 44, minWidth: 64 }}
              >
                {UNDO_TEXTS.undo}
              </Button>
              {dismiss}
            </>
          ) : (
            dismiss
          )
        }
      />
    </Portal>
  );
}
