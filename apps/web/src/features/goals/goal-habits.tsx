import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { GOAL_HABITS_TEXTS, ROUTES, goalProgress, habitColor, type Goal, type Habit } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { GOAL_HABITS_TEXTS };

/**
 * Under a goal (issue 39): the habits in use that serve it, their progress together (what was done
 * of what was due, today counted once it is over, as everywhere), and a way to add one.
 */
export function GoalHabits({ goal, habits }: { goal: Goal; habits: readonly Habit[] }) {
  const { GOAL_HABITS_TEXTS: T } = useTexts(ENGLISH);
  const linked = habits.filter((h) => h.goalId === goal.id);
  const progress = goalProgress(goal.id, linked);
  const percent = progress.rate === null ? null : Math.round(progress.rate * 100);
  return (
    <Box sx={{ mt: 1.5 }}>
      {linked.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.noHabits}
        </Typography>
      ) : (
        <>
          <Box component="ul" aria-label={T.habitsLabel(goal.name)} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {linked.map((habit) => (
              <Box component="li" key={habit.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 14 }}>
                <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: habitColor(habits.indexOf(habit)) }} />
                {habit.name}
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1, mb: 0.5 }}>
            {T.progress(progress.completed, progress.scheduled, percent)}
          </Typography>
          <LinearProgress variant="determinate" value={percent ?? 0} aria-label={T.progressLabel(goal.name)} sx={{ height: 6, borderRadius: 3 }} />
        </>
      )}
      <Button component={RouterLink} to={`${ROUTES.habits}?${new URLSearchParams({ newGoal: goal.id })}`} size="small" sx={{ mt: 1, ml: -1 }}>
        {T.addHabit}
      </Button>
    </Box>
  );
}
