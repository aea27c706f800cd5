import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { FIRST_RUN_TEXTS, GOALS_SCREEN_TEXTS, GOALS_TEXTS, UNDO_TEXTS, type Goal, type Habit } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { FIRST_RUN_TEXTS, GOALS_TEXTS, GOALS_SCREEN_TEXTS, UNDO_TEXTS };
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MessageDialog } from '../../components/message-dialog';
import { failureMessage } from '../../lib/api/stride-api';
import { useCreateGoalMutation, useDeleteGoalMutation, useUpdateGoalMutation } from '../../lib/goals/goals-endpoints';
import { useUndoActions } from '../../lib/undo/undo-actions';
import { AddGoalForm, EMPTY_GOAL_DRAFT, type GoalDraft } from './add-goal-form';
import { GoalItem } from './goal-item';

const NO_HABITS: readonly Habit[] = [];

/** Section 9: each goal enters 0.1 s after the one before it. */
export const GOAL_STAGGER_SECONDS = 0.1;

interface GoalsCardProps {
  goals: Goal[];
  timeZone: string;
  onError: (message: string) => void;
  onNotice: (message: string) => void;
  /** The habits in use, shown under the goals they serve (issue 39). */
  habits?: readonly Habit[];
}

/** Section 2 "Goals card": the list with its staggered entrance, delete with confirmation, add form. */
export function GoalsCard({ goals, timeZone, onError, onNotice, habits = NO_HABITS }: GoalsCardProps) {
  const { FIRST_RUN_TEXTS, GOALS_TEXTS, GOALS_SCREEN_TEXTS: T, UNDO_TEXTS } = useTexts(ENGLISH);
  const [createGoal] = useCreateGoalMutation();
  const [updateGoal] = useUpdateGoalMutation();
  const [deleteGoal] = useDeleteGoalMutation();
  const offerUndo = useUndoActions();
  const headingId = useId();
  const formId = useId();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const [formOpen, setFormOpen] = useState(false);
  // The draft outlives the form: closing it (Escape, the toggle) keeps it, Cancel clears it.
  const [draft, setDraft] = useState<GoalDraft>(EMPTY_GOAL_DRAFT);
  const [busy, setBusy] = useState(false);
  const [nameAlert, setNameAlert] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<Goal | null>(null);
  // Only the goals on screen at first are staggered; one added later appears at once.
  const [initialIds] = useState(() => goals.map((goal) => goal.id));

  const closeForm = () => {
    setFormOpen(false);
    toggleButton.current?.focus();
  };

  const add = async () => {
    if (!draft.name.trim()) {
      setNameAlert(true);
      return;
    }
    setBusy(true);
    const result = await createGoal({ name: draft.name.trim(), description: draft.description.trim() });
    setBusy(false);
    if (result.data) {
      setDraft(EMPTY_GOAL_DRAFT);
      closeForm();
      onNotice(T.goalAdded(result.data.name));
    } else {
      onError(failureMessage(result.error));
    }
  };

  const save = async (goal: Goal, { name, description }: { name: string; description: string }) => {
    if (!name.trim()) {
      setNameAlert(true);
      return false;
    }
    setBusy(true);
    const result = await updateGoal({ id: goal.id, name: name.trim(), description: description.trim() });
    setBusy(false);
    if (!result.error) {
      onNotice(T.goalSaved);
      return true;
    }
    onError(failureMessage(result.error));
    return false;
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setBusy(true);
    const result = await deleteGoal(pendingDelete.id);
    setBusy(false);
    setPendingDelete(null);
    if (result.error) onError(failureMessage(result.error));
    // Said by the Undo snackbar (issue 39), which brings it back.
    else offerUndo.deleted(UNDO_TEXTS.goalDeleted(pendingDelete.name), result.data.undoId);
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h2" id={headingId}>
            {T.goalsTitle}{' '}
            <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 500 }}>
              ({goals.length})
            </Typography>
          </Typography>
          <Button
            ref={toggleButton}
            variant={formOpen ? 'outlined' : 'contained'}
            startIcon={formOpen ? <Close /> : <Add />}
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
            onClick={() => setFormOpen((open) => !open)}
          >
            {formOpen ? T.close : T.addGoal}
          </Button>
        </Stack>

        <Collapse in={formOpen} unmountOnExit>
          <AddGoalForm
            id={formId}
            busy={busy}
            draft={draft}
            onDraftChange={setDraft}
            onSubmit={() => void add()}
            onClose={closeForm}
            onCancel={() => {
              setDraft(EMPTY_GOAL_DRAFT);
              closeForm();
            }}
          />
        </Collapse>

        {goals.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 4, px: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{T.noGoals}</Typography>
            <Typography color="text.secondary">{T.noGoalsText}</Typography>
            {/* Issue 39: an empty state has the one button that fills it. */}
            {!formOpen && (
              <Button variant="outlined" startIcon={<Add />} onClick={() => setFormOpen(true)} sx={{ mt: 2, minHeight: 44 }}>
                {FIRST_RUN_TEXTS.addFirstGoal}
              </Button>
            )}
          </Box>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {goals.map((goal) => {
              const initialIndex = initialIds.indexOf(goal.id);
              return (
                <GoalItem
                  key={goal.id}
                  goal={goal}
                  delaySeconds={initialIndex >= 0 ? initialIndex * GOAL_STAGGER_SECONDS : 0}
                  timeZone={timeZone}
                  busy={busy}
                  onSave={(changes) => save(goal, changes)}
                  onDelete={() => setPendingDelete(goal)}
                  habits={habits}
                />
              );
            })}
          </Stack>
        )}
      </CardContent>
      <MessageDialog open={nameAlert} title={T.goalDialogTitle} message={GOALS_TEXTS.goalNameRequired} onClose={() => setNameAlert(false)} />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={T.deleteGoalTitle}
        message={GOALS_TEXTS.deleteGoalConfirm}
        confirmLabel={T.delete}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </Card>
  );
}
