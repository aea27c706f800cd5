import { NOTIFICATION_CATALOG as EN } from './catalogs/en/notifications.js';
import { NOTIFICATION_CATALOG as ES } from './catalogs/es/notifications.js';
import { NOTIFICATION_CATALOG as DE } from './catalogs/de/notifications.js';
import { NOTIFICATION_CATALOG as FR } from './catalogs/fr/notifications.js';
import { emailLanguage } from './email-texts-for.js';
import type { Locale } from './locales.js';
import { formatMessage as f, type Messages } from './messages.js';

/** A language's catalog of reminders, nudges, reviews and push texts: English's keys (decision 054). */
export type NotificationCatalog = Messages<typeof EN>;

/** All four languages: only the server reads them (like the account emails'). */
export const NOTIFICATION_CATALOGS: Readonly<Record<Locale, NotificationCatalog>> = { en: EN, es: ES, de: DE, fr: FR };

/** When a reminder's occurrence is: on its own ("Today", "Mon 24 Nov") and inside a sentence ("today"). */
export interface ReminderWhen {
  label: string;
  inSentence: string;
}

/**
 * Reminders, nudges, the weekly review, cue prompts and the test notification in the account's
 * language, on every channel (push and email); English comes out exactly as NOTIFICATION_TEXTS,
 * REVIEW_TEXTS and TIMES_AND_CUES_TEXTS' prompts (`notification-texts-for.test.ts`). Dates and
 * times are written by the caller with `locale/locale-format.ts` for the account's locale.
 */
export function notificationTexts(accountLocale: string | null | undefined) {
  const language = emailLanguage(accountLocale);
  const c = NOTIFICATION_CATALOGS[language];
  return {
    language,
    today: { label: f(c.today), inSentence: f(c.todayInSentence) } as ReminderWhen,
    tomorrow: { label: f(c.tomorrow), inSentence: f(c.tomorrowInSentence) } as ReminderWhen,
    /** A date already written for the locale; English lowers it inside a sentence, as it always did ("mon 24 nov"). */
    day: (written: string): ReminderWhen => ({ label: written, inSentence: language === 'en' ? written.toLowerCase() : written }),
    reminderTitle: (habitName: string) => habitName,
    /** Words in no language: the day and the span, as NOTIFICATION_TEXTS writes them. */
    reminderBody: (when: ReminderWhen, start: string, end: string) => `${when.label}, ${start}–${end}`,
    reminderEmailSubject: (habitName: string, when: ReminderWhen, start: string) => f(c.reminderEmailSubject, { habitName, when: when.inSentence, start }),
    reminderEmailIntro: (firstName: string) => f(c.reminderEmailIntro, { firstName }),
    reminderEmailLine: (habitName: string, when: ReminderWhen, start: string, end: string) => f(c.reminderEmailLine, { habitName, when: when.inSentence, start, end }),
    doneAction: f(c.doneAction),
    openHabits: f(c.openHabits),
    nudgeTitle: f(c.nudgeTitle),
    nudgeBody: (habitName: string, streak: number) => f(c.nudgeBody, { habitName, streak }),
    nudgeBodyMany: (count: number, bestStreak: number) => f(c.nudgeBodyMany, { count, bestStreak }),
    reviewTitle: f(c.reviewTitle),
    reviewEmailSubject: f(c.reviewEmailSubject),
    testTitle: f(c.testTitle),
    testBody: f(c.testBody),
    unsubscribeLine: (topic: 'reminders' | 'review') => f(c.unsubscribeLine, { what: f(c.topics[topic]) }),
    unsubscribeLink: f(c.unsubscribeLink),
    unsubscribedPageTitle: f(c.unsubscribedPageTitle),
    unsubscribedPageBody: f(c.unsubscribedPageBody),
    unsubscribeConfirmTitle: f(c.unsubscribeConfirmTitle),
    unsubscribeConfirmButton: f(c.unsubscribeConfirmButton),
    unsubscribeInvalid: f(c.unsubscribeInvalid),
    cue: {
      title: (name: string) => f(c.cue.title, { name }),
      body: (anchorName: string, cue: string | undefined) => (cue ? f(c.cue.bodyWithCue, { cue, anchorName }) : f(c.cue.body, { anchorName })),
      emailSubject: (name: string, anchorName: string) => f(c.cue.emailSubject, { name, anchorName }),
      emailLine: (name: string, anchorName: string) => f(c.cue.emailLine, { name, anchorName }),
    },
    review: {
      opening: (done: number, scheduled: number) =>
        scheduled === 0 ? f(c.review.nothingScheduled) : f(c.review.opening, { done, scheduled, percent: Math.round((done / scheduled) * 100) }),
      best: (items: string) => f(c.review.best, { items }),
      bestItem: (name: string, streak: number) => f(streak === 1 ? c.review.bestItemOne : c.review.bestItem, { name, streak }),
      slipping: (name: string, done: number, scheduled: number) => f(c.review.slipping, { name, done, scheduled }),
      suggestionSlipping: (name: string) => f(c.review.suggestionSlipping, { name }),
      suggestionEmpty: f(c.review.suggestionEmpty),
      suggestionSteady: f(c.review.suggestionSteady),
    },
  };
}
export type NotificationTexts = ReturnType<typeof notificationTexts>;
