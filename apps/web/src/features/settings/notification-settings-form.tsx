import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LOCAL_TIME_PATTERN, NOTIFICATION_SETTINGS_MESSAGES, firstDayOfWeek, NOTIFICATION_SETTINGS_TEXTS, type NotificationSettings } from '@stride/domain';
import { failureMessage } from '../../lib/api/stride-api';
import { useUpdateNotificationSettingsMutation } from '../../lib/notifications/notifications-endpoints';
import { formatClockTime } from '../../lib/format-time';
import { appTexts, useTexts } from '../../lib/i18n/app-texts';
import { useDisplayLocale } from '../../lib/locale/use-display-locale';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { NOTIFICATION_SETTINGS_TEXTS, NOTIFICATION_SETTINGS_MESSAGES };


/** Quiet hours offered when they are first turned on. */
const DEFAULT_QUIET = { start: '22:00', end: '07:00' };
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type Errors = Partial<Record<'quietStart' | 'quietEnd' | 'nudgeTime', string>>;

function validate(draft: NotificationSettings): Errors {
  const { NOTIFICATION_SETTINGS_MESSAGES } = appTexts(ENGLISH);
  const errors: Errors = {};
  const time = (value: string) => (LOCAL_TIME_PATTERN.test(value) ? undefined : NOTIFICATION_SETTINGS_MESSAGES.timeInvalid);
  if (draft.quietHours) {
    const start = time(draft.quietHours.start);
    const end = time(draft.quietHours.end) ?? (draft.quietHours.start === draft.quietHours.end ? NOTIFICATION_SETTINGS_MESSAGES.quietSame : undefined);
    if (start) errors.quietStart = start;
    if (end) errors.quietEnd = end;
  }
  const nudge = draft.nudge.enabled ? time(draft.nudge.time) : undefined;
  if (nudge) errors.nudgeTime = nudge;
  return errors;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, p: 0, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const timeField = { type: 'time', size: 'small', slotProps: { inputLabel: { shrink: true } }, sx: { width: 140 } } as const;

/**
 * The person's choices about being reached (issue 21): channels, quiet hours, the evening nudge
 * and the weekly review. Edited here and saved together; a failed save keeps what was typed.
 */
export function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const { NOTIFICATION_SETTINGS_TEXTS: T } = useTexts(ENGLISH);
  // Issue 54: the review's days listed from the region's first day ("Montag" … "Sonntag" in Germany).
  const firstDay = firstDayOfWeek(useDisplayLocale());
  const week = Array.from({ length: 7 }, (_, i) => (firstDay + i) % 7);
  const [draft, setDraft] = useState(saved);
  const [lastQuiet, setLastQuiet] = useState(saved.quietHours ?? DEFAULT_QUIET);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [update, { isLoading: saving }] = useUpdateNotificationSettingsMutation();
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);

  const edit = (next: NotificationSettings) => {
    setDraft(next);
    setResult(null);
  };
  const setQuiet = (quietHours: NotificationSettings['quietHours']) => {
    if (quietHours) setLastQuiet(quietHours);
    edit({ ...draft, quietHours });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const answer = await update(draft).unwrap();
      setDraft(answer);
      setResult({ ok: true, text: T.saved });
    } catch (error) {
      setResult({ ok: false, text: T.saveFailed(failureMessage(error)) });
    }
  };

  const quiet = draft.quietHours;
  return (
    <Stack component="form" spacing={3} onSubmit={(e) => void submit(e)} noValidate>
      <Group title={T.channelsTitle}>
        <FormControlLabel control={<Switch checked={draft.pushEnabled} onChange={(e) => edit({ ...draft, pushEnabled: e.target.checked })} />} label={T.pushEnabled} />
        <FormControlLabel control={<Switch checked={draft.emailEnabled} onChange={(e) => edit({ ...draft, emailEnabled: e.target.checked })} />} label={T.emailEnabled} />
        <FormHelperText sx={{ m: 0 }}>{T.channelsHelp}</FormHelperText>
      </Group>

      <Group title={T.quietTitle}>
        <FormControlLabel control={<Switch checked={quiet !== null} onChange={(e) => setQuiet(e.target.checked ? lastQuiet : null)} />} label={T.quietEnabled} />
        {quiet && (
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            <TextField {...timeField} label={T.quietFrom} value={quiet.start} onChange={(e) => setQuiet({ ...quiet, start: e.target.value })} error={!!errors.quietStart} helperText={errors.quietStart} />
            <TextField {...timeField} label={T.quietTo} value={quiet.end} onChange={(e) => setQuiet({ ...quiet, end: e.target.value })} error={!!errors.quietEnd} helperText={errors.quietEnd} />
          </Stack>
        )}
        <FormHelperText sx={{ m: 0 }}>{T.quietHelp}</FormHelperText>
      </Group>

      <Group title={T.nudgeTitle}>
        <FormControlLabel
          control={<Switch checked={draft.nudge.enabled} onChange={(e) => edit({ ...draft, nudge: { ...draft.nudge, enabled: e.target.checked } })} />}
          label={T.nudgeEnabled}
        />
        {draft.nudge.enabled && (
          <TextField {...timeField} label={T.nudgeTime} value={draft.nudge.time} onChange={(e) => edit({ ...draft, nudge: { ...draft.nudge, time: e.target.value } })} error={!!errors.nudgeTime} helperText={errors.nudgeTime} />
        )}
        <FormHelperText sx={{ m: 0 }}>{T.nudgeHelp}</FormHelperText>
      </Group>

      <Group title={T.reviewTitle}>
        <FormControlLabel
          control={<Switch checked={draft.review.enabled} onChange={(e) => edit({ ...draft, review: { ...draft.review, enabled: e.target.checked } })} />}
          label={T.reviewEnabled}
        />
        {draft.review.enabled && (
          <>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
              <TextField select size="small" label={T.reviewDay} value={draft.review.weekday} onChange={(e) => edit({ ...draft, review: { ...draft.review, weekday: Number(e.target.value) } })} sx={{ width: 160 }}>
                {week.map((weekday) => (
                  <MenuItem key={weekday} value={weekday}>
                    {T.weekdays[weekday]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select size="small" label={T.reviewHour} value={draft.review.hour} onChange={(e) => edit({ ...draft, review: { ...draft.review, hour: Number(e.target.value) } })} sx={{ width: 120 }}>
                {HOURS.map((hour) => (
                  <MenuItem key={hour} value={hour}>
                    {formatClockTime(T.hourLabel(hour))}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <FormControlLabel control={<Checkbox checked={draft.review.email} onChange={(e) => edit({ ...draft, review: { ...draft.review, email: e.target.checked } })} />} label={T.reviewEmail} />
          </>
        )}
        <FormHelperText sx={{ m: 0 }}>{T.reviewHelp}</FormHelperText>
      </Group>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button type="submit" variant="contained" disabled={saving || !changed}>
          {saving ? T.saving : T.save}
        </Button>
        <div role="status" aria-live="polite">
          {result ? (
            <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>
          ) : (
            changed && <Typography color="text.secondary">{T.unsaved}</Typography>
          )}
        </div>
      </Stack>
    </Stack>
  );
}
