import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent, KeyboardEvent } from 'react';
import { GOALS_SCREEN_TEXTS, GOAL_DESCRIPTION_MAX_LENGTH, GOAL_NAME_MAX_LENGTH } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { GOALS_SCREEN_TEXTS };

export interface GoalDraft {
  name: string;
  description: string;
}

export const EMPTY_GOAL_DRAFT: GoalDraft = { name: '', description: '' };

interface AddGoalFormProps {
  id: string;
  busy: boolean;
  /** Kept by the card, so closing the form with Escape loses nothing. */
  draft: GoalDraft;
  onDraftChange: (draft: GoalDraft) => void;
  onSubmit: () => void;
  /** Escape: hides the form and keeps what was typed. */
  onClose: () => void;
  /** Cancel: clears the input and hides the form. */
  onCancel: () => void;
}

/** Section 2 add-goal form: Enter submits, Escape closes, Cancel clears the input. */
export function AddGoalForm({ id, busy, draft, onDraftChange, onSubmit, onClose, onCancel }: AddGoalFormProps) {
  const { GOALS_SCREEN_TEXTS: T } = useTexts(ENGLISH);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <Box component="form" id={id} aria-label={T.addGoalForm} onSubmit={submit} onKeyDown={onKeyDown} noValidate sx={{ mb: 2 }}>
      <Stack spacing={2}>
        <TextField
          label={T.goalName}
          value={draft.name}
          onChange={(e) => onDraftChange({ ...draft, name: e.target.value })}
          autoFocus
          fullWidth
          placeholder={T.goalNamePlaceholder}
          slotProps={{ htmlInput: { maxLength: GOAL_NAME_MAX_LENGTH } }}
        />
        <TextField
          label={T.description}
          value={draft.description}
          onChange={(e) => onDraftChange({ ...draft, description: e.target.value })}
          fullWidth
          placeholder={T.descriptionPlaceholder}
          slotProps={{ htmlInput: { maxLength: GOAL_DESCRIPTION_MAX_LENGTH } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? T.saving : T.saveGoal}
          </Button>
          <Button
            onClick={onCancel}
            disabled={busy}
          >
            {T.cancel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
