import type { RootState } from '../store/store';

/** Section 3: the status values of the vision and goals states. */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The signed-in user's id, or undefined: requests are not sent without one (section 5). */
export const currentUserId = (state: RootState): string | undefined => state.auth.user?.id ?? undefined;
