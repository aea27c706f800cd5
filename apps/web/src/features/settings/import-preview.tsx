import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { ACCOUNT_TEXTS, HABIT_DEPTH_TEXTS, HABIT_FORM_TEXTS, IMPORT_DUPLICATE_TEXTS, type ImportSummary } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { ACCOUNT_TEXTS, IMPORT_DUPLICATE_TEXTS, HABIT_FORM_TEXTS, HABIT_DEPTH_TEXTS };

interface ImportPreviewProps {
  fileName: string;
  summary: ImportSummary;
  importing: boolean;
  /** Issue 40: 'skip' leaves out the habits the account already has (the default), 'import' brings them in again. */
  onImport: (duplicates: 'skip' | 'import') => void;
  onCancel: () => void;
}

/** What a chosen file would bring in, shown before anything is added, with Import and Cancel. */
export function ImportPreview({ fileName, summary, importing, onImport, onCancel }: ImportPreviewProps) {
  const { ACCOUNT_TEXTS: { data: T }, IMPORT_DUPLICATE_TEXTS: D, HABIT_FORM_TEXTS: F, HABIT_DEPTH_TEXTS: H } = useTexts(ENGLISH);
  // Issue 54: the rule in the person's language, as the dialogs write it (the server's `schedule` is English).
  const scheduleOf = ({ schedule, rule }: ImportSummary['habits'][number]) =>
    !rule ? schedule : rule.frequency ? H.frequency(rule.frequency) : F.recurrenceSummary(rule.recurrence, rule.customRecurrence, rule.anchor);
  const titleId = useId();
  const unmappedId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const helpId = useId();
  const existing = summary.habits.filter((h) => h.existing).length;
  const [skip, setSkip] = useState(true);
  // The preview replaces the wait for it: focus moves to it, so it is read next.
  useEffect(() => heading.current?.focus(), []);
  const counts = T.previewCounts({
    habits: summary.habits.length,
    completions: summary.completions,
    goals: summary.goals,
    conversations: summary.conversations,
    vision: summary.vision,
  });

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography ref={heading} id={titleId} tabIndex={-1} variant="subtitle1" component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere', outline: 'none' }}>
        {T.previewTitle(fileName)}
      </Typography>
      <Typography sx={{ mb: 1 }}>{counts}</Typography>
      {summary.habits.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {summary.habits.map((habit, index) => (
            <li key={`${index}-${habit.name}`}>
              <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {habit.name}
              </Typography>
              <Typography component="span" color="text.secondary">
                {': '}
                {T.habitLine({ ...habit, schedule: scheduleOf(habit) })}
                {habit.existing ? ` (${D.existing})` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {summary.unmapped.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }} role="note" aria-labelledby={unmappedId}>
          <Typography id={unmappedId} variant="subtitle2" component="h5">
            {T.unmappedTitle}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {summary.unmapped.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </Box>
        </Alert>
      )}
      {existing > 0 && (
        <Box sx={{ mt: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={skip} onChange={(e) => setSkip(e.target.checked)} slotProps={{ input: { 'aria-describedby': helpId } }} />}
            label={D.skip(existing)}
          />
          <Typography id={helpId} variant="body2" color="text.secondary">
            {D.skipHelp}
          </Typography>
        </Box>
      )}
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {T.addsNote}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => onImport(existing > 0 && !skip ? 'import' : 'skip')} disabled={importing}>
          {importing ? T.importing : T.importButton}
        </Button>
        <Button onClick={onCancel} disabled={importing}>
          {T.cancel}
        </Button>
      </Stack>
    </Box>
  );
}
