/**
 * Issue 39: the Undo snackbar after a delete, an archive, a skip or a check-off made on a page
 * (the coach's deletes keep theirs, COACH_TEXTS), and the undo's own refusals.
 */
export const UNDO_TEXTS = {
  undo: 'Undo',
  dismiss: 'Dismiss',
  habitDeleted: (name: string) => `Habit "${name}" deleted.`,
  occurrenceDeleted: (name: string) => `An occurrence of "${name}" deleted.`,
  laterOccurrencesDeleted: (name: string) => `"${name}" deleted from that occurrence on.`,
  goalDeleted: (name: string) => `Goal "${name}" deleted.`,
  visionDeleted: 'Vision deleted.',
  archived: (name: string) => `"${name}" archived.`,
  skipped: (name: string) => `"${name}" skipped.`,
  checkedOff: (name: string) => `"${name}" done.`,
  /** A check-off taken back (decision 030, "Leftovers"): its Undo checks it off again. */
  uncheckedOff: (name: string) => `"${name}" marked not done.`,
  undone: 'Undone.',
  failed: (reason: string) => `Could not undo. ${reason}`,
} as const;

/** Answers of `POST /api/undo` beside COACH_MESSAGES.undoGone and the limits'. */
export const UNDO_MESSAGES = {
  /** 409: the habit's days were changed again after the occurrence was deleted. */
  scheduleChanged: "This habit's schedule has changed since, so the occurrence was not brought back.",
} as const;
