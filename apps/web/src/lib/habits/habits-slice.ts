import { createAsyncThunk, createSlice, isFulfilled, isPending, isRejected, type WithSlice } from '@reduxjs/toolkit';
import { MISSING_USER_MESSAGES, type CreateHabitBody, type DeleteOccurrenceBody, type Habit, type UpdateHabitBody } from '@stride/domain';
import { checkAuth, logout } from '../auth/auth-slice';
import { coachFunctionApplied } from '../coach/coach-actions';
import { getErrorMessage } from '../error-message';
import { currentUserId } from '../goals/request-status';
import { rootReducer, type RootState } from '../store/store';
import { habitsApi } from './habits-api';

/**
 * Section 3 "Habits state" (habits, loading, error), plus `loaded` (fetched for this user) and
 * the completions on their way to the server, so a check mark shows the moment it is clicked.
 */
export interface HabitsState {
  habits: Habit[];
  loading: boolean;
  error: string | null;
  loaded: boolean;
  /** `${habitId}|${date}` -> true (completing) or false (undoing), while the call runs. */
  pendingCompletions: Record<string, boolean>;
}

const initialState: HabitsState = { habits: [], loading: false, error: null, loaded: false, pendingCompletions: {} };

const createHabitsThunk = createAsyncThunk.withTypes<{ state: RootState; rejectValue: string }>();

/** Runs a call for the signed-in user; without one it is not sent (section 5). */
async function forUser<T>(state: RootState, run: (userId: string) => Promise<T>, rejectWithValue: (message: string) => unknown) {
  const userId = currentUserId(state);
  if (!userId) return rejectWithValue(MISSING_USER_MESSAGES.any) as never;
  try {
    return await run(userId);
  } catch (error) {
    return rejectWithValue(getErrorMessage(error)) as never;
  }
}

/** Without a window, the server's default (3 months back to 12 ahead); Analytics asks for the last year. */
export const fetchHabits = createHabitsThunk('habits/fetch', (window: { from: string; to: string } | undefined, { getState, rejectWithValue }) =>
  forUser(getState(), (userId) => habitsApi.fetchHabits(userId, window), rejectWithValue),
);

export const createHabit = createHabitsThunk('habits/create', (body: CreateHabitBody, { getState, rejectWithValue }) =>
  forUser(getState(), (userId) => habitsApi.createHabit({ ...body, userId }), rejectWithValue),
);

export const updateHabit = createHabitsThunk('habits/update', (input: { id: string; body: UpdateHabitBody }, { getState, rejectWithValue }) =>
  forUser(getState(), () => habitsApi.updateHabit(input.id, { ...input.body, id: input.id }), rejectWithValue),
);

export const deleteHabit = createHabitsThunk('habits/delete', (id: string, { getState, rejectWithValue }) =>
  forUser(getState(), async () => {
    await habitsApi.deleteHabit(id);
    return { id };
  }, rejectWithValue),
);

export const deleteOccurrence = createHabitsThunk(
  'habits/deleteOccurrence',
  (input: { id: string; body: Omit<DeleteOccurrenceBody, 'habitId'> }, { getState, rejectWithValue }) =>
    forUser(getState(), () => habitsApi.deleteOccurrence(input.id, { ...input.body, habitId: input.id }), rejectWithValue),
);

/** Completes (`done: true`) or undoes (`done: false`) the habit's occurrence on `date`. */
export const setCompleted = createHabitsThunk(
  'habits/setCompleted',
  (input: { id: string; date: string; done: boolean }, { getState, rejectWithValue }) =>
    forUser(getState(), () => (input.done ? habitsApi.complete(input.id, { date: input.date }) : habitsApi.uncomplete(input.id, { date: input.date })), rejectWithValue),
);

const pendingKey = (id: string, date: string) => `${id}|${date}`;
const habitThunks = [fetchHabits, createHabit, updateHabit, deleteHabit, deleteOccurrence, setCompleted] as const;

function replace(state: HabitsState, habit: Habit) {
  const index = state.habits.findIndex((h) => h.id === habit.id);
  if (index >= 0) state.habits[index] = habit;
}

export const habitsSlice = createSlice({
  name: 'habits',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchHabits.fulfilled, (state, action) => {
        state.habits = action.payload;
        state.loaded = true;
      })
      .addCase(createHabit.fulfilled, (state, action) => {
        state.habits.push(action.payload);
      })
      .addCase(deleteHabit.fulfilled, (state, action) => {
        state.habits = state.habits.filter((h) => h.id !== action.payload.id);
      })
      .addCase(setCompleted.pending, (state, action) => {
        state.pendingCompletions[pendingKey(action.meta.arg.id, action.meta.arg.date)] = action.meta.arg.done;
      })
      .addCase(setCompleted.rejected, (state, action) => {
        delete state.pendingCompletions[pendingKey(action.meta.arg.id, action.meta.arg.date)];
      })
      .addCase(coachFunctionApplied, (state, { payload }) => {
        if (payload.functionCalled === 'deleteHabit') state.habits = state.habits.filter((h) => h.id !== payload.functionResult.habitId);
        else if (payload.functionCalled === 'createHabit' || payload.functionCalled === 'updateHabit') {
          const index = state.habits.findIndex((h) => h.id === payload.functionResult.id);
          if (index >= 0) state.habits[index] = payload.functionResult;
          else state.habits.push(payload.functionResult);
        }
      })
      .addCase(logout.fulfilled, () => initialState)
      .addCase(checkAuth.rejected, () => initialState)
      // Update, occurrence deletion and completion answer the habit: it replaces the one in the list.
      .addMatcher(isFulfilled(updateHabit, deleteOccurrence, setCompleted), (state, action) => {
        replace(state, action.payload);
        if (setCompleted.fulfilled.match(action)) delete state.pendingCompletions[pendingKey(action.meta.arg.id, action.meta.arg.date)];
      })
      // Section 4: any habit request in progress sets loading and clears the error; failure stores it.
      .addMatcher(isPending(...habitThunks), (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(isFulfilled(...habitThunks), (state) => {
        state.loading = false;
      })
      .addMatcher(isRejected(...habitThunks), (state, action) => {
        state.loading = false;
        state.error = (action.payload as string | undefined) ?? action.error.message ?? null;
      });
  },
  selectors: {
    selectHabitsState: (state) => state,
    selectHabits: (state) => state.habits,
  },
});

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof habitsSlice> {}
}

const injected = habitsSlice.injectInto(rootReducer);
export const { selectHabitsState, selectHabits } = injected.selectors;

/**
 * Whether the habit's occurrence on `date` shows as done: a click in flight wins over the last
 * answer, so the check mark moves at once and falls back if the server refuses.
 */
export function isCompleted(state: HabitsState, habit: Habit, date: string): boolean {
  const pending = state.pendingCompletions[pendingKey(habit.id, date)];
  return pending ?? habit.completedDates.includes(date);
}
