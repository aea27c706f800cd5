import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CUE_TEXT_MAX_LENGTH, TIMES_FORM_TEXTS, isInUse } from '@stride/domain';
import { habitsEndpoints } from '../../lib/habits/habits-endpoints';
import { useTexts } from '../../lib/i18n/app-texts';
import { useAppSelector } from '../../lib/store/hooks';
import type { TimesAndCueErrors, TimesAndCueValues } from './times-and-cue-values';

/**
 * The fields of issue 40 (several times a day, a cue); their values, checks and body are in
 * times-and-cue-values.ts (no component there, so the forms' values load without the fields).
 */
export { timesOf, validateTimesAndCue, timesAndCueBody, timesAndCueValuesOf, type TimesAndCueValues, type TimesAndCueErrors } from './times-and-cue-values';
/** The fields' words in English (domain); `useTexts` answers them in the account's language (issue 54). */
export { TIMES_FORM_TEXTS };
const ENGLISH = { TIMES_FORM_TEXTS };

export function TimesAndCueFields({ values, errors, onChange }: { values: TimesAndCueValues; errors: TimesAndCueErrors; onChange: (values: TimesAndCueValues) => void }) {
  const { TIMES_FORM_TEXTS: T } = useTexts(ENGLISH);
  // The habits already loaded (never a request of its own): those it can follow.
  const loaded = useAppSelector((state) => habitsEndpoints.endpoints.getHabits.select(undefined)(state as never).data);
  const anchors = (loaded ?? []).filter((h) => isInUse(h) && h.id !== values.habitId);
  const anchor = values.cueAfterHabitId ?? '';
  return (
    <Stack spacing={2}>
      <TextField
        label={T.timesLabel}
        value={values.timesText ?? ''}
        onChange={(e) => onChange({ ...values, timesText: e.target.value })}
        error={!!errors.timesOfDay}
        helperText={errors.timesOfDay ?? T.timesHelp}
        placeholder="08:00, 20:00"
        slotProps={{ htmlInput: { inputMode: 'text', autoComplete: 'off' } }}
      />
      <TextField
        label={T.cueLabel}
        value={values.cueText ?? ''}
        onChange={(e) => onChange({ ...values, cueText: e.target.value })}
        error={!!errors.cue}
        helperText={errors.cue ?? T.cueHelp}
        placeholder={T.cuePlaceholder}
        slotProps={{ htmlInput: { maxLength: CUE_TEXT_MAX_LENGTH } }}
      />
      {anchors.length > 0 && (
        <TextField
          select
          label={T.cueAnchorLabel}
          value={anchors.some((h) => h.id === anchor) ? anchor : ''}
          onChange={(e) => onChange({ ...values, cueAfterHabitId: e.target.value || null })}
        >
          <MenuItem value="">
            <em>{T.noAnchor}</em>
          </MenuItem>
          {anchors.map((h) => (
            <MenuItem key={h.id} value={h.id}>
              {h.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
