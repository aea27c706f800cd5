import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { supportedTimeZones, PROFILE_TEXTS } from '@stride/domain';
import { updateProfile } from '../../lib/auth/session-form-actions';
import { useSessionStore } from '../../lib/auth/session-context';
import { appLanguageOf, useTexts } from '../../lib/i18n/app-texts';
import { useDisplayLocale } from '../../lib/locale/use-display-locale';
import { timeZoneLabel } from '../../lib/locale/time-zone-label';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { PROFILE_TEXTS };

/** The user's IANA time zone, editable (DECISIONS.md, Time): "today" and quotas follow it. */
export function TimeZoneField({ current }: { current: string }) {
  const { PROFILE_TEXTS: T } = useTexts(ENGLISH);
  const session = useSessionStore();
  const zones = useMemo(() => {
    const all = supportedTimeZones();
    return all.includes(current) ? all : [current, ...all];
  }, [current]);
  // Issue 54: in another language each zone reads as its name there and its place, the ID kept as
  // the value (and matched when typed); English keeps the IDs as they always were.
  const locale = useDisplayLocale();
  const labelled = appLanguageOf(locale) !== null;
  const { label, filter } = useMemo(() => {
    const labels = new Map<string, string>();
    const label = (zone: string) => {
      if (!labelled) return zone;
      let text = labels.get(zone);
      if (text === undefined) labels.set(zone, (text = timeZoneLabel(zone, locale ?? 'en')));
      return text;
    };
    return { label, filter: labelled ? createFilterOptions<string>({ stringify: (zone) => `${label(zone)} ${zone}` }) : undefined };
  }, [labelled, locale]);
  const [value, setValue] = useState(current);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async () => {
    setSaving(true);
    setResult(null);
    const outcome = await updateProfile(session, { timezone: value });
    setSaving(false);
    setResult(
      outcome.ok ? { ok: true, text: T.timeZoneSaved } : { ok: false, text: outcome.error },
    );
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mt: 1 }}>
        <Autocomplete
          options={zones}
          getOptionLabel={label}
          filterOptions={filter}
          openText={T.timeZoneOpen}
          closeText={T.timeZoneClose}
          noOptionsText={T.timeZoneNone}
          value={value}
          onChange={(_, next) => {
            if (next) setValue(next);
            setResult(null);
          }}
          disableClearable
          fullWidth
          size="small"
          renderInput={(params) => <TextField {...params} label={T.timeZone} />}
        />
        <Button variant="outlined" onClick={() => void save()} disabled={saving || value === current}>
          {saving ? T.timeZoneSaving : T.timeZoneSave}
        </Button>
      </Stack>
      <div role="status" aria-live="polite">
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
            {result.text}
          </Alert>
        )}
      </div>
    </>
  );
}
