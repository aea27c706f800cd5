/**
 * What other modules may use of the coach's functions (issue 46): the MCP server imports from
 * here only (lint: import-x/no-restricted-paths), never a coach-internal file.
 */
export { proposalText, ToolError, withKnownIds, type CoachTools } from './functions/index.js';
export type { CoachSnapshot, SnapshotHabit } from './coach-snapshot.js';
export { argumentsJsonSchema } from './tool-schemas.js';
