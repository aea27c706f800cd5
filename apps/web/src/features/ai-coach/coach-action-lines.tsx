import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { COACH_TEXTS, PUNCTUATION_TEXTS } from '@stride/domain';
import type { CoachActionLine } from '../../lib/coach/coach-action-lines';
import { COACH_CHAT_TEXTS } from '../../lib/coach/coach-chat-texts';
import { undoDeletion } from '../../lib/coach/coach-undo';
import { getErrorMessage } from '../../lib/error-message';
import { useAppDispatch } from '../../lib/store/hooks';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { COACH_TEXTS, COACH_CHAT_TEXTS, PUNCTUATION_TEXTS };

interface CoachActionLinesProps {
  lines: CoachActionLine[];
  /** The list's name for screen readers: what the coach did (a chat turn), or deleted (a call). */
  label?: string;
  /** Drawn as a card of its own (a call, a turn still being answered) rather than inside a reply. */
  framed?: boolean;
}

/** What the coach did in a turn or a call, one line each; a delete with its Undo (issues 19, 37). */
export function CoachActionLines({ lines, label, framed = false }: CoachActionLinesProps) {
  const { COACH_CHAT_TEXTS } = useTexts(ENGLISH);
  if (!lines.length) return null;
  return (
    <Stack component="ul" aria-label={label ?? COACH_CHAT_TEXTS.actionsLabel} spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line, index) => (
        <ActionLine key={line.undoId ?? `${index}:${line.text}`} line={line} framed={framed} />
      ))}
    </Stack>
  );
}

type UndoState = { kind: 'ready' } | { kind: 'undoing' } | { kind: 'undone' } | { kind: 'failed'; message: string };

function ActionLine({ line, framed }: { line: CoachActionLine; framed: boolean }) {
  const { COACH_TEXTS, PUNCTUATION_TEXTS: P } = useTexts(ENGLISH);
  const dispatch = useAppDispatch();
  const [state, setState] = useState<UndoState>({ kind: 'ready' });
  const { undoId } = line;
  const undo = async () => {
    if (!undoId) return;
    setState({ kind: 'undoing' });
    try {
      await dispatch(undoDeletion(undoId));
      setState({ kind: 'undone' });
    } catch (error) {
      setState({ kind: 'failed', message: getErrorMessage(error, COACH_TEXTS.undoError) });
    }
  };
  const Icon = undoId ? DeleteOutlineIcon : CheckCircleOutlineIcon;
  return (
    <Box
      component="li"
      data-action-line=""
      data-undo-id={undoId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.25,
        ...(framed ? { px: 1.5, py: 0.75, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' } : {}),
      }}
    >
      <Typography variant="body2" component="span" sx={{ flex: '1 1 12rem', minWidth: 0, display: 'flex', gap: 0.75, alignItems: 'flex-start', textAlign: 'left' }}>
        <Icon aria-hidden="true" sx={{ fontSize: 18, mt: '1px', color: undoId ? 'text.secondary' : 'success.main', flexShrink: 0 }} />
        <span>{line.text}</span>
      </Typography>
      {undoId &&
        (state.kind === 'undone' ? (
          <Typography role="status" variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
            {COACH_TEXTS.undone}
          </Typography>
        ) : (
          <Button
            size="small"
            startIcon={<UndoIcon fontSize="small" />}
            onClick={() => void undo()}
            disabled={state.kind === 'undoing'}
            aria-label={P.labelled(COACH_TEXTS.undo, line.text)}
            sx={{ ml: 'auto' }}
          >
            {state.kind === 'undoing' ? COACH_TEXTS.undoing : COACH_TEXTS.undo}
          </Button>
        ))}
      {state.kind === 'failed' && (
        <Typography role="alert" variant="body2" color="error" sx={{ flexBasis: '100%' }}>
          {state.message}
        </Typography>
      )}
    </Box>
  );
}
