import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { coachFunctionNamed } from '@stride/domain';
import { humanizeDates } from '../../lib/format-date';
import { COACH_CHAT_TEXTS } from '../../lib/coach/coach-chat-texts';
import type { ProposalState } from './proposal-state';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { COACH_CHAT_TEXTS };

interface ProposalCardProps {
  state: ProposalState;
  /** A message is on its way (it answers the proposal too), or the day's limit is met. */
  busy: boolean;
  onDecide: (decision: 'confirm' | 'cancel') => void;
  /** The card's name and its note: the chat's by default; a call says a spoken yes does it too. */
  title?: string;
  hint?: string;
}

/**
 * Something the coach does only on a yes (issue 37: a delete, a schedule ended, several habits
 * at once): its words, Confirm and Cancel. Cancel comes first, so a stray Enter never confirms.
 */
export function ProposalCard({ state, busy, onDecide, title: givenTitle, hint: givenHint }: ProposalCardProps) {
  const { COACH_CHAT_TEXTS } = useTexts(ENGLISH);
  const title = givenTitle ?? COACH_CHAT_TEXTS.proposalTitle;
  const hint = givenHint ?? COACH_CHAT_TEXTS.proposalHint;
  const titleId = useId();
  const textId = useId();
  const { proposal, deciding, error } = state;
  if (!proposal) return null;
  const text = humanizeDates(proposal.text);
  const disabled = busy || deciding !== null;
  // A delete's Confirm is drawn as one (ConfirmDialog's colour for what destroys something).
  const destroys = coachFunctionNamed(proposal.functionCalled)?.kind === 'destroy';
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-proposal-id={proposal.id}
      sx={{ mt: 1.5, p: 1.5, borderRadius: 2, textAlign: 'left', border: 1, borderColor: 'warning.main', bgcolor: (t) => `rgba(${t.vars!.palette.warning.mainChannel} / 0.06)` }}
    >
      <Typography id={titleId} variant="subtitle2" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700 }}>
        <HelpOutlineIcon aria-hidden="true" fontSize="small" sx={{ color: 'warning.dark' }} />
        {title}
      </Typography>
      <Typography id={textId} variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {hint}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.25, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" color="inherit" disabled={disabled} onClick={() => onDecide('cancel')}>
          {deciding === 'cancel' ? COACH_CHAT_TEXTS.cancelling : COACH_CHAT_TEXTS.cancel}
        </Button>
        <Button size="small" variant="contained" color={destroys ? 'error' : 'primary'} disabled={disabled} onClick={() => onDecide('confirm')}>
          {deciding === 'confirm' ? COACH_CHAT_TEXTS.confirming : COACH_CHAT_TEXTS.confirm}
        </Button>
      </Stack>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
