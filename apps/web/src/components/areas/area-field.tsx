import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { HABIT_FIELD_TEXTS } from '@stride/domain';
import { useGetAreasQuery } from '../../lib/areas/areas-endpoints';
import { useTexts } from '../../lib/i18n/app-texts';

const ENGLISH = { HABIT_FIELD_TEXTS };

/** The habit form's area (issue 40): one of the person's areas, or none. Hidden until they have one. */
export function AreaField({ value, onChange }: { value: string | null; onChange: (areaId: string | null) => void }) {
  const { HABIT_FIELD_TEXTS: T } = useTexts(ENGLISH);
  const areas = useGetAreasQuery().data ?? [];
  if (!areas.length) return null;
  return (
    <TextField select fullWidth label={T.areaLabel} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
      <MenuItem value="">{T.noArea}</MenuItem>
      {areas.map((area) => (
        <MenuItem key={area.id} value={area.id}>
          {area.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
