export * from './coach-function.js';
export * from './coach-results.js';
export * from './registry.js';
export { PROGRESS_PERIODS, type ProgressPeriod } from './get-progress/definition.js';
export { habitDetailsResult } from './get-habit/definition.js';
export { goalDetailsResult } from './get-goal/definition.js';
