import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  CUSTOM_RECURRENCE_TEXTS,
  HABIT_FORM_TEXTS,
  HABITS_TEXTS,
  MAX_RECURRENCE_INTERVAL,
  NTH_WEEKDAY_KINDS,
  NTH_WEEKS,
  WEEKDAY_NAMES,
  civilFromDays,
  firstDayOfWeek,
  monthsLackingDate,
  toEpochDay,
  weekdayOf,
  type CustomRecurrence,
  type NthWeek,
  type NthWeekdayKind,
  type WeekdayName,
} from '@stride/domain';
import { MessageDialog } from '../../components/message-dialog';
import { useTexts } from '../../lib/i18n/app-texts';
import { useDisplayLocale } from '../../lib/locale/use-display-locale';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { CUSTOM_RECURRENCE_TEXTS, HABIT_FORM_TEXTS, HABITS_TEXTS };

type Frequency = CustomRecurrence['frequency'];

interface Draft {
  frequency: Frequency;
  interval: string;
  days: WeekdayName[];
  monthlyOption: 'dayOfMonth' | 'dayOfWeek';
  monthlyDays: number[];
  monthlyWeek: NthWeek;
  monthlyWeekday: NthWeekdayKind;
  yearlyMonths: number[];
  yearlyOption: 'specificDate' | 'dayOfWeek';
  yearlyDate: number;
  yearlyWeek: NthWeek;
  yearlyWeekday: NthWeekdayKind;
}


/** Section 5: the interval is a number, at least 1, and falls back to 1 when it is not valid. */
export function parseInterval(text: string): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_RECURRENCE_INTERVAL) : 1;
}

function draftFrom(value: CustomRecurrence | null, startDate: string): Draft {
  const start = toEpochDay(startDate);
  const { month, day } = civilFromDays(start);
  return {
    frequency: value?.frequency ?? 'daily',
    interval: String(value?.interval ?? 1),
    days: value?.days?.length ? value.days : [WEEKDAY_NAMES[weekdayOf(start)]!],
    monthlyOption: value?.monthlyOption ?? 'dayOfMonth',
    monthlyDays: value?.monthlyDays?.length ? value.monthlyDays : [day],
    monthlyWeek: value?.monthlyWeek ?? 'first',
    monthlyWeekday: value?.monthlyWeekday ?? 'day',
    yearlyMonths: value?.yearlyMonths?.length ? value.yearlyMonths : [month],
    yearlyOption: value?.yearlyOption ?? 'specificDate',
    yearlyDate: value?.yearlyDate ?? day,
    yearlyWeek: value?.yearlyWeek ?? 'first',
    yearlyWeekday: value?.yearlyWeekday ?? 'day',
  };
}

/** The rule to save: only the options of its frequency; monthlyDays empty for 'dayOfWeek' (section 5). */
export function toCustomRecurrence(draft: Draft): CustomRecurrence {
  const base = { frequency: draft.frequency, interval: parseInterval(draft.interval) };
  switch (draft.frequency) {
    case 'daily':
      return base;
    case 'weekly':
      // In the week's order, whichever was pressed first (a Wednesday start and Monday added had saved "Wednesday, Monday").
      return { ...base, days: WEEKDAY_NAMES.filter((day) => draft.days.includes(day)) };
    case 'monthly':
      return draft.monthlyOption === 'dayOfMonth'
        ? { ...base, monthlyOption: 'dayOfMonth', monthlyDays: [...draft.monthlyDays].sort((a, b) => a - b) }
        : { ...base, monthlyOption: 'dayOfWeek', monthlyDays: [], monthlyWeek: draft.monthlyWeek, monthlyWeekday: draft.monthlyWeekday };
    case 'yearly':
      return draft.yearlyOption === 'specificDate'
        ? { ...base, yearlyOption: 'specificDate', yearlyMonths: [...draft.yearlyMonths].sort((a, b) => a - b), yearlyDate: draft.yearlyDate }
        : { ...base, yearlyOption: 'dayOfWeek', yearlyMonths: [...draft.yearlyMonths].sort((a, b) => a - b), yearlyWeek: draft.yearlyWeek, yearlyWeekday: draft.yearlyWeekday };
  }
}

interface CustomRecurrenceDialogProps {
  open: boolean;
  /** The rule being edited; null starts from the start date's own day. */
  value: CustomRecurrence | null;
  /** Anchors the defaults and the summary. */
  startDate: string;
  onCancel: () => void;
  onSave: (value: CustomRecurrence) => void;
}

/** Section 2 "Custom Recurrence dialog": every option of section 3's CustomRecurrence. */
export function CustomRecurrenceDialog({ open, value, startDate, onCancel, onSave }: CustomRecurrenceDialogProps) {
  const { HABITS_TEXTS } = useTexts(ENGLISH);
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" slotProps={{ paper: { 'aria-label': HABITS_TEXTS.customTitle } }}>
      {/* Mounted afresh at each opening, so the form starts from the saved rule. */}
      {open && <CustomRecurrenceForm value={value} startDate={startDate} onCancel={onCancel} onSave={onSave} />}
    </Dialog>
  );
}

function CustomRecurrenceForm({ value, startDate, onCancel, onSave }: Omit<CustomRecurrenceDialogProps, 'open'>) {
  const { CUSTOM_RECURRENCE_TEXTS: R, HABIT_FORM_TEXTS: F, HABITS_TEXTS } = useTexts(ENGLISH);
  const [draft, setDraft] = useState(() => draftFrom(value, startDate));
  const [alert, setAlert] = useState<string | null>(null);
  const ids = { frequency: useId(), interval: useId(), summary: useId() };
  const set = <K extends keyof Draft>(key: K, v: Draft[K]) => setDraft((d) => ({ ...d, [key]: v }));
  // Issue 54: the week's days from the region's first day ("Mo Di Mi … So" in Germany), as the calendars show them.
  const firstDay = firstDayOfWeek(useDisplayLocale());
  const week = WEEKDAY_NAMES.map((_, i) => WEEKDAY_NAMES[(firstDay + i) % 7]!);

  const changeYearlyDate = (date: number) => {
    const lacking = monthsLackingDate(date, draft.yearlyMonths);
    if (lacking.length) setAlert(HABITS_TEXTS.yearlyDateMissing(date, lacking));
    else set('yearlyDate', date);
  };
  const changeYearlyMonths = (months: number[]) => {
    // The same rule the other way round: a month that never has the chosen date is refused.
    const lacking = draft.yearlyOption === 'specificDate' ? monthsLackingDate(draft.yearlyDate, months) : [];
    if (lacking.length) setAlert(HABITS_TEXTS.yearlyDateMissing(draft.yearlyDate, lacking));
    else set('yearlyMonths', months);
  };

  const rule = toCustomRecurrence(draft);
  return (
    <>
      <DialogTitle id="custom-recurrence-title">{HABITS_TEXTS.customTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id={ids.frequency}
              select
              label={R.repeats}
              value={draft.frequency}
              onChange={(e) => set('frequency', e.target.value as Frequency)}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="daily">{R.frequencies.daily}</MenuItem>
              <MenuItem value="weekly">{R.frequencies.weekly}</MenuItem>
              <MenuItem value="monthly">{R.frequencies.monthly}</MenuItem>
              <MenuItem value="yearly">{R.frequencies.yearly}</MenuItem>
            </TextField>
            <TextField
              id={ids.interval}
              label={R.interval(draft.frequency)}
              type="number"
              value={draft.interval}
              onChange={(e) => set('interval', e.target.value)}
              onBlur={() => set('interval', String(parseInterval(draft.interval)))}
              slotProps={{ htmlInput: { min: 1, max: MAX_RECURRENCE_INTERVAL, inputMode: 'numeric' } }}
              sx={{ minWidth: 200 }}
            />
          </Stack>

          {draft.frequency === 'weekly' && (
            <FormControl component="fieldset">
              <FormLabel component="legend">{R.onTheseDays}</FormLabel>
              <ToggleButtonGroup
                value={draft.days}
                onChange={(_, days: WeekdayName[]) => set('days', days)}
                aria-label={R.daysOfWeek}
                size="small"
                sx={{ flexWrap: 'wrap', mt: 1 }}
              >
                {week.map((name) => (
                  <ToggleButton key={name} value={name} aria-label={R.weekdays[name]} sx={{ minWidth: 44 }}>
                    {R.weekdaysShort[name]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </FormControl>
          )}

          {draft.frequency === 'monthly' && (
            <FormControl component="fieldset">
              <FormLabel component="legend">{R.monthlyOn}</FormLabel>
              <RadioGroup row value={draft.monthlyOption} onChange={(e) => set('monthlyOption', e.target.value as Draft['monthlyOption'])}>
                <FormControlLabel value="dayOfMonth" control={<Radio />} label={R.daysOfMonth} />
                <FormControlLabel value="dayOfWeek" control={<Radio />} label={R.dayOfWeek} />
              </RadioGroup>
              {draft.monthlyOption === 'dayOfMonth' ? (
                <ToggleButtonGroup
                  value={draft.monthlyDays}
                  onChange={(_, days: number[]) => set('monthlyDays', days)}
                  aria-label={R.daysOfMonth}
                  size="small"
                  sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(36px, 1fr))', mt: 1, '& .MuiToggleButton-root': { border: '1px solid', borderColor: 'divider', m: '1px', borderRadius: 1 } }}
                >
                  {Array.from({ length: 31 }, (_, i) => i + 1).map((day) => (
                    <ToggleButton key={day} value={day} aria-label={R.dayOfMonth(day)}>
                      {day}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              ) : (
                <NthWeekdayFields
                  week={draft.monthlyWeek}
                  weekdays={week}
                  kind={draft.monthlyWeekday}
                  onWeek={(w) => set('monthlyWeek', w)}
                  onKind={(k) => set('monthlyWeekday', k)}
                />
              )}
            </FormControl>
          )}

          {draft.frequency === 'yearly' && (
            <>
              <FormControl component="fieldset">
                <FormLabel component="legend">{R.inTheseMonths}</FormLabel>
                <ToggleButtonGroup
                  value={draft.yearlyMonths}
                  onChange={(_, months: number[]) => changeYearlyMonths(months)}
                  aria-label={R.months}
                  size="small"
                  sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))', mt: 1, '& .MuiToggleButton-root': { border: '1px solid', borderColor: 'divider', m: '1px', borderRadius: 1 } }}
                >
                  {R.monthNames.map((name, i) => (
                    <ToggleButton key={i} value={i + 1} aria-label={name}>
                      {R.monthNamesShort[i]}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </FormControl>
              <FormControl component="fieldset">
                <FormLabel component="legend">{R.on}</FormLabel>
                <RadioGroup row value={draft.yearlyOption} onChange={(e) => set('yearlyOption', e.target.value as Draft['yearlyOption'])}>
                  <FormControlLabel value="specificDate" control={<Radio />} label={R.aDate} />
                  <FormControlLabel value="dayOfWeek" control={<Radio />} label={R.dayOfWeek} />
                </RadioGroup>
                {draft.yearlyOption === 'specificDate' ? (
                  <TextField
                    select
                    label={R.date}
                    value={draft.yearlyDate}
                    onChange={(e) => changeYearlyDate(Number(e.target.value))}
                    sx={{ mt: 1, maxWidth: 140 }}
                  >
                    {Array.from({ length: 31 }, (_, i) => i + 1).map((day) => (
                      <MenuItem key={day} value={day}>
                        {day}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  <NthWeekdayFields
                    week={draft.yearlyWeek}
                    weekdays={week}
                    kind={draft.yearlyWeekday}
                    onWeek={(w) => set('yearlyWeek', w)}
                    onKind={(k) => set('yearlyWeekday', k)}
                  />
                )}
              </FormControl>
            </>
          )}

          <Typography id={ids.summary} role="status" sx={{ fontWeight: 600 }}>
            {R.summary(rule, startDate)}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{F.cancel}</Button>
        <Button variant="contained" onClick={() => onSave(rule)}>
          {R.done}
        </Button>
      </DialogActions>
      <MessageDialog open={alert !== null} title={R.chooseAnotherDate} message={alert ?? ''} onClose={() => setAlert(null)} />
    </>
  );
}

interface NthWeekdayFieldsProps {
  week: NthWeek;
  kind: NthWeekdayKind;
  /** The week's days from the region's first day (issue 54), as the weekly toggles show them. */
  weekdays: readonly WeekdayName[];
  onWeek: (week: NthWeek) => void;
  onKind: (kind: NthWeekdayKind) => void;
}

/** "Day", "Weekday", "Weekend day", then the days of the week in the region's order. */
const GENERAL_KINDS = NTH_WEEKDAY_KINDS.filter((k): k is 'day' | 'weekday' | 'weekend' => k === 'day' || k === 'weekday' || k === 'weekend');

function NthWeekdayFields({ week, kind, weekdays, onWeek, onKind }: NthWeekdayFieldsProps) {
  const { CUSTOM_RECURRENCE_TEXTS: R } = useTexts(ENGLISH);
  const kindLabel = (k: NthWeekdayKind) => (k === 'day' || k === 'weekday' || k === 'weekend' ? R.kinds[k] : R.weekdays[k]);
  const kinds: NthWeekdayKind[] = [...GENERAL_KINDS, ...weekdays];
  // The two fields share the row and shrink to it, and wrap when it is too narrow for both
  // (375 px: "Día de fin de semana" ran past the dialog's edge).
  const field = { flex: '1 1 140px', minWidth: 0, maxWidth: { sm: 220 } };
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
      <TextField select label={R.which} value={week} onChange={(e) => onWeek(e.target.value as NthWeek)} sx={field}>
        {NTH_WEEKS.map((w) => (
          <MenuItem key={w} value={w}>
            {R.weeks[w]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={R.day} value={kind} onChange={(e) => onKind(e.target.value as NthWeekdayKind)} sx={field}>
        {kinds.map((value) => (
          <MenuItem key={value} value={value}>
            {kindLabel(value)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
