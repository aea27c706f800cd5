import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, API } from '@stride/domain';
import { notFound } from '../../errors.js';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import type { CalendarFeedService } from './calendar-feed.service.js';

export interface CalendarRoutesOptions {
  feeds: CalendarFeedService;
}

/** Issue 23: the feed's address for the signed-in user, and the feed itself for calendar apps. */
export async function calendarRoutes(app: FastifyInstance, { feeds }: CalendarRoutesOptions) {
  route(app, API.calendar.get, async (request) => ({ url: await feeds.current(callerOf(request).user.id) }));
  route(app, API.calendar.renew, async (request) => ({ url: await feeds.regenerate(callerOf(request).user.id) }));
  route(app, API.calendar.turnOff, async (request) => {
    await feeds.turnOff(callerOf(request).user.id);
    return { url: null };
  });

  // Fetched by calendar apps (Google, Apple, Outlook) with no session: the token is the check.
  route(app, API.calendar.feed, async (request, reply) => {
    const text = await feeds.feed(request.params.token);
    if (text === undefined) throw notFound(ACCOUNT_MESSAGES.feedNotFound);
    // Private to its owner: no shared cache may keep it, and search engines must not list it.
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=0, must-revalidate')
      .header('x-robots-tag', 'noindex')
      .header('content-disposition', 'inline; filename="stride-habits.ics"')
      .send(text);
  });
}
