/**
 * What the service worker tells the app's open windows (issue 21). Plain constants and types
 * only: the worker's own bundle imports this file.
 */
export const WORKER_MESSAGES = {
  /** A notification's "Done" completed an occurrence: `habit` is the server's answer. */
  habitCompleted: 'stride:habit-completed',
} as const;

export interface HabitCompletedMessage {
  type: typeof WORKER_MESSAGES.habitCompleted;
  habit: unknown;
}
