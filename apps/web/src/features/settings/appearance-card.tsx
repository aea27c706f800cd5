import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useColorScheme } from '@mui/material/styles';
import { useId } from 'react';
import { APPEARANCE_TEXTS as T } from '@stride/domain';
import { APPEARANCES, type Appearance } from '../../lib/appearance/appearance';
import { SettingsSection } from './settings-section';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { APPEARANCE_TEXTS: T };

/**
 * Issue 39: System, Light or Dark, kept on this device (docs/decisions/030, "Dark theme"). MUI's
 * provider saves the choice and sets the scheme; public/color-scheme.js reads it before the next
 * first paint.
 */
export function AppearanceCard() {
  const { APPEARANCE_TEXTS: T } = useTexts(ENGLISH);
  const { mode, setMode } = useColorScheme();
  const legendId = useId();
  return (
    <SettingsSection title={T.title} intro={T.intro} fullHeight>
      <FormLabel id={legendId}>{T.legend}</FormLabel>
      <RadioGroup row aria-labelledby={legendId} value={mode ?? 'system'} onChange={(e) => setMode(e.target.value as Appearance)}>
        {APPEARANCES.map((appearance) => (
          <FormControlLabel key={appearance} value={appearance} control={<Radio />} label={T.options[appearance]} sx={{ minHeight: 44 }} />
        ))}
      </RadioGroup>
    </SettingsSection>
  );
}
