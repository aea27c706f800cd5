import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { QUICK_ADD_TEXTS, readHabitPhrase, type Reminder } from '@stride/domain';
import { ResultAlert, type Result } from '../../components/result-alert';
import { failureMessage } from '../../lib/api/stride-api';
import { useCreateHabitMutation } from '../../lib/habits/habits-endpoints';
import { toCreateBody } from './create-habit-body';
import type { HabitFormValues } from './habit-form-values';
import { quickAddPreview, quickAddProblem, type QuickAddPreview } from './quick-add-preview';
import { phraseToFormValues } from './quick-add-values';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { QUICK_ADD_TEXTS };

/** What "More options" hands the page: the values for Create New Habit, and what to do once it created the habit. */
export interface QuickAddHandoff {
  /** The dialog's values read from the phrase; null when the box is empty (the dialog's own defaults). */
  values: HabitFormValues | null;
  /** The dialog created the habit `name`: the box is cleared and says so. */
  onCreated: (name: string) => void;
}

interface QuickAddProps {
  today: string;
  timeZone: string;
  /** Left out (the first run, issue 39): no More options button. */
  onMoreOptions?: (handoff: QuickAddHandoff) => void;
  /** The reminders every habit added here gets (the first run's choice); left out, none. */
  reminders?: readonly Reminder[];
  /** Inside another card (the first run): no card of its own. */
  embedded?: boolean;
}

/** The preview follows a pause in typing, not every key (the reader itself takes well under a millisecond). */
export const PREVIEW_DELAY_MS = 150;

/**
 * Issue 24: one line ("Gym Mon Thu 6-7pm") read into a habit, previewed as it is typed and added
 * on Enter with the Create dialog's own request; More options opens that dialog filled in.
 */
export function QuickAdd({ today, timeZone, onMoreOptions, reminders, embedded = false }: QuickAddProps) {
  const { QUICK_ADD_TEXTS: T } = useTexts(ENGLISH);
  const id = useId();
  const previewId = `${id}-preview`;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [createHabit, { isLoading: sending }] = useCreateHabitMutation();
  const [text, setText] = useState('');
  /** The text the preview shows: `text` once typing pauses. */
  const [shown, setShown] = useState('');
  /** Why Enter added nothing. */
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (shown === text) return;
    const timer = setTimeout(() => setShown(text), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, shown]);

  const preview = useMemo(() => (shown.trim() ? quickAddPreview(readHabitPhrase(shown, { today }), today) : null), [shown, today]);

  const read = () => {
    const phrase = readHabitPhrase(text, { today });
    return { phrase, values: { ...phraseToFormValues(phrase, today), reminders: [...(reminders ?? [])] } };
  };
  const edit = (value: string) => {
    setText(value);
    setProblem(null);
    setResult(null);
  };
  const added = (name: string) => {
    setText('');
    setShown('');
    setProblem(null);
    setResult({ severity: 'success', text: T.added(name) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const { phrase, values } = read();
    // Enter pressed before the preview caught up: it shows what Enter read.
    setShown(text);
    setResult(null);
    const found = quickAddProblem(text, phrase, values);
    setProblem(found);
    if (found) return;
    try {
      const habit = await createHabit(toCreateBody(values, timeZone)).unwrap();
      added(habit.name);
      // Ready for the next one, also when the Add button was clicked.
      inputRef.current?.focus();
    } catch (error) {
      // Section 8: logged; the typed text stays, to try again or change.
      console.error('Quick add failed:', error);
      setResult({ severity: 'error', text: T.failed(failureMessage(error)) });
    }
  };

  const keyDown = (event: KeyboardEvent) => {
    // Escape empties the box, as in a search field.
    if (event.key === 'Escape' && text) {
      event.preventDefault();
      edit('');
      setShown('');
    }
  };

  const describedBy = `${problem ? `${id}-problem` : hintId} ${previewId}`;
  const form = (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={T.label}
          placeholder={T.placeholder}
          value={text}
          onChange={(e) => edit(e.target.value)}
          onKeyDown={keyDown}
          fullWidth
          autoComplete="off"
          error={!!problem}
          inputRef={inputRef}
          slotProps={{
            // The placeholder is the example: shown from the start, not only once focused.
            inputLabel: { shrink: true },
            htmlInput: { 'aria-describedby': describedBy, 'aria-busy': sending, readOnly: sending, enterKeyHint: 'done', spellCheck: false },
          }}
        />
        {/* Issue 54: on a phone the two buttons share a row when their words fit, else each takes
            its own ("Gewohnheit hinzufügen", "Ajouter l’habitude" were cut off at 375 px). */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ flex: { xs: '1 1 auto', sm: 'none' }, whiteSpace: 'nowrap' }}>
            {T.add}
          </Button>
          {onMoreOptions && (
            <Button
              variant="outlined"
              size="large"
              disabled={sending}
              onClick={() => onMoreOptions({ values: text.trim() ? read().values : null, onCreated: added })}
              sx={{ flex: { xs: '1 1 auto', sm: 'none' }, whiteSpace: 'nowrap' }}
            >
              {T.moreOptions}
            </Button>
          )}
        </Stack>
      </Stack>
      {problem ? (
        <Typography id={`${id}-problem`} role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      ) : (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {onMoreOptions ? T.hint : T.hintEnterOnly}
        </Typography>
      )}
      <Box id={previewId} aria-live="polite">
        {preview && <PreviewLines preview={preview} />}
      </Box>
      <ResultAlert result={result} />
    </Box>
  );
  if (embedded) return form;
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>{form}</CardContent>
    </Card>
  );
}

/** The habit Enter would add: name, times, rule, amount, next dates, and any words not read. */
function PreviewLines({ preview }: { preview: QuickAddPreview }) {
  const { QUICK_ADD_TEXTS: T } = useTexts(ENGLISH);
  return (
    <Box sx={{ mt: 1.5, pl: 1.5, borderLeft: '3px solid', borderColor: 'primary.main' }} data-testid="quick-add-preview">
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} color={preview.name ? 'text.primary' : 'text.secondary'}>
        {preview.name || T.noName}
      </Typography>
      <Typography variant="body2">{preview.times}</Typography>
      <Typography variant="body2">{preview.rule}</Typography>
      {preview.startsOn && <Typography variant="body2">{preview.startsOn}</Typography>}
      {preview.endsOn && <Typography variant="body2">{preview.endsOn}</Typography>}
      {preview.amount && <Typography variant="body2">{preview.amount}</Typography>}
      {preview.next && (
        <Typography variant="body2" color="text.secondary">
          {preview.next}
        </Typography>
      )}
      {preview.notUnderstood && (
        // In the live region already: announced politely with the rest, not as an alert.
        <Alert severity="warning" role="none" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {preview.notUnderstood}
        </Alert>
      )}
    </Box>
  );
}
