import { randomBytes } from 'node:crypto';
import { calendarFeedTexts, firstDayOfWeek } from '@stride/domain';
import type { Clock } from '../../clock.js';
import type { CalendarFeedRepository } from './calendar-feed.repository.js';
import { habitsCalendar } from './habits-calendar.js';

/** 256 random bits, base64url: the feed URL's only secret (the issue asks for at least 128). */
const TOKEN_BYTES = 32;
/** A token is base64url of TOKEN_BYTES: anything else in the URL is refused before a query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface CalendarFeedDeps {
  repo: CalendarFeedRepository;
  clock: Clock;
  appOrigin: string;
}

/** Issue 23: a private, revocable iCalendar feed of the user's habit schedule (decision 024). */
export function createCalendarFeedService({ repo, clock, appOrigin }: CalendarFeedDeps) {
  const urlOf = (token: string) => `${appOrigin}/api/calendar/${token}.ics`;
  const uidDomain = new URL(appOrigin).hostname;
  return {
    async current(userId: string): Promise<string | null> {
      const token = await repo.tokenOf(userId);
      return token ? urlOf(token) : null;
    },

    /** A new address; the one before stops working at once. */
    async regenerate(userId: string): Promise<string> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await repo.replaceToken(userId, token, clock.now());
      return urlOf(token);
    },

    turnOff(userId: string): Promise<void> {
      return repo.remove(userId);
    },

    /** The feed's text for a token, or undefined for an unknown, revoked or malformed one. */
    async feed(token: string): Promise<string | undefined> {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const owner = await repo.ownerOf(token);
      if (!owner) return undefined;
      // Issue 54: the feed's own words in the owner's language.
      const texts = calendarFeedTexts(owner.locale);
      return habitsCalendar({
        habits: await repo.habitsOf(owner.userId),
        timeZone: owner.timezone,
        now: clock.now(),
        uidDomain,
        calendarName: texts.calendarName(owner.firstName),
        texts,
        // A flexible habit's weeks start where the app starts them for this account (issue 54).
        weekStartsOn: firstDayOfWeek(owner.locale),
      });
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
