import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { CALENDAR_SETTINGS, HABIT_DETAILS_TEXTS, addMonths, daysFromCivil, daysInMonth, firstDayOfWeek, formatDate, formatDay, occurrenceStatus, weekdayNames, weekdayOf } from '@stride/domain';
import { displayLocale } from '../../lib/locale/display-locale';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABIT_DETAILS_TEXTS };

interface MiniMonthProps {
  year: number;
  month: number;
  onMonthChange: (year: number, month: number) => void;
  /** Dates ('YYYY-MM-DD') with an occurrence. */
  scheduled: ReadonlySet<string>;
  isDone: (date: string) => boolean;
  today: string;
  color: string;
  /** Completes or undoes a scheduled date up to today. */
  onToggle: (date: string, done: boolean) => void;
  /** Issue 22: a scheduled day skipped or paused, said in words and drawn dotted. */
  excusedAs?: ((date: string) => 'skipped' | 'paused' | undefined) | undefined;
  /**
   * Issue 51: days shown, not toggled: a limit or a quit habit (a tap would log a coffee or a
   * slip) and a several-times-a-day habit (its times are checked off one by one on Today).
   */
  readOnly?: boolean;
  /** An any-time habit ("3 times a week"): an earlier day left open is not missed, only not done (twenty-fifth session). */
  anyTime?: boolean;
}

const PAST_TEXT = 'var(--stride-muted-text)';

/**
 * A done day keeps its number (the accessible name starts with what is seen, axe
 * label-content-name-mismatch) with a small tick in its corner, rather than a tick in its place.
 */
function DoneMark() {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ position: 'absolute', top: -3, right: -3, width: 16, height: 16, borderRadius: '50%', bgcolor: 'background.paper', color: 'success.dark', display: 'grid', placeItems: 'center', boxShadow: 1 }}
    >
      <CheckIcon sx={{ fontSize: 13 }} />
    </Box>
  );
}
const PAST_BG = 'var(--stride-muted-bg)';

/**
 * Section 2 "Habit details": a month (300 px high) with the habit's days highlighted and past days
 * greyed. A scheduled day up to today is a toggle button that completes or undoes it.
 */
export function MiniMonth({ year, month, onMonthChange, scheduled, isDone, today, color, onToggle, excusedAs, readOnly = false, anyTime = false }: MiniMonthProps) {
  // Issue 54: weeks from the region's first day, weekday and month names in its language.
  const locale = displayLocale();
  const { HABIT_DETAILS_TEXTS: T } = useTexts(ENGLISH);
  const first = daysFromCivil(year, month, 1);
  const lead = (weekdayOf(first) - firstDayOfWeek(locale) + 7) % 7;
  const longNames = weekdayNames(locale, 'long');
  const shortNames = weekdayNames(locale, 'short');
  const cells: Array<number | null> = [...Array<null>(lead).fill(null), ...Array.from({ length: daysInMonth(year, month) }, (_, i) => first + i)];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const title = formatDay(formatDate(first), 'monthYear', locale);
  const move = (count: number) => {
    const next = addMonths(year, month, count);
    onMonthChange(next.year, next.month);
  };

  return (
    <Box sx={{ height: CALENDAR_SETTINGS.miniCalendarHeightPx, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <IconButton aria-label={T.previousMonth} onClick={() => move(-1)} size="small">
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} aria-live="polite">
          {title}
        </Typography>
        <IconButton aria-label={T.nextMonth} onClick={() => move(1)} size="small">
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box component="table" aria-label={title} sx={{ width: '100%', flex: 1, borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <thead>
          <tr>
            {longNames.map(({ day, name }, i) => (
              <Box component="th" key={day} scope="col" sx={{ fontSize: 12, fontWeight: 600, color: 'text.secondary', pb: 0.5 }}>
                <abbr title={name} style={{ textDecoration: 'none' }}>
                  {shortNames[i]!.name.slice(0, 2)}
                </abbr>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => (
                <Box component="td" key={d} sx={{ p: '1px', textAlign: 'center' }}>
                  {day !== null && <DayCell date={formatDate(day)} scheduled={scheduled} isDone={isDone} today={today} color={color} onToggle={onToggle} excusedAs={excusedAs} readOnly={readOnly} anyTime={anyTime} />}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function DayCell({
  date,
  scheduled,
  isDone,
  today,
  color,
  onToggle,
  excusedAs,
  readOnly,
  anyTime,
}: Pick<MiniMonthProps, 'scheduled' | 'isDone' | 'today' | 'color' | 'onToggle' | 'excusedAs' | 'readOnly' | 'anyTime'> & { date: string }) {
  const { HABIT_DETAILS_TEXTS: T } = useTexts(ENGLISH);
  const day = Number(date.slice(8));
  const isScheduled = scheduled.has(date);
  const past = date < today;
  const done = isScheduled && isDone(date);
  const base = {
    // 40 px, 2 px apart: seven to a row and six rows fit the spec's 300 px month in a phone's dialog,
    // above WCAG 2.2's 24 px minimum target (2.5.8); 44 px would not fit six rows (issue 51).
    width: 40,
    height: 40,
    position: 'relative',
    mx: 'auto',
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 14,
    outline: date === today ? '2px solid' : 'none',
    outlineColor: 'primary.main',
  } as const;
  if (!isScheduled) {
    return (
      <Box sx={{ ...base, color: past ? PAST_TEXT : 'text.primary', bgcolor: past ? PAST_BG : 'transparent' }}>
        {day}
      </Box>
    );
  }
  const excused = done ? undefined : excusedAs?.(date);
  const status = occurrenceStatus(date, today, done, excused, anyTime);
  // The name starts with the number shown ("4 November, scheduled, paused": axe label-content-name-mismatch).
  const label = T.dayLabel(date, status);
  if (readOnly && date <= today) {
    return (
      <Box sx={{ ...base, fontWeight: 700, bgcolor: done ? color : PAST_BG, color: done ? '#fff' : PAST_TEXT, border: `2px ${excused ? 'dotted' : status === 'missed' ? 'dashed' : 'solid'}`, borderColor: color }}>
        {day}
        {done && <DoneMark />}
        <Box component="span" sx={visuallyHidden}>
          {label.slice(String(day).length)}
        </Box>
      </Box>
    );
  }
  if (date > today) {
    return (
      <Box sx={{ ...base, fontWeight: 700, ...(excused ? { border: `2px dotted ${color}`, color: 'text.primary' } : { bgcolor: color, color: '#fff' }) }}>
        {day}
        <Box component="span" sx={visuallyHidden}>
          {` ${T.dayState(excused ?? 'todo')}`}
        </Box>
      </Box>
    );
  }
  return (
    <ButtonBase
      aria-pressed={done}
      aria-label={label}
      onClick={() => onToggle(date, !done)}
      sx={{
        ...base,
        fontWeight: 700,
        bgcolor: done ? color : PAST_BG,
        color: done ? '#fff' : PAST_TEXT,
        // A missed day's ring is dashed, as missed events are on the calendar; a skipped or paused one dotted.
        border: `2px ${excused ? 'dotted' : status === 'missed' ? 'dashed' : 'solid'}`,
        borderColor: color,
      }}
    >
      {day}
      {done && <DoneMark />}
    </ButtonBase>
  );
}
