export * from './endpoint.js';
export * from './error-codes.js';
export * from './error-response.schema.js';
export * from './api.js';
export * from './routes.js';
export { IMPORT_FILE_TYPES } from './account.endpoints.js';
