import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { COACH_TEXTS } from '@stride/domain';
import { undoDeletion, type CoachDeletion } from '../../lib/coach/coach-undo';
import { getErrorMessage } from '../../lib/error-message';
import { useAppDispatch } from '../../lib/store/hooks';

/** What the coach deleted in a turn or a call, each with an Undo (issue 19). */
export function CoachDeletions({ deletions }: { deletions: CoachDeletion[] }) {
  if (!deletions.length) return null;
  return (
    <Stack component="ul" aria-label={COACH_TEXTS.deletionsLabel} spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {deletions.map((deletion) => (
        <DeletionNotice key={deletion.undoId} deletion={deletion} />
      ))}
    </Stack>
  );
}

type UndoState = { kind: 'ready' } | { kind: 'undoing' } | { kind: 'undone' } | { kind: 'failed'; message: string };

function DeletionNotice({ deletion }: { deletion: CoachDeletion }) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<UndoState>({ kind: 'ready' });
  const undo = async () => {
    setState({ kind: 'undoing' });
    try {
      await dispatch(undoDeletion(deletion.undoId));
      setState({ kind: 'undone' });
    } catch (error) {
      setState({ kind: 'failed', message: getErrorMessage(error, COACH_TEXTS.undoError) });
    }
  };
  return (
    <Box
      component="li"
      data-undo-id={deletion.undoId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1.5, py: 0.75, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 12rem', textAlign: 'left' }}>
        {deletion.text}
      </Typography>
      {state.kind === 'undone' ? (
        <Typography role="status" variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
          {COACH_TEXTS.undone}
        </Typography>
      ) : (
        <Button
          size="small"
          startIcon={<UndoIcon fontSize="small" />}
          onClick={undo}
          aria-disabled={state.kind === 'undoing' || undefined}
          disabled={state.kind === 'undoing'}
          aria-label={`${COACH_TEXTS.undo}: ${deletion.text}`}
        >
          {state.kind === 'undoing' ? COACH_TEXTS.undoing : COACH_TEXTS.undo}
        </Button>
      )}
      {state.kind === 'failed' && (
        <Typography role="alert" variant="body2" color="error" sx={{ flexBasis: '100%' }}>
          {state.message}
        </Typography>
      )}
    </Box>
  );
}
