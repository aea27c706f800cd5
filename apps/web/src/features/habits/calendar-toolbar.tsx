import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HABITS_TEXTS } from '@stride/domain';
import { useMediaQuery } from '../../lib/use-media-query';
import { CALENDAR_VIEWS, PHONE_QUERY, PHONE_VIEWS, type CalendarView } from './calendar-views';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS };

interface CalendarToolbarProps {
  label: string;
  view: CalendarView;
  onNavigate: (action: 'TODAY' | 'PREV' | 'NEXT') => void;
  onView: (view: CalendarView) => void;
}

/** Today, previous/next, what is shown, and the view switcher (the agenda included). */
export function CalendarToolbar({ label, view, onNavigate, onView }: CalendarToolbarProps) {
  const { HABITS_TEXTS } = useTexts(ENGLISH);
  const views = useMediaQuery(PHONE_QUERY) ? PHONE_VIEWS : CALENDAR_VIEWS;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {/* Kept whole beside a long range ("30 nov. – 29 déc. 2026"), which wraps instead (issue 54). */}
        <Button size="small" variant="outlined" onClick={() => onNavigate('TODAY')} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {HABITS_TEXTS.today}
        </Button>
        <IconButton aria-label={HABITS_TEXTS.previous} onClick={() => onNavigate('PREV')}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={HABITS_TEXTS.next} onClick={() => onNavigate('NEXT')}>
          <ChevronRightIcon />
        </IconButton>
        <Typography component="h3" variant="subtitle1" aria-live="polite" sx={{ fontWeight: 700, ml: 1, minWidth: 0 }}>
          {label}
        </Typography>
      </Stack>
      <ButtonGroup size="small" aria-label={HABITS_TEXTS.calendarViews} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
        {views.map((v) => (
          <Button key={v} variant={view === v ? 'contained' : 'outlined'} aria-pressed={view === v} onClick={() => onView(v)}>
            {HABITS_TEXTS.viewLabels[v]}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
