import { formatDate, toEpochDay, WEEKDAY_NAMES, type Area, type Goal, type Habit } from '@stride/domain';

/**
 * An account of ordinary size for the coach (issue 49): 5 goals with a line each, a vision, an
 * area, and 20 (or 50) habits of every kind, some linked, reminded, with a target or paused; made
 * through the API, so the coach reads them as it reads anyone's. The coach's table test and
 * `bench/coach-turn` use the same account.
 */
export const GOAL_NAMES = ['Run a half marathon', 'Speak Spanish by summer', 'Sleep better', 'Read 30 books this year', 'Save for a house'];
export const HABIT_NAMES = ['Run', 'Gym', 'Yoga', 'Spanish lessons', 'Read', 'Water', 'Meditate', 'Journal', 'Stretch', 'Vitamins', 'Walk the dog', 'Call mum', 'Floss', 'Budget review', 'Piano', 'Cold shower', 'No phone after 10', 'Cook dinner', 'Duolingo', 'Plan tomorrow'];
/** Past the 20: names people use, so a message names one habit, not several. */
const MORE_NAMES = ['Pushups', 'Sketch', 'Guitar', 'Tidy desk', 'Inbox zero', 'Podcast', 'Bike to work', 'Swim', 'Gratitude list', 'Tea not coffee', 'Laundry', 'Water plants', 'Feed the cat', 'Text a friend', 'Sunlight walk', 'Posture check', 'Learn Python', 'Chess puzzle', 'Bake bread', 'Mobility drills', 'Clean kitchen', 'Call dad', 'Write poem', 'Dance break', 'Review flashcards', 'Bedtime story', 'Protein shake', 'Deep work block', 'Weekly shop', 'Evening walk'];

export interface CoachAccount {
  goals: Goal[];
  area: Area;
  habits: Habit[];
}

type Post = <T>(path: string, body: unknown) => Promise<T>;

const DAYS = [...WEEKDAY_NAMES];
const at = (date: string, hour: number, minute: number) => `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;

/** A call a model makes, with the ids as its context shows them (8 characters) and the arguments its tool gives (createHabit's and updateHabit's schedule in words). */
export interface ScriptedCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** One everyday request of issue 49 and what a model that understood it calls. */
export interface EverydayJob {
  say: string;
  /** The calls that do the job (none: it is answered in words). */
  calls: (a: CoachAccount, today: string) => ScriptedCall[];
  /** The habit the job acts on: the request that does it must list it. */
  habit?: string;
  /** It waits for the person's yes. */
  yes?: true;
}

const short = (id: string) => id.slice(0, 8);
/** A habit of the account by name, as the model's context shows its id. */
export const shortIdOf = (a: CoachAccount, name: string) => short(a.habits.find((h) => h.name === name)!.id);
const day = (today: string, n: number) => formatDate(toEpochDay(today) + n);

/**
 * The everyday requests, each with the calls that do it: the coach's table test checks
 * each ends in the right state; `bench/coach-turn` measures the request each is done in.
 */
export const EVERYDAY_JOBS = [
  { say: 'add physio every day at 7am', calls: () => [{ name: 'createHabit', arguments: { name: 'Physio', schedule: 'every day at 7am' } }] },
  { say: 'move gym to 7pm', habit: 'Gym', calls: (a) => [{ name: 'updateHabit', arguments: { habitId: shortIdOf(a, 'Gym'), schedule: 'at 7pm' } }] },
  { say: 'rename floss to flossing', habit: 'Floss', calls: (a) => [{ name: 'updateHabit', arguments: { habitId: shortIdOf(a, 'Floss'), name: 'Flossing' } }] },
  { say: 'do yoga on Mondays and Wednesdays', habit: 'Yoga', calls: (a) => [{ name: 'updateHabit', arguments: { habitId: shortIdOf(a, 'Yoga'), schedule: 'on Mondays and Wednesdays' } }] },
  { say: 'put stretch under my half marathon goal', habit: 'Stretch', calls: (a) => [{ name: 'updateHabit', arguments: { habitId: shortIdOf(a, 'Stretch'), goalId: short(a.goals[0]!.id) } }] },
  { say: 'put journal in my morning routine', habit: 'Journal', calls: (a) => [{ name: 'updateHabit', arguments: { habitId: shortIdOf(a, 'Journal'), areaId: short(a.area.id) } }] },
  { say: 'I did my run', habit: 'Run', calls: (a) => [{ name: 'completeHabit', arguments: { habitId: shortIdOf(a, 'Run') } }] },
  { say: 'skip duolingo today', habit: 'Duolingo', calls: (a, today) => [{ name: 'skipHabit', arguments: { habitId: shortIdOf(a, 'Duolingo'), date: today } }] },
  { say: 'remind me 30 minutes before meditate', habit: 'Meditate', calls: (a) => [{ name: 'addReminder', arguments: { habitId: shortIdOf(a, 'Meditate'), minutesBefore: 30, channel: 'push' } }] },
  { say: 'pause cook dinner for a week', habit: 'Cook dinner', calls: (a, today) => [{ name: 'pauseHabits', arguments: { habitId: shortIdOf(a, 'Cook dinner'), from: today, to: day(today, 6) } }] },
  { say: 'stop my spanish lessons after 15 December', habit: 'Spanish lessons', yes: true, calls: (a, today) => [{ name: 'endHabit', arguments: { habitId: shortIdOf(a, 'Spanish lessons'), lastDate: day(today, 19) } }] },
  { say: 'delete cold shower', habit: 'Cold shower', yes: true, calls: (a) => [{ name: 'deleteHabit', arguments: { habitId: shortIdOf(a, 'Cold shower') } }] },
  { say: 'I want to learn to swim this year, make it a goal', calls: () => [{ name: 'createGoal', arguments: { name: 'Learn to swim' } }] },
] satisfies readonly EverydayJob[];

/** Makes the account for the signed-in user `post` speaks for, on `today` (their local date). */
export async function makeCoachAccount(post: Post, { habits: count, today }: { habits: number; today: string }): Promise<CoachAccount> {
  const goals: Goal[] = [];
  for (const name of GOAL_NAMES) goals.push(await post<Goal>('/api/goals', { name, description: `Why: ${name.toLowerCase()} matters to me this year.` }));
  await post('/api/visions', { text: 'A calm, healthy and curious life, with time for the people I love.' });
  const area = await post<Area>('/api/areas', { name: 'Morning routine' });
  const names = [...HABIT_NAMES, ...MORE_NAMES].slice(0, count);
  const habits: Habit[] = [];
  for (const [i, name] of names.entries()) {
    const hour = 6 + (i % 14);
    const body: Record<string, unknown> = {
      name,
      startTime: at(today, hour, i % 2 ? 30 : 0),
      endTime: at(today, hour, i % 2 ? 59 : 45),
      recurrence: i % 3 === 0 ? 'daily' : 'custom',
      ...(i % 3 === 0 ? {} : { customRecurrence: { frequency: 'weekly', interval: 1, days: [DAYS[i % 7], DAYS[(i + 3) % 7]] } }),
      ...(i % 4 === 0 && name !== 'Run' ? { goalId: goals[i % 5]!.id } : {}),
      ...(i % 5 === 1 ? { reminders: [{ minutesBefore: 15, channel: 'push' }] } : {}),
      ...(name === 'Water' ? { target: { quantity: 8, unit: 'glasses' } } : {}),
      ...(name === 'Read' ? { target: { quantity: 30, unit: 'pages' } } : {}),
    };
    let habit = await post<Habit>('/api/habits', body);
    if (i % 6 === 2) habit = await post<Habit>(`/api/habits/${habit.id}/pause`, { from: today, to: formatDate(toEpochDay(today) + 3) });
    habits.push(habit);
  }
  return { goals, area, habits };
}
