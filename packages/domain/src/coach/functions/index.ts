export * from './coach-function.js';
export * from './coach-results.js';
export * from './registry.js';
export { PROGRESS_PERIODS, type ProgressPeriod } from './get-progress.js';
export { habitDetailsResult } from './get-habit.js';
export { goalDetailsResult } from './get-goal.js';
