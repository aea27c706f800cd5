import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { AREAS_TEXTS, HABITS_TEXTS, HABIT_DEPTH_TEXTS, HABIT_DETAILS_TEXTS, groupByArea, habitColorOf, type Habit } from '@stride/domain';
import { habitColorSx } from '../../components/habit-color';
import { useGetAreasQuery } from '../../lib/areas/areas-endpoints';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS, AREAS_TEXTS, HABIT_DETAILS_TEXTS, HABIT_DEPTH_TEXTS };

/** Section 2: Active Habits, Today's Schedule and Best Streak. */
export function HabitStats({ active, today, bestStreak }: { active: number; today: string; bestStreak: number }) {
  const { HABITS_TEXTS } = useTexts(ENGLISH);
  const stats = [
    [HABITS_TEXTS.statActive, active],
    [HABITS_TEXTS.statToday, today],
    [HABITS_TEXTS.statBestStreak, bestStreak],
  ] as const;
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }}>
      {stats.map(([label, value]) => (
        <Grid key={label} size={4}>
          <Card sx={{ height: '100%' }}>
            <CardContent component="dl" sx={{ m: 0, p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
              <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, fontSize: { xs: 13, sm: 16 }, hyphens: 'auto' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: { xs: 26, sm: 32 }, fontWeight: 800 }} data-testid={`stat-${label}`}>
                {value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

interface HabitChipsProps {
  habits: readonly Habit[];
  /** Occurrences in the calendar's month, per habit id. */
  scheduled: ReadonlyMap<string, number>;
  /** That month's name ('November', or 'January 2027' in another year). */
  monthName: string;
  filterId: string | null;
  onFilter: (id: string | null) => void;
  onDetails: (id: string) => void;
}

/** Section 2 'Your Habits': a chip per habit filters the calendar; a second click or 'Clear Filter' clears it. */
export function HabitChips({ habits, scheduled, monthName, filterId, onFilter, onDetails }: HabitChipsProps) {
  const { HABITS_TEXTS, AREAS_TEXTS, HABIT_DETAILS_TEXTS, HABIT_DEPTH_TEXTS } = useTexts(ENGLISH);
  const areas = useGetAreasQuery().data ?? [];
  return (
    <Card component="section" aria-labelledby="your-habits-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
          <Typography id="your-habits-title" component="h2" variant="h3">
            {HABITS_TEXTS.yourHabits}
          </Typography>
          {filterId && (
            <Button size="small" onClick={() => onFilter(null)}>
              {HABITS_TEXTS.clearFilter}
            </Button>
          )}
        </Stack>
        {/* Issue 40: with areas, the chips by area (a heading each), the habits in no area last. */}
        {groupByArea(habits, areas)
          .filter((group) => group.habits.length > 0)
          .map((group) => (
            <Box key={group.area?.id ?? 'none'} sx={{ '& + &': { mt: 1.5 } }}>
              {areas.length > 0 && (
                <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mb: 0.75, overflowWrap: 'anywhere' }}>
                  {group.area?.name ?? AREAS_TEXTS.unassigned}
                </Typography>
              )}
              <Box component="ul" aria-label={group.area?.name ?? (areas.length ? AREAS_TEXTS.unassigned : undefined)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
                {group.habits.map((habit) => {
                  const index = habits.indexOf(habit);
                  const selected = filterId === habit.id;
                  return (
                    <Box component="li" key={habit.id} sx={{ display: 'flex', alignItems: 'center', maxWidth: '100%' }}>
                      <Chip
                        // A "3 times a week" habit may fall on any day: its rule, not every day of the month counted.
                        label={`${habit.name} · ${habit.frequency ? HABIT_DEPTH_TEXTS.frequency(habit.frequency) : HABITS_TEXTS.scheduledInMonth(scheduled.get(habit.id) ?? 0, monthName)}`}
                        onClick={() => onFilter(selected ? null : habit.id)}
                        aria-pressed={selected}
                        variant={selected ? 'filled' : 'outlined'}
                        sx={{
                          height: 'auto',
                          minHeight: { xs: 44, sm: 32 },
                          '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                          borderColor: habitColorOf(habit, index),
                          borderWidth: 2,
                          // Its own colour's light tone carries white text (AA) in either theme.
                          ...(selected ? { bgcolor: habitColorOf(habit, index), color: '#fff', '&:hover, &:focus-visible': { bgcolor: habitColorOf(habit, index) } } : {}),
                        }}
                        icon={
                          <Box
                            component="span"
                            aria-hidden
                            sx={[{ width: 10, height: 10, borderRadius: '50%', ml: '8px !important' }, selected ? { bgcolor: '#fff' } : habitColorSx(habit, index, 'bgcolor')]}
                          />
                        }
                      />
                      <IconButton size="small" aria-label={HABIT_DETAILS_TEXTS.detailsOf(habit.name)} onClick={() => onDetails(habit.id)}>
                        <InfoOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  );
                })}
              </Box>
            </Box>
          ))}
      </CardContent>
    </Card>
  );
}
