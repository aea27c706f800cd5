import { z } from 'zod';
import {
  deletePushSubscriptionBodySchema,
  notificationSettingsSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionCreatedSchema,
  testNotificationResultSchema,
  updateNotificationSettingsBodySchema,
} from '../notifications/notification-settings.schemas.js';
import { defineEndpoint } from './endpoint.js';
import { API_ROUTES } from './routes.js';

const tag = 'notifications';
/** The signed token of an email's unsubscribe link. */
const unsubscribeQuerySchema = z.object({ token: z.string().max(300).default('') });
const page = z.string().describe('text/html');

/** Issue 21: what reaches out, and how to stop it. */
export const NOTIFICATIONS_ENDPOINTS = {
  settings: defineEndpoint(API_ROUTES.notifications.settings, { tag, summary: 'The caller’s notification settings', responses: { 200: notificationSettingsSchema } }),
  updateSettings: defineEndpoint(API_ROUTES.notifications.updateSettings, {
    tag,
    summary: 'Changes notification settings (any part; the rest stays)',
    body: updateNotificationSettingsBodySchema,
    responses: { 200: notificationSettingsSchema },
    errors: [400],
  }),
  sendTest: defineEndpoint(API_ROUTES.notifications.sendTest, {
    tag,
    summary: 'Sends a test notification to every device and, when email is on, by email',
    responses: { 200: testNotificationResultSchema },
    // 429: a few a minute at most; 502: no device could be reached and no email went.
    errors: [429, 502],
  }),
  // An email's unsubscribe link: its signed token, not a session, is the check.
  unsubscribePage: defineEndpoint(API_ROUTES.notifications.unsubscribePage, {
    tag,
    summary: 'The unsubscribe link’s page: asks before turning the emails off',
    query: unsubscribeQuerySchema,
    responses: { 200: page },
    produces: 'text/html',
  }),
  // One-click unsubscribe (RFC 8058): mail providers POST `List-Unsubscribe=One-Click` as a form.
  unsubscribe: defineEndpoint(API_ROUTES.notifications.unsubscribe, {
    tag,
    summary: 'Turns the emails the signed token names off (one-click, RFC 8058)',
    query: unsubscribeQuerySchema,
    bodyKind: 'form',
    responses: { 200: page },
    produces: 'text/html',
    errors: [400],
  }),
} as const;

/** Issue 21, web push: the signed-in user's browsers subscribe and unsubscribe. */
export const PUSH_ENDPOINTS = {
  subscribe: defineEndpoint(API_ROUTES.push.subscribe, {
    tag: 'push',
    summary: "Keep this browser's push subscription (its PushSubscription JSON) for the caller",
    body: pushSubscriptionBodySchema,
    responses: { 201: pushSubscriptionCreatedSchema },
    // 409: the endpoint is another account's, or the caller's browsers are at the limit; 502: its push service's name did not resolve.
    errors: [400, 404, 409, 502],
  }),
  unsubscribe: defineEndpoint(API_ROUTES.push.unsubscribe, {
    tag: 'push',
    summary: "Forget a browser's push subscription; only the caller's own is removed, and 204 either way",
    body: deletePushSubscriptionBodySchema,
    responses: { 204: z.null().describe('Nothing') },
    errors: [400],
  }),
} as const;
