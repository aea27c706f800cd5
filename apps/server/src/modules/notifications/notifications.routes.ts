import type { FastifyInstance } from 'fastify';
import { API, PRODUCT_NAME, acceptLanguageTags, notificationTexts, pickLocale, urlOf } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import type { NotificationsService } from './notifications.service.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';
import { escapeHtml } from '../../html-escape.js';

/** A small page of its own: the unsubscribe link works without the app or a session. */
function page(lang: string, title: string, body: string, form?: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · ${PRODUCT_NAME}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937"><main style="max-width:480px;margin:40px auto;background:#fff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:bold;color:#4f46e5;margin:0 0 24px">${PRODUCT_NAME}</p><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form ?? ''}</main></body></html>`;
}

export async function notificationsRoutes(app: FastifyInstance, { notifications, tokens }: { notifications: NotificationsService; tokens: UnsubscribeTokens }) {
  route(app, API.notifications.settings, async (request) => notifications.getSettings(callerOf(request).user.id));
  route(app, API.notifications.updateSettings, async (request) => notifications.updateSettings(callerOf(request).user.id, request.body));
  route(app, API.notifications.sendTest, async (request) => notifications.sendTest(callerOf(request).user.id));

  // One-click unsubscribe (RFC 8058): the mail provider POSTs `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  /** Issue 54: the page in the account's language; with no valid link, the browser's. */
  const textsFor = async (userId: string | undefined, acceptLanguage: string | undefined) =>
    notificationTexts((userId && (await notifications.localeOf(userId))) || pickLocale(acceptLanguageTags(acceptLanguage)));

  route(app, API.notifications.unsubscribePage, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const found = tokens.read(request.query.token);
    const T = await textsFor(found?.userId, request.headers['accept-language']);
    if (!found) return page(T.language, T.unsubscribedPageTitle, T.unsubscribeInvalid);
    // A GET changes nothing: mail scanners open links. The button posts.
    const action = urlOf(API.notifications.unsubscribe, { query: { token: request.query.token } });
    const form = `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-weight:bold;font-size:16px">${escapeHtml(T.unsubscribeConfirmButton)}</button></form>`;
    return page(T.language, T.unsubscribeConfirmTitle, '', form);
  });

  route(app, API.notifications.unsubscribe, async (request, reply) => {
    const found = tokens.read(request.query.token);
    reply.type('text/html; charset=utf-8');
    const T = await textsFor(found?.userId, request.headers['accept-language']);
    if (!found) return reply.code(400).send(page(T.language, T.unsubscribedPageTitle, T.unsubscribeInvalid));
    await notifications.unsubscribe(found.userId, found.topic);
    return page(T.language, T.unsubscribedPageTitle, T.unsubscribedPageBody);
  });
}
