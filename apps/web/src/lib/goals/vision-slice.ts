import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { MISSING_USER_MESSAGES, type Vision } from '@stride/domain';
import { checkAuth, logout } from '../auth/auth-slice';
import { coachFunctionApplied } from '../coach/coach-actions';
import { getErrorMessage } from '../error-message';
import { rootReducer, type RootState } from '../store/store';
import { goalsApi } from './goals-api';
import { currentUserId, type RequestStatus } from './request-status';

/** Section 3 "Vision state", plus `loaded`: whether the vision has been fetched for this user. */
export interface VisionState {
  vision: Vision | null;
  status: RequestStatus;
  error: string | null;
  loaded: boolean;
}

const initialState: VisionState = { vision: null, status: 'idle', error: null, loaded: false };

const createVisionThunk = createAsyncThunk.withTypes<{ state: RootState; rejectValue: string }>();

export const fetchVision = createVisionThunk('vision/fetch', async (_: void, { getState, rejectWithValue }) => {
  const userId = currentUserId(getState());
  if (!userId) return rejectWithValue(MISSING_USER_MESSAGES.fetchVision);
  try {
    return await goalsApi.fetchVision(userId);
  } catch (error) {
    return rejectWithValue(getErrorMessage(error));
  }
});

/** Creates the vision or replaces its text (one POST for both, section 7). */
export const saveVision = createVisionThunk('vision/save', async (text: string, { getState, rejectWithValue }) => {
  const userId = currentUserId(getState());
  if (!userId) return rejectWithValue(MISSING_USER_MESSAGES.saveVision);
  try {
    return await goalsApi.saveVision({ text, userId });
  } catch (error) {
    return rejectWithValue(getErrorMessage(error));
  }
});

export const deleteVision = createVisionThunk('vision/delete', async (id: string, { getState, rejectWithValue }) => {
  if (!currentUserId(getState())) return rejectWithValue(MISSING_USER_MESSAGES.deleteVision);
  try {
    return await goalsApi.deleteVision(id);
  } catch (error) {
    return rejectWithValue(getErrorMessage(error));
  }
});

export const visionSlice = createSlice({
  name: 'vision',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    for (const thunk of [fetchVision, saveVision, deleteVision]) {
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
      .addCase(fetchVision.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.vision = action.payload;
        state.loaded = true;
      })
      .addCase(saveVision.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.vision = action.payload;
      })
      .addCase(deleteVision.fulfilled, (state) => {
        state.status = 'succeeded';
        state.vision = null;
      })
      .addCase(coachFunctionApplied, (state, { payload }) => {
        if (payload.functionCalled === 'createOrUpdateVision') state.vision = payload.functionResult;
        else if (payload.functionCalled === 'deleteVision' && state.vision?.id === payload.functionResult.visionId) state.vision = null;
      })
      // Another person may sign in next on this device: nothing of this user's stays in memory.
      .addCase(logout.fulfilled, () => initialState)
      .addCase(checkAuth.rejected, () => initialState);
  },
  selectors: {
    selectVisionState: (state) => state,
    selectVision: (state) => state.vision,
  },
});

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof visionSlice> {}
}

/** Injected when the first screen that needs it loads; its selectors answer the initial state before. */
const injected = visionSlice.injectInto(rootReducer);
export const { selectVisionState, selectVision } = injected.selectors;
