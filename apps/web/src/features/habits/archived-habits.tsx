import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { HABIT_DEPTH_TEXTS, HABIT_DETAILS_TEXTS, type Habit } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABIT_DEPTH_TEXTS, HABIT_DETAILS_TEXTS };
import { failureMessage } from '../../lib/api/stride-api';
import { useSetArchivedMutation } from '../../lib/habits/habits-endpoints';

/** Issue 22: the archived habits, with their history a click away and a Restore button each. */
export function ArchivedHabits({ habits, onDetails }: { habits: readonly Habit[]; onDetails: (id: string) => void }) {
  const { HABIT_DEPTH_TEXTS: T, HABIT_DETAILS_TEXTS: D } = useTexts(ENGLISH);
  const [setArchived, { isLoading }] = useSetArchivedMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const restore = async (id: string) => {
    setProblem(null);
    try {
      await setArchived({ id, archived: false }).unwrap();
    } catch (error) {
      setProblem(failureMessage(error));
    }
  };
  return (
    <Card component="section" aria-labelledby="archived-habits-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="archived-habits-title" component="h2" variant="h3" sx={{ mb: 1 }}>
          {T.archivedTitle}
        </Typography>
        <List dense disablePadding>
          {habits.map((habit) => (
            <ListItem key={habit.id} disableGutters>
              <ListItemText primary={habit.name} secondary={T.archivedOn(habit.archivedAt!.slice(0, 10))} />
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => onDetails(habit.id)} aria-label={D.detailsOf(habit.name)}>
                  Details
                </Button>
                <Button size="small" variant="outlined" onClick={() => void restore(habit.id)} disabled={isLoading} aria-label={`${T.restore} ${habit.name}`}>
                  {T.restore}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
