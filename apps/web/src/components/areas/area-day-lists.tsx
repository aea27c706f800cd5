import DoneAllIcon from '@mui/icons-material/DoneAll';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { AREAS_TEXTS, PUNCTUATION_TEXTS, areaHabitsToComplete, groupByArea, type Area, type Habit } from '@stride/domain';
import { HabitDayList } from '../habit-row/habit-day-list';
import type { DayOccurrence } from '../habit-row/day-order';
import type { HabitRowProps } from '../habit-row/habit-row';
import { useGetAreasQuery } from '../../lib/areas/areas-endpoints';
import { RoutineDialog } from './routine-dialog';
import { useDoneAll } from './use-done-all';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { AREAS_TEXTS, PUNCTUATION_TEXTS };

interface AreaDayListsProps extends Pick<HabitRowProps, 'today' | 'onToggle' | 'onEdit' | 'onError'> {
  occurrences: readonly DayOccurrence[];
  /**
   * The whole day, when some of it is shown elsewhere on the page (Today's "Up next"): an area's
   * "Done all" and its routine count every habit of the area due today, listed here or not.
   */
  dayOccurrences?: readonly DayOccurrence[];
  label: string;
  isDone: (habit: Habit, date: string) => boolean;
  isPending: (habit: Habit, date: string) => boolean;
}

/**
 * A day's habits grouped by area (issue 40): each area that has something on the day under its
 * name, with "Done all" and "Start routine"; the habits in no area apart after them. Without any
 * area it is the one day list it always was.
 */
export function AreaDayLists({ occurrences, dayOccurrences, label, ...listProps }: AreaDayListsProps) {
  const { AREAS_TEXTS: T, PUNCTUATION_TEXTS: P } = useTexts(ENGLISH);
  const areas = useGetAreasQuery().data ?? [];
  const [routine, setRoutine] = useState<Area | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const doneAll = useDoneAll();
  if (!areas.length) return <HabitDayList occurrences={occurrences} label={label} {...listProps} />;

  const habitsOf = (list: readonly DayOccurrence[]) => [...new Map(list.map((o) => [o.habit.id, o.habit])).values()];
  const habits = habitsOf(occurrences);
  const dayHabits = dayOccurrences ? habitsOf(dayOccurrences) : habits;
  const groups = groupByArea(habits, areas).filter((g) => g.habits.length > 0);
  const { today } = listProps;
  const runDoneAll = (area: Area, inArea: Habit[]) => {
    setBusy(area.id);
    doneAll(area, inArea, today)
      .catch((e: unknown) => listProps.onError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(null));
  };
  return (
    <Stack spacing={2.5}>
      {groups.map(({ area, habits: listed }) => {
        const ids = new Set(listed.map((h) => h.id));
        // Done all completes what the area has today, a habit shown under "Up next" too.
        const inArea = area ? dayHabits.filter((h) => h.areaId === area.id) : listed;
        const own = occurrences.filter((o) => ids.has(o.habit.id));
        return area ? (
          <AreaGroup key={area.id} name={area.name}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }} useFlexGap>
              <Button
                size="small"
                variant="outlined"
                startIcon={<DoneAllIcon />}
                aria-label={T.doneAllLabel(area.name)}
                disabled={busy === area.id || areaHabitsToComplete(inArea, area.id, today).length === 0}
                onClick={() => runDoneAll(area, inArea)}
                sx={{ minHeight: 44 }}
              >
                {T.doneAll}
              </Button>
              <Button size="small" startIcon={<PlayArrowIcon />} aria-label={T.runRoutineLabel(area.name)} onClick={() => setRoutine(area)} sx={{ minHeight: 44 }}>
                {T.runRoutine}
              </Button>
            </Stack>
            <HabitDayList occurrences={own} label={area.name} {...listProps} />
          </AreaGroup>
        ) : (
          <AreaGroup key="none" name={T.unassigned}>
            <HabitDayList occurrences={own} label={P.labelled(label, T.unassigned)} {...listProps} />
          </AreaGroup>
        );
      })}
      {routine && <RoutineDialog area={routine} habits={dayHabits} today={today} onClose={() => setRoutine(null)} onError={listProps.onError} />}
    </Stack>
  );
}

function AreaGroup({ name, children }: { name: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.75, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {children}
    </Box>
  );
}
