import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Theme } from '@mui/material/styles';
import { HABIT_COLORS, HABIT_COLOR_SWATCHES, HABIT_FIELD_TEXTS, habitColor, type HabitColor } from '@stride/domain';
import { useId } from 'react';
import { useTexts } from '../lib/i18n/app-texts';

/** The field's words in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABIT_FIELD_TEXTS };

/**
 * A habit's colour (docs/decisions/043) drawn as CSS property `prop`: its own colour in the
 * scheme's tone (the light one on the light theme, a lighter one on the dark), else the colour of
 * its place in the list, as before. Decorative: the habit's name always says which habit it is.
 */
export function habitColorSx(habit: { color?: HabitColor | null | undefined }, index: number, prop: 'bgcolor' | 'borderColor' | 'borderLeftColor') {
  if (!habit.color) return { [prop]: habitColor(index) };
  const swatch = HABIT_COLOR_SWATCHES[habit.color];
  return (theme: Theme) => ({ [prop]: swatch.light, ...theme.applyStyles('dark', { [prop]: swatch.dark }) });
}

const dot = (color: HabitColor | null, checked: boolean) => (
  <Box
    component="span"
    sx={[
      {
        width: 24,
        height: 24,
        borderRadius: '50%',
        border: 2,
        borderColor: 'text.secondary',
        outline: checked ? '3px solid' : 'none',
        outlineColor: 'text.primary',
        outlineOffset: 2,
      },
      color ? habitColorSx({ color }, 0, 'bgcolor') : { bgcolor: 'transparent', borderStyle: 'dashed' },
    ]}
  />
);

/** The habit form's colour choice: a radio group named "Colour", each swatch named by its colour, and "No colour". */
export function HabitColorField({ value, onChange }: { value: HabitColor | null | undefined; onChange: (color: HabitColor | null) => void }) {
  const { HABIT_FIELD_TEXTS: T } = useTexts(ENGLISH);
  const labelId = useId();
  const options: Array<HabitColor | null> = [null, ...HABIT_COLORS];
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        {T.colorLabel}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value ?? ''} onChange={(e) => onChange((e.target.value || null) as HabitColor | null)} sx={{ gap: 0.25 }}>
        {options.map((color) => (
          <Radio
            key={color ?? 'none'}
            value={color ?? ''}
            icon={dot(color, false)}
            checkedIcon={dot(color, true)}
            slotProps={{ input: { 'aria-label': color ? T.colors[color] : T.noColor } }}
            title={color ? T.colors[color] : T.noColor}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
