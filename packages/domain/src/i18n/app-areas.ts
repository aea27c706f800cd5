/**
 * The areas of the signed-in app's catalogs (issue 54): `catalogs/<language>/<area>.ts`. The web
 * build precompiles their messages to ICU ASTs (apps/web/build-plugins/precompile-messages.ts).
 */
export const APP_CATALOG_AREAS = ['app-shell', 'today', 'habits', 'settings', 'habit-form', 'dashboard', 'quick-add', 'goals', 'areas', 'analytics', 'coach-screen', 'notification-settings', 'account', 'integration-settings', 'habit-depth', 'limits', 'verify-email'] as const;
