import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { MISSING_USER_MESSAGES, type Goal, type UpdateGoalBody } from '@stride/domain';
import { checkAuth, logout } from '../auth/auth-slice';
import { coachFunctionApplied } from '../coach/coach-actions';
import { getErrorMessage } from '../error-message';
import { rootReducer, type RootState } from '../store/store';
import { goalsApi } from './goals-api';
import { currentUserId, type RequestStatus } from './request-status';

/** Section 3 "Goals state", plus `loaded`: whether the list has been fetched for this user. */
export interface GoalsState {
  goals: Goal[];
  status: RequestStatus;
  error: string | null;
  loaded: boolean;
}

const initialState: GoalsState = { goals: [], status: 'idle', error: null, loaded: false };

const createGoalsThunk = createAsyncThunk.withTypes<{ state: RootState; rejectValue: string }>();

export const fetchGoals = createGoalsThunk('goals/fetch', async (_: void, { getState, rejectWithValue }) => {
  const userId = currentUserId(getState());
  if (!userId) return rejectWithValue(MISSING_USER_MESSAGES.fetchGoals);
  try {
    return await goalsApi.fetchGoals(userId);
  } catch (error) {
    return rejectWithValue(getErrorMessage(error));
  }
});

export const createGoal = createGoalsThunk(
  'goals/create',
  async (input: { name: string; description?: string }, { getState, rejectWithValue }) => {
    const userId = currentUserId(getState());
    if (!userId) return rejectWithValue(MISSING_USER_MESSAGES.createGoal);
    try {
      return await goalsApi.createGoal({ ...input, userId });
    } catch (error) {
      return rejectWithValue(getErrorMessage(error));
    }
  },
);

export const updateGoal = createGoalsThunk(
  'goals/update',
  async ({ id, ...changes }: UpdateGoalBody & { id: string }, { getState, rejectWithValue }) => {
    if (!currentUserId(getState())) return rejectWithValue(MISSING_USER_MESSAGES.updateGoal);
    try {
      return await goalsApi.updateGoal(id, changes);
    } catch (error) {
      return rejectWithValue(getErrorMessage(error));
    }
  },
);

export const deleteGoal = createGoalsThunk('goals/delete', async (id: string, { getState, rejectWithValue }) => {
  if (!currentUserId(getState())) return rejectWithValue(MISSING_USER_MESSAGES.deleteGoal);
  try {
    return await goalsApi.deleteGoal(id);
  } catch (error) {
    return rejectWithValue(getErrorMessage(error));
  }
});

export const goalsSlice = createSlice({
  name: 'goals',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    for (const thunk of [fetchGoals, createGoal, updateGoal, deleteGoal]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.status = 'loading';
          state.error = null;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.status = 'failed';
          state.error = action.payload ?? action.error.message ?? null;
        });
    }
    builder
      .addCase(fetchGoals.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.goals = action.payload;
        state.loaded = true;
      })
      .addCase(createGoal.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.goals.push(action.payload);
      })
      .addCase(updateGoal.fulfilled, (state, action) => {
        state.status = 'succeeded';
        const index = state.goals.findIndex((goal) => goal.id === action.payload.id);
        if (index >= 0) state.goals[index] = action.payload;
      })
      .addCase(deleteGoal.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.goals = state.goals.filter((goal) => goal.id !== action.payload.id);
      })
      .addCase(coachFunctionApplied, (state, { payload }) => {
        if (payload.functionCalled === 'deleteGoal') state.goals = state.goals.filter((goal) => goal.id !== payload.functionResult.goalId);
        else if (payload.functionCalled === 'createGoal' || payload.functionCalled === 'updateGoal') {
          const index = state.goals.findIndex((goal) => goal.id === payload.functionResult.id);
          if (index >= 0) state.goals[index] = payload.functionResult;
          else state.goals.push(payload.functionResult);
        }
      })
      .addCase(logout.fulfilled, () => initialState)
      .addCase(checkAuth.rejected, () => initialState);
  },
  selectors: {
    selectGoalsState: (state) => state,
    selectGoals: (state) => state.goals,
  },
});

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof goalsSlice> {}
}

const injected = goalsSlice.injectInto(rootReducer);
export const { selectGoalsState, selectGoals } = injected.selectors;
