import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { GOALS_SCREEN_TEXTS, GOAL_DESCRIPTION_MAX_LENGTH, GOAL_NAME_MAX_LENGTH, type Goal, type Habit } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { GOALS_SCREEN_TEXTS };
import { GoalHabits } from './goal-habits';
import { formatLongDate } from '../../lib/format-date';
import { useTouchScreen } from '../../lib/use-touch-screen';

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

interface GoalItemProps {
  goal: Goal;
  /** Seconds before this item's entrance animation starts (section 9: 0.1 s per item). */
  delaySeconds: number;
  timeZone: string;
  busy: boolean;
  onSave: (changes: { name: string; description: string }) => Promise<boolean>;
  onDelete: () => void;
  /** The habits in use (issue 39): those linked to this goal show under it. */
  habits: readonly Habit[];
}

/** One goal: shown, or edited in place (name and description). */
export function GoalItem({ goal, delaySeconds, timeZone, busy, onSave, onDelete, habits }: GoalItemProps) {
  const { GOALS_SCREEN_TEXTS: T } = useTexts(ENGLISH);
  /** When it was added, as the account's region writes a day (none for a date that cannot be read). */
  const added = formatLongDate(goal.createdAt, timeZone);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(goal.name);
  const [description, setDescription] = useState(goal.description);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const touch = useTouchScreen();

  // Leaving the editor puts focus back on the Edit button rather than losing it with the form.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const startEditing = () => {
    setName(goal.name);
    setDescription(goal.description);
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSave({ name, description })) stopEditing();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      stopEditing();
    }
  };

  return (
    <Box
      component="li"
      data-testid="goal-item"
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        animation: `${enter} 0.35s ease-out both`,
        animationDelay: `${delaySeconds}s`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {editing ? (
        <Box component="form" aria-label={T.editGoal(goal.name)} onSubmit={(e) => void save(e)} onKeyDown={onKeyDown} noValidate>
          <Stack spacing={2}>
            <TextField
              label={T.goalName}
              value={name}
              onChange={(e) => setName(e.target.value)}
              // Not on a phone: the keyboard would cover the form (issue 39).
              autoFocus={!touch}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { maxLength: GOAL_NAME_MAX_LENGTH } }}
            />
            <TextField
              label={T.description}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { maxLength: GOAL_DESCRIPTION_MAX_LENGTH } }}
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" size="small" disabled={busy}>
                {T.save}
              </Button>
              <Button size="small" onClick={stopEditing} disabled={busy}>
                {T.cancel}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <>
          {/* The name shares its line with the two buttons; what follows (the description, the
              date, the habits and their progress) takes the card's whole width, so a phone does
              not squeeze it into the column beside the buttons (issue 39's leftovers). */}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h3" sx={{ flex: 1, minWidth: 0, fontSize: '1.1rem', fontWeight: 700, pt: 1, overflowWrap: 'anywhere' }}>
              {goal.name}
            </Typography>
            <Tooltip title={T.edit}>
              <IconButton ref={editButton} aria-label={T.editGoal(goal.name)} onClick={startEditing}>
                <EditOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title={T.delete}>
              <IconButton aria-label={T.deleteGoal(goal.name)} onClick={onDelete} color="error">
                <DeleteOutline />
              </IconButton>
            </Tooltip>
          </Stack>
          {goal.description && (
            <Typography color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {goal.description}
            </Typography>
          )}
          {added && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {T.added(added)}
            </Typography>
          )}
          <GoalHabits goal={goal} habits={habits} />
        </>
      )}
    </Box>
  );
}
