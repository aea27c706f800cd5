import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, calendarFeedResponseSchema } from '@stride/domain';
import { notFound } from '../../errors.js';
import { callerOf } from '../../http/route-access.js';
import type { CalendarFeedService } from './calendar-feed.service.js';

export interface CalendarRoutesOptions {
  feeds: CalendarFeedService;
}

const tags = ['calendar'];

/** Issue 23: the feed's address for the signed-in user, and the feed itself for calendar apps. */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (app, { feeds }) => {
  app.get(
    '/',
    { schema: { tags, summary: "The signed-in user's calendar feed address, or null when it is off", response: { 200: calendarFeedResponseSchema } } },
    async (request) => ({ url: await feeds.current(callerOf(request).user.id) }),
  );

  app.post(
    '/',
    { schema: { tags, summary: 'Create the calendar feed address, or replace it (the old one stops working)', response: { 200: calendarFeedResponseSchema } } },
    async (request) => ({ url: await feeds.regenerate(callerOf(request).user.id) }),
  );

  app.delete(
    '/',
    { schema: { tags, summary: 'Turn the calendar feed off', response: { 200: calendarFeedResponseSchema } } },
    async (request) => {
      await feeds.turnOff(callerOf(request).user.id);
      return { url: null };
    },
  );

  // Fetched by calendar apps (Google, Apple, Outlook) with no session: the token is the check.
  app.get(
    '/:token.ics',
    {
      schema: {
        tags,
        summary: 'The habit schedule as an RFC 5545 calendar (public: the token in the URL is its secret)',
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const text = await feeds.feed(request.params.token);
      if (text === undefined) throw notFound(ACCOUNT_MESSAGES.feedNotFound);
      // Private to its owner: no shared cache may keep it, and search engines must not list it.
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=0, must-revalidate')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', 'inline; filename="stride-habits.ics"')
        .send(text);
    },
  );
};
