import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AREAS_TEXTS as T } from '@stride/domain';
import { useGetAreasQuery } from '../../lib/areas/areas-endpoints';

/** The habit form's area (issue 40): one of the person's areas, or none. Hidden until they have one. */
export function AreaField({ value, onChange }: { value: string | null; onChange: (areaId: string | null) => void }) {
  const areas = useGetAreasQuery().data ?? [];
  if (!areas.length) return null;
  return (
    <TextField select fullWidth label={T.areaField} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
      <MenuItem value="">{T.noAreaOption}</MenuItem>
      {areas.map((area) => (
        <MenuItem key={area.id} value={area.id}>
          {area.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
