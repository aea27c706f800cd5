export * from './auth/auth.schemas.js';
export * from './auth/code.js';
export * from './auth/password.js';
export * from './plans/plans.js';
export * from './routes.js';
export * from './texts/server-messages.js';
export * from './texts/ui-texts.js';
export * from './time/timezone.js';
