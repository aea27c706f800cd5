import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FIRST_RUN_TEXTS, PUNCTUATION_TEXTS, REMINDER_FIELD_TEXTS, ROUTES, STARTER_HABITS, STARTER_HABIT_TEXTS, localToday, type Reminder, type StarterHabit } from '@stride/domain';
import { CoachAvatar } from '../../components/coach-avatar';
import { ResultAlert, type Result } from '../../components/result-alert';
import { failureMessage } from '../../lib/api/stride-api';
import { useCreateHabitMutation } from '../../lib/habits/habits-endpoints';
import { firstRunPicksKey, markFirstRunStarted, type FirstRunCardProps } from '../../lib/habits/use-first-run';
import { toCreateBody } from './create-habit-body';
import type { HabitFormValues } from './habit-form-values';
import { QuickAdd } from './quick-add';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { FIRST_RUN_TEXTS, STARTER_HABIT_TEXTS, REMINDER_FIELD_TEXTS, PUNCTUATION_TEXTS };

/** The reminder offers: minutes before the habit's start, or none (''). */
const REMINDER_CHOICES = ['', '0', '15', '60'] as const;
const DEFAULT_REMINDER = '15';

/**
 * The coach page opens its chat with this message sent (the first suggestion). Issue 54: the
 * English request, which every coach reads; the chat shows it in the person's language.
 */
export const coachAskLink = (prompt: string) => `${ROUTES.aiCoach}?ask=${encodeURIComponent(prompt)}`;

/** A starter habit in the account's language (issue 54): its name and unit as the texts write them. */
function inLanguage(starter: StarterHabit, texts: typeof STARTER_HABIT_TEXTS): StarterHabit {
  const name = texts.names[STARTER_HABITS.indexOf(starter)] ?? starter.name;
  const unit = starter.target && (texts.units as Record<string, string>)[starter.target.unit];
  return { ...starter, name, ...(starter.target ? { target: { ...starter.target, unit: unit ?? starter.target.unit } } : {}) };
}

function starterValues(starter: StarterHabit, today: string, reminders: Reminder[]): HabitFormValues {
  return {
    name: starter.name,
    description: '',
    date: today,
    startTime: starter.startTime,
    endTime: starter.endTime,
    recurrence: 'daily',
    customRecurrence: null,
    goalId: null,
    reminders,
    target: starter.target ? { quantity: String(starter.target.quantity), unit: starter.target.unit } : null,
    frequency: null,
  };
}

/** How two names are the same habit's: as a person would not tell them apart ("drink water " and "Drink water"). */
const nameKey = (name: string) => name.trim().toLocaleLowerCase();

function readPicks(userId: string): string[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(firstRunPicksKey(userId)) ?? '[]');
    return Array.isArray(kept) ? kept.filter((name): name is string => STARTER_HABITS.some((s) => s.name === name)) : [];
  } catch {
    return [];
  }
}

function keepPicks(userId: string, picks: string[]) {
  try {
    sessionStorage.setItem(firstRunPicksKey(userId), JSON.stringify(picks));
  } catch {
    // Storage refused: the picks last as long as the page.
  }
}

/**
 * The first run (issue 39): in about a minute, starter habits picked with a tap (or one typed into
 * Quick add), a reminder for them, and the way to the coach with a first thing to say.
 */
export function FirstRunCard({ user, habits, onFinish }: FirstRunCardProps) {
  const { FIRST_RUN_TEXTS: T, STARTER_HABIT_TEXTS: starterTexts, REMINDER_FIELD_TEXTS: reminderTexts, PUNCTUATION_TEXTS: P } = useTexts(ENGLISH);
  const titleId = useId();
  const today = localToday(user.timezone);
  // Issue 51: the picks outlive a reload of the welcome (this tab only).
  const [picked, setPickedNow] = useState<string[]>(() => readPicks(user.id));
  const setPicked = (next: (now: string[]) => string[]) =>
    setPickedNow((now) => {
      const value = next(now);
      markFirstRunStarted(user.id);
      keepPicks(user.id, value);
      return value;
    });
  const [reminder, setReminder] = useState<string>(DEFAULT_REMINDER);
  const [result, setResult] = useState<Result | null>(null);
  const [createHabit, { isLoading: adding }] = useCreateHabitMutation();
  const reminders = useMemo<Reminder[]>(() => (reminder === '' ? [] : [{ minutesBefore: Number(reminder), channel: 'email' }]), [reminder]);

  const navigate = useNavigate();
  // A starter the account already has (made by Quick add here, by the coach, or before a reload)
  // is shown as there and never made twice.
  const existing = useMemo(() => new Set(habits.filter((habit) => !habit.archivedAt).map((habit) => nameKey(habit.name))), [habits]);
  const has = (starter: StarterHabit) => existing.has(nameKey(inLanguage(starter, starterTexts).name));
  const toAdd = STARTER_HABITS.filter((s) => picked.includes(s.name) && !has(s));

  const toggle = (name: string) => setPicked((now) => (now.includes(name) ? now.filter((n) => n !== name) : [...now, name]));

  /** Makes the picks not made yet; how many were made, or null when one failed (said on the card). */
  const addPicks = async (): Promise<number | null> => {
    setResult(null);
    let added = 0;
    try {
      // One after another, in the list's order, so each keeps its colour on every screen.
      for (const starter of toAdd) {
        await createHabit(toCreateBody(starterValues(inLanguage(starter, starterTexts), today, reminders), user.timezone)).unwrap();
        added += 1;
        setPicked((now) => now.filter((n) => n !== starter.name));
      }
      return added;
    } catch (error) {
      // The ones made are kept (and unpicked); the rest stay picked to try again.
      setResult({ severity: 'error', text: T.failed(failureMessage(error)) });
      return null;
    }
  };

  const finish = async () => {
    const added = await addPicks();
    if (added !== null) onFinish(added);
  };

  /** "Ask your coach" with habits picked: they are made first, so the coach's answer has them. */
  const askCoach = async () => {
    const added = await addPicks();
    if (added === null) return;
    onFinish(added);
    void navigate(coachAskLink(FIRST_RUN_TEXTS.coachSuggestion));
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 1 }}>
          {T.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {T.intro}
        </Typography>

        <Typography component="h3" variant="h6" sx={{ mb: 0.5 }}>
          {T.pickTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {T.pickHelp}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {STARTER_HABITS.map((starter) => {
            const there = has(starter);
            const on = picked.includes(starter.name) && !there;
            const shown = inLanguage(starter, starterTexts);
            const amount = shown.target ? `${shown.target.quantity} ${shown.target.unit}` : undefined;
            return (
              <li key={starter.name}>
                <Button
                  fullWidth
                  variant={on ? 'contained' : 'outlined'}
                  aria-pressed={on}
                  disabled={adding || there}
                  onClick={() => toggle(starter.name)}
                  startIcon={on || there ? <CheckIcon /> : <AddIcon />}
                  sx={{ minHeight: 56, justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
                >
                  <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {shown.name}
                    </Box>
                    <Box component="span" sx={{ fontSize: '0.8125rem', fontWeight: 400 }}>
                      {there ? T.alreadyAdded : T.starterSchedule(starter.startTime, starter.endTime, amount)}
                    </Box>
                  </Box>
                </Button>
              </li>
            );
          })}
        </Box>

        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
          {T.typeOwn}
        </Typography>
        {/* A phrase typed here begins the welcome too: a habit it adds does not end it on a reload. */}
        <Box onChangeCapture={() => markFirstRunStarted(user.id)}>
          <QuickAdd today={today} timeZone={user.timezone} reminders={reminders} embedded />
        </Box>

        <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1.5 }}>
          {T.reminderTitle}
        </Typography>
        <TextField
          select
          label={T.reminderLabel}
          value={reminder}
          onChange={(e) => setReminder(e.target.value)}
          helperText={T.reminderHelp}
          sx={{ width: { xs: '100%', sm: 360 } }}
        >
          {REMINDER_CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice === '' ? T.noReminder : reminderTexts.minutesBefore(Number(choice))}
            </MenuItem>
          ))}
        </TextField>

        <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1.5 }}>
          {T.coachTitle}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <CoachAvatar size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ mb: 1 }}>{T.coachText}</Typography>
            <Button
              component={RouterLink}
              to={coachAskLink(FIRST_RUN_TEXTS.coachSuggestion)}
              onClick={(event: MouseEvent) => {
                if (!toAdd.length) return;
                event.preventDefault();
                if (!adding) void askCoach();
              }}
              variant="outlined"
              sx={{ textTransform: 'none', minHeight: 44 }}
            >
              {P.labelled(T.meetCoach, P.quoted(T.coachSuggestion))}
            </Button>
          </Box>
        </Box>

        <ResultAlert result={result} />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={() => onFinish(0)} disabled={adding} size="large">
            {T.skip}
          </Button>
          <Button variant="contained" size="large" onClick={() => void finish()} disabled={adding}>
            {adding ? T.adding : toAdd.length ? T.addPicked(toAdd.length) : T.done}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
