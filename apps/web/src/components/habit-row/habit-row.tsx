import AcUnitIcon from '@mui/icons-material/AcUnit';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RedoIcon from '@mui/icons-material/Redo';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Fragment, useId, useState, type FormEvent } from 'react';
import { HABIT_DAY_TEXTS, HABIT_ROW_TEXTS, TODAY_TEXTS, LIMIT_TEXTS, END_DATE_TEXTS, habitDayView, recentFreezeDate } from '@stride/domain';
import { HABIT_DEPTH_TEXTS, OFFLINE_TEXTS, amountOn, endDateLabel, formatAmount, habitDayDetails, isSkippedOn, type Habit } from '@stride/domain';
import { habitColorSx } from '../habit-color';
import { useTexts } from '../../lib/i18n/app-texts';
import { TONE_COLORS } from '../habit-day-tone';
import { formatTimeRange } from '../../lib/format-time';
import { formatLocalAmount } from '../../lib/format-amount';
import type { DayOccurrence } from './day-order';
import { LogAmountDialog, NoteDialog, PauseDialog } from './day-dialogs';
import { useDayActions } from './use-day-actions';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABIT_ROW_TEXTS, TODAY_TEXTS, HABIT_DEPTH_TEXTS, HABIT_DAY_TEXTS, LIMIT_TEXTS, END_DATE_TEXTS };

export interface HabitRowProps {
  occurrence: DayOccurrence;
  done: boolean;
  /** A check-off made offline, waiting to be sent (issue 21). */
  pending: boolean;
  today: string;
  /** A plain habit's check-off or its taking back (the page's own, with its Undo). */
  onToggle: (habit: Habit, date: string, done: boolean) => void;
  /** Edit: the page's edit form for this occurrence. */
  onEdit: (habit: Habit, date: string) => void;
  onError: (message: string) => void;
}

type Open = 'log' | 'note' | 'pause' | null;

/**
 * One habit on one day, the same on Today and the Habit Tracker (issue 39): a tap checks it off
 * (or takes it back); an amount habit's tap adds one unit and its figure opens the day's total for
 * typing; "More actions for <name>" opens Skip, Log amount, Note, Pause, Edit and Archive.
 */
export function HabitRow({ occurrence, done, pending, today, onToggle, onEdit, onError }: HabitRowProps) {
  const texts = useTexts(ENGLISH);
  const { HABIT_ROW_TEXTS: T, TODAY_TEXTS, HABIT_DEPTH_TEXTS: D, LIMIT_TEXTS: L } = texts;
  const { habit, date } = occurrence;
  const actions = useDayActions(onError);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuContainer, setMenuContainer] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [editingTotal, setEditingTotal] = useState(false);
  const menuId = useId();
  const target = habit.target;
  const skipped = !done && isSkippedOn(habit, date);
  // Issue 40: a limit ("at most 2 coffees") logs one per tap; a quit habit ("no sugar") is not
  // ticked off at all: its days are kept by not doing, and a slip is logged with its own button.
  // Issue 51: the day as every screen tells it (decision 051): a limit's figure ("3 of at most 2
  // coffees · over", in the warning colour when over), a quit habit's days without a slip.
  const view = habitDayView(habit, date, today, texts);
  const limit = view.kind === 'limit';
  const quit = view.kind === 'quit';
  const over = view.state === 'over';
  // Issue 51: a skipped or paused day is shown as itself, briefly: its own mark and a dashed frame,
  // and its one word ("Skipped", "Paused") first, not an open day's empty circle.
  const excused = !done && (view.state === 'skipped' || view.state === 'paused') ? view.state : null;
  const excusedWord = excused === 'skipped' ? D.skipped : excused === 'paused' ? D.paused : null;
  // A spent freeze, briefly ("Streak freeze used yesterday") and only for two days: the whole
  // sentence is in the habit's details and the coach's words, not repeated on the row for a week.
  const freezeDate = date === today ? recentFreezeDate(habit.freezes, today, 2) : null;
  const details = [
    excusedWord,
    habit.frequency ? null : formatTimeRange(occurrence.startTime, occurrence.endTime),
    // The amount is on its own button beside this one; a limit's and a quit habit's figure is the view's.
    ...habitDayDetails(habit, date, done, D).filter((d) => d !== excusedWord && view.kind === 'build' && (!target || d !== D.amountOf(amountOn(habit, date), target))),
    view.kind === 'build' ? null : view.figure,
    // A quit habit's streak is already said as its days without.
    habit.completionStreak > 0 && !quit ? TODAY_TEXTS.streak(habit.completionStreak) : null,
    // Issue 40: "Ends 31 Mar", or "Ended" after its last day.
    endDateLabel(habit.endDate, today, texts.END_DATE_TEXTS),
  ].filter(Boolean);

  const tap = () => (target ? void actions.addOne(habit, date) : onToggle(habit, date, !done));
  const choose = (next: () => void) => () => {
    setMenuAnchor(null);
    next();
  };
  const startIcon = done ? <CheckCircleIcon /> : excused === 'skipped' ? <RedoIcon /> : excused === 'paused' ? <PauseCircleOutlineIcon /> : target ? <AddCircleOutlineIcon /> : <RadioButtonUncheckedIcon />;
  const nameAndDetails = (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box component="span" sx={{ fontWeight: 700, fontSize: '1.05rem', textDecoration: done && !target ? 'line-through' : 'none', overflowWrap: 'anywhere' }}>
        {habit.name}
        {target && !quit && (
          <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {`, ${limit ? L.logsOne(target) : T.addOne(target)}`}
          </Box>
        )}
      </Box>
      {details.length > 0 && (
        <Box component="span" sx={{ fontSize: '0.875rem', fontWeight: 400 }}>
          {details.map((detail, i) => (
            // A short detail ("07:00–07:30", "· 27-day streak") never breaks inside itself on a
            // phone; the line breaks only at the space before a detail's "·", and a sentence (a
            // spent freeze) wraps as text does. The text reads as before: "07:00–07:30 · 27-day streak".
            <Fragment key={i}>
              {i > 0 && ' '}
              <Box
                component="span"
                sx={{
                  whiteSpace: String(detail).length <= 24 ? 'nowrap' : 'normal',
                  ...(over && detail === view.figure ? { color: TONE_COLORS.warning, fontWeight: 700 } : {}),
                  ...(detail === excusedWord ? { fontWeight: 700 } : {}),
                }}
              >
                {i > 0 ? `· ${detail}` : detail}
              </Box>
            </Fragment>
          ))}
        </Box>
      )}
      {freezeDate && (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.8125rem' }}>
          <AcUnitIcon sx={{ fontSize: 16 }} aria-hidden />
          {L.freezeSpentShort(freezeDate, today)}
        </Box>
      )}
      {pending && (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.8125rem', fontStyle: 'italic' }}>
          <CloudQueueIcon sx={{ fontSize: 16 }} aria-hidden />
          {OFFLINE_TEXTS.pendingMark}
        </Box>
      )}
    </Box>
  );

  return (
    <Box
      sx={[
        {
          // One frame around the whole row (its check-off, figure and menu), coloured by habit on the left.
          border: 1,
          borderColor: done ? 'success.main' : over ? TONE_COLORS.warning : 'divider',
          // A skipped or paused day: a dashed frame on a muted ground (issue 51), not an open day's.
          borderStyle: excused ? 'dashed' : 'solid',
          borderLeft: '6px solid',
          borderRadius: 2,
          bgcolor: done ? 'var(--stride-success-bg)' : over ? 'var(--stride-over-bg)' : excused ? 'action.hover' : 'background.paper',
        },
        // Decision 043: the habit's own colour when it has one, else its place in the list's.
        habitColorSx(habit, occurrence.index, 'borderLeftColor'),
      ]}
    >
      <Stack direction="row" sx={{ alignItems: 'stretch', gap: 0.5, pr: 0.5 }}>
        {quit ? (
          <Box sx={{ flex: 1, minWidth: 0, minHeight: 64, display: 'flex', alignItems: 'center', gap: 1, px: 1.5, color: done ? 'var(--stride-success-text)' : 'text.primary' }}>
            {/* Issue 51: a "no" sign, not an empty circle that reads as a box to tick. */}
            <BlockIcon sx={{ fontSize: 28, color: over ? TONE_COLORS.warning : 'text.secondary' }} aria-hidden />
            {nameAndDetails}
          </Box>
        ) : (
          <Button
            variant="text"
            color={done ? 'success' : 'primary'}
            // A limit adds one per tap: a button, never a tick box (issue 51).
            aria-pressed={view.checkable ? done : undefined}
            onClick={tap}
            disabled={!!target && actions.busy}
            startIcon={startIcon}
            sx={{
              flex: 1,
              minWidth: 0,
              minHeight: 64,
              justifyContent: 'flex-start',
              textAlign: 'left',
              textTransform: 'none',
              px: 1.5,
              borderRadius: 1.5,
              ...(done ? { color: 'var(--stride-success-text)' } : {}),
              '& .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 28 },
            }}
          >
            {nameAndDetails}
          </Button>
        )}
        {quit && (
          <Button variant="outlined" onClick={() => void actions.addOne(habit, date)} disabled={actions.busy} sx={{ alignSelf: 'center', minHeight: 44, textTransform: 'none', whiteSpace: 'nowrap' }}>
            {L.logSlip}
            <Box component="span" sx={visuallyHidden}>{` ${L.logSlipFor(habit.name)}`}</Box>
          </Button>
        )}
        {target && !quit && (
          <Button
            variant="text"
            aria-expanded={editingTotal}
            onClick={() => setEditingTotal((v) => !v)}
            sx={{ minWidth: 64, px: 1, flexDirection: 'column', lineHeight: 1.2, fontWeight: 700 }}
          >
            {/* Its name starts with what it does and ends with what it shows (axe label-content-name-mismatch). */}
            <Box component="span" sx={visuallyHidden}>{`${T.editTotal(habit.name)} `}</Box>
            <Box component="span" sx={over ? { color: TONE_COLORS.warning } : undefined}>{`${formatLocalAmount(amountOn(habit, date))}/${formatLocalAmount(target.quantity)}`}</Box>
            <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 400 }}>
              {target.unit}
            </Box>
          </Button>
        )}
        <IconButton
          aria-label={T.moreActions(habit.name)}
          aria-haspopup="menu"
          aria-expanded={!!menuAnchor}
          aria-controls={menuAnchor ? menuId : undefined}
          onClick={(e) => {
            setMenuContainer(e.currentTarget.closest<HTMLElement>('main'));
            setMenuAnchor(e.currentTarget);
          }}
          sx={{ alignSelf: 'center', width: 48, height: 48 }}
        >
          <MoreVertIcon />
        </IconButton>
      </Stack>
      {target && editingTotal && (
        <TotalEditor
          habit={habit}
          initial={amountOn(habit, date)}
          busy={actions.busy}
          onSave={async (total) => {
            if (await actions.setTotal(habit, date, total)) setEditingTotal(false);
          }}
          onCancel={() => setEditingTotal(false)}
        />
      )}
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={!!menuAnchor}
        onClose={() => setMenuAnchor(null)}
        // Inside the page's main landmark rather than at the end of the body, outside every landmark (axe region).
        container={menuContainer}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': T.moreActions(habit.name) } }}
      >
        <MenuItem disabled={done || actions.busy} onClick={choose(() => void actions.setSkipped(habit, date, !skipped))}>
          {skipped ? T.undoSkip : T.skip}
        </MenuItem>
        {target && <MenuItem onClick={choose(() => setOpen('log'))}>{T.logAmount}</MenuItem>}
        <MenuItem onClick={choose(() => setOpen('note'))}>{T.note}</MenuItem>
        <MenuItem onClick={choose(() => setOpen('pause'))}>{T.pause}</MenuItem>
        <MenuItem onClick={choose(() => onEdit(habit, date))}>{T.edit}</MenuItem>
        <MenuItem disabled={actions.busy} onClick={choose(() => void actions.archive(habit))}>
          {T.archive}
        </MenuItem>
      </Menu>
      {open === 'log' && target && <LogAmountDialog habit={habit} date={date} actions={actions} onClose={() => setOpen(null)} />}
      {open === 'note' && <NoteDialog habit={habit} date={date} done={done} actions={actions} onClose={() => setOpen(null)} />}
      {open === 'pause' && <PauseDialog habit={habit} today={today} onClose={() => setOpen(null)} />}
    </Box>
  );
}

/** The day's total typed in place: tapping the figure asks for it, as a person asked to change it. */
function TotalEditor({ habit, initial, busy, onSave, onCancel }: { habit: Habit; initial: number; busy: boolean; onSave: (total: number) => Promise<void>; onCancel: () => void }) {
  const { HABIT_ROW_TEXTS: T, HABIT_DEPTH_TEXTS: D } = useTexts(ENGLISH);
  const [value, setValue] = useState(formatAmount(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const total = Number(value);
    if (!value.trim() || !Number.isFinite(total) || total < 0) return setProblem(D.quantityRequired);
    setProblem(null);
    void onSave(total);
  };
  return (
    <Stack component="form" direction="row" onSubmit={submit} sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', p: 1, pl: 1.5 }}>
      <TextField
        size="small"
        label={T.totalLabel(habit.target!.unit)}
        type="number"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={!!problem}
        helperText={problem}
        // The person tapped the figure to type it: here the keyboard is what they asked for.
        autoFocus
        slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
        sx={{ width: 140 }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {T.saveTotal}
      </Button>
      <Button onClick={onCancel}>{T.cancel}</Button>
    </Stack>
  );
}
