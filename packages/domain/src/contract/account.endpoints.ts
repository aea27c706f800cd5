import { z } from 'zod';
import { calendarFeedResponseSchema, exportQuerySchema, importQuerySchema } from '../account/account.schemas.js';
import { importPreviewResponseSchema, importResultResponseSchema } from '../account/data-export.schemas.js';
import { defineEndpoint } from './endpoint.js';
import { API_ROUTES } from './routes.js';

/** What an import's body may be: the file as it is, whatever type the browser gave it. */
export const IMPORT_FILE_TYPES = ['application/json', 'application/zip', 'application/x-zip-compressed', 'application/octet-stream', 'text/plain'] as const;

/** Issue 23: everything the user owns, out and in. */
export const ACCOUNT_DATA_ENDPOINTS = {
  exportData: defineEndpoint(API_ROUTES.account.exportData, {
    tag: 'account',
    summary: 'Download everything the user owns: format=json (re-importable) or csv (a zip of one CSV per kind); streamed',
    query: exportQuerySchema,
    responses: { 200: z.unknown().describe('The file: a JSON export (format=json) or a zip of CSV files (format=csv)') },
    produces: ['application/json', 'application/zip'],
    errors: [400],
  }),
  importData: defineEndpoint(API_ROUTES.account.importData, {
    tag: 'account',
    summary: 'Import a Stride JSON export or a Loop Habit Tracker CSV export (zip), sent as the raw body; dryRun=true previews',
    query: importQuerySchema,
    bodyKind: 'file',
    consumes: IMPORT_FILE_TYPES,
    responses: { 200: importPreviewResponseSchema, 201: importResultResponseSchema },
    // 409: another import into the account is under way; 503: too many imports waiting (issue 38).
    errors: [400, 409, 413, 415, 503],
  }),
} as const;

const tag = 'calendar';

/** Issue 23: the feed's address for the signed-in user, and the feed itself for calendar apps. */
export const CALENDAR_ENDPOINTS = {
  get: defineEndpoint(API_ROUTES.calendar.get, { tag, summary: "The signed-in user's calendar feed address, or null when it is off", responses: { 200: calendarFeedResponseSchema } }),
  renew: defineEndpoint(API_ROUTES.calendar.renew, { tag, summary: 'Create the calendar feed address, or replace it (the old one stops working)', responses: { 200: calendarFeedResponseSchema } }),
  turnOff: defineEndpoint(API_ROUTES.calendar.turnOff, { tag, summary: 'Turn the calendar feed off', responses: { 200: calendarFeedResponseSchema } }),
  // Fetched by calendar apps (Google, Apple, Outlook) with no session: the token in the URL is the check.
  feed: defineEndpoint(API_ROUTES.calendar.feed, {
    tag,
    summary: 'The habit schedule as an RFC 5545 calendar (public: the token in the URL is its secret)',
    params: z.object({ token: z.string().max(100) }),
    responses: { 200: z.string().describe('text/calendar') },
    produces: 'text/calendar',
    errors: [404],
  }),
} as const;
