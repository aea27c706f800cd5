import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  AUTH_TEXTS,
  type LoginBody,
  type SignupBody,
  type UpdateProfileBody,
  type User,
} from '@stride/domain';
import { sessionEnded, sessionStarted } from './session-end';
import { checkSession } from './session-check';

/**
 * The API client and the session calls, loaded when a thunk first needs them (issue 47): a visitor
 * who signs in or submits a form downloads them then, one who only reads a page never does.
 */
const authCalls = async () => {
  const [{ authApi }, { getErrorMessage }] = await Promise.all([import('./auth-api'), import('../error-message')]);
  return { authApi, getErrorMessage };
};

/**
 * Section 3 "Auth state", plus `initialized`: whether the start-up session check has settled, and
 * `loggedOut`: the user's own Logout has ended the session and is on its way to / (a signed-in
 * screen still on show then sends them to /, not /login), and `farewell`: the account was just
 * deleted, so the landing page says so until it is dismissed or someone signs in.
 */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  initialized: boolean;
  loggedOut: boolean;
  farewell: boolean;
}

export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  loading: false,
  error: null,
  initialized: false,
  loggedOut: false,
  farewell: false,
};

const createAuthThunk = createAsyncThunk.withTypes<{ rejectValue: string }>();

export const login = createAuthThunk('auth/login', async (body: LoginBody, { rejectWithValue }) => {
  const { authApi, getErrorMessage } = await authCalls();
  try {
    const { user } = await authApi.login(body);
    sessionStarted();
    return user;
  } catch (error) {
    return rejectWithValue(getErrorMessage(error, AUTH_TEXTS.loginFailed));
  }
});

export type SignupInput = Omit<SignupBody, 'timezone'>;

export const signup = createAuthThunk('auth/signup', async (input: SignupInput, { rejectWithValue }) => {
  const { authApi, getErrorMessage } = await authCalls();
  try {
    // The browser's zone becomes the user's zone (DECISIONS.md, Time); editable on the dashboard.
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { user } = await authApi.signup({ ...input, timezone });
    sessionStarted();
    return user;
  } catch (error) {
    return rejectWithValue(getErrorMessage(error, AUTH_TEXTS.signupFailed));
  }
});

export const logout = createAuthThunk('auth/logout', async (_: void, { rejectWithValue }) => {
  const { authApi, getErrorMessage } = await authCalls();
  try {
    // While the session lasts: the server stops sending this person's notifications to this
    // device, which someone else may use next (issue 21). Loaded only now; never in the way.
    await import('../push/push-device').then((push) => push.releasePushDevice()).catch(() => undefined);
    await authApi.logout();
    void sessionEnded({ over: false });
  } catch (error) {
    return rejectWithValue(getErrorMessage(error, 'Logout failed'));
  }
});

/**
 * Why a session check failed (section 8): `not_authenticated` when the server says nobody is
 * signed in (then this device's session is over), else the check could not be made.
 */
export interface CheckFailure {
  code: 'not_authenticated' | 'check_failed';
  message: string;
}

export const checkAuth = createAsyncThunk.withTypes<{ rejectValue: CheckFailure }>()('auth/check', async (_: void, { rejectWithValue }) => {
  const found = await checkSession();
  if (found.user) return found.user;
  // Signed out on this device all the same (section 4); when the server said the session is over
  // (not merely that it could not be asked), this device stops receiving its notifications.
  void sessionEnded({ over: found.over });
  return rejectWithValue(found.over ? { code: 'not_authenticated', message: AUTH_TEXTS.notAuthenticated } : { code: 'check_failed', message: AUTH_TEXTS.authCheckFailed });
});

export const verifyEmail = createAuthThunk('auth/verifyEmail', async (code: string, { rejectWithValue }) => {
  const { authApi, getErrorMessage } = await authCalls();
  try {
    return (await authApi.verifyEmail(code)).user;
  } catch (error) {
    return rejectWithValue(getErrorMessage(error, AUTH_TEXTS.verificationFailed));
  }
});

export const resendVerification = createAuthThunk(
  'auth/resendVerification',
  async (email: string, { rejectWithValue }) => {
    const { authApi, getErrorMessage } = await authCalls();
    try {
      return (await authApi.resendVerification(email)).message;
    } catch (error) {
      return rejectWithValue(getErrorMessage(error, AUTH_TEXTS.resendFailed));
    }
  },
);

/** PATCH /api/users/me. Screens keep their own busy and error state for this one. */
export const updateProfile = createAuthThunk(
  'auth/updateProfile',
  async (body: UpdateProfileBody, { rejectWithValue }) => {
    const { authApi, getErrorMessage } = await authCalls();
    try {
      return (await authApi.updateProfile(body)).user;
    } catch (error) {
      return rejectWithValue(getErrorMessage(error, 'Could not save your changes. Please try again.'));
    }
  },
);

function signedOut(state: AuthState) {
  state.user = null;
  state.isAuthenticated = false;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    clearAuthError(state) {
      state.error = null;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** Issue 23: the account was deleted; the server already ended the session. Signed out as by Logout. */
    accountDeleted(state) {
      state.loading = false;
      signedOut(state);
      state.loggedOut = true;
      state.farewell = true;
    },
    /** The landing page's "account deleted" message was closed. */
    farewellDismissed(state) {
      state.farewell = false;
    },
    /** The user's Logout has reached /: from now on a signed-in screen sends them to /login. */
    logoutLanded(state) {
      state.loggedOut = false;
    },
  },
  extraReducers: (builder) => {
    for (const thunk of [login, signup, logout, verifyEmail, resendVerification]) {
      builder.addCase(thunk.pending, (state) => {
        state.loading = true;
        state.error = null;
      });
    }
    for (const thunk of [login, signup, verifyEmail]) {
      builder.addCase(thunk.fulfilled, (state, action) => {
        state.loading = false;
        state.user = action.payload;
        state.isAuthenticated = true;
        state.loggedOut = false;
        state.farewell = false;
      });
    }
    builder
      .addCase(login.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? AUTH_TEXTS.loginFailed;
      })
      .addCase(signup.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? AUTH_TEXTS.signupFailed;
      })
      .addCase(verifyEmail.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? AUTH_TEXTS.verificationFailed;
      })
      .addCase(resendVerification.fulfilled, (state) => {
        state.loading = false;
      })
      .addCase(resendVerification.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? AUTH_TEXTS.resendFailed;
      })
      .addCase(logout.fulfilled, (state) => {
        state.loading = false;
        signedOut(state);
        state.loggedOut = true;
      })
      .addCase(logout.rejected, (state) => {
        state.loading = false;
      })
      .addCase(checkAuth.fulfilled, (state, action) => {
        state.user = action.payload;
        state.isAuthenticated = true;
        state.loggedOut = false;
        state.initialized = true;
      })
      // A failed check, or one saying "not authenticated", logs the client out (section 4). The
      // reason is the thunk's rejection value rather than `error`: a visitor who was never signed
      // in should not be greeted by an error box on the sign-up screen.
      .addCase(checkAuth.rejected, (state) => {
        signedOut(state);
        state.initialized = true;
      })
      .addCase(updateProfile.fulfilled, (state, action) => {
        state.user = action.payload;
      });
  },
  selectors: {
    selectAuth: (state) => state,
    selectUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectLoggedOut: (state) => state.loggedOut,
    selectFarewell: (state) => state.farewell,
    selectAuthInitialized: (state) => state.initialized,
  },
});

export const { accountDeleted, clearAuthError, farewellDismissed, logoutLanded, userUpdated } = authSlice.actions;
export const { selectAuth, selectUser, selectIsAuthenticated, selectLoggedOut, selectFarewell, selectAuthInitialized } = authSlice.selectors;
