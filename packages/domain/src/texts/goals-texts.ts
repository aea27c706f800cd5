/** Texts of the Vision & Goals screen and its state (sections 2, 5 and 8). */
export const GOALS_TEXTS = {
  pageTitle: 'Vision & Goals',
  loading: 'Loading your vision and goals...',
  loadError: (error: string) => `Error loading data: ${error}`,
  goalNameRequired: 'Please enter a goal name.',
  visionRequired: 'Please enter your vision before saving.',
  /** The spec's question; its "cannot be undone" is not true since issue 39 (decision 030, "Confirmations"). */
  deleteGoalConfirm: 'Are you sure you want to delete this goal? You can undo it straight after.',
} as const;

/** Section 8 "Missing user": a request is not sent without a signed-in user, and rejects with these. */
export const MISSING_USER_MESSAGES = {
  any: 'User not authenticated',
  fetchVision: 'User not authenticated for fetching vision.',
  saveVision: 'User not authenticated for creating/updating vision.',
  deleteVision: 'User not authenticated for deleting vision.',
  fetchGoals: 'User not authenticated for fetching goals.',
  createGoal: 'User not authenticated for creating goals.',
  updateGoal: 'User not authenticated for updating goals.',
  deleteGoal: 'User not authenticated for deleting goals.',
} as const;
