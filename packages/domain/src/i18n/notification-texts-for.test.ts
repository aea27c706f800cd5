import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS, REVIEW_TEXTS } from '../texts/notification-texts.js';
import { TIMES_AND_CUES_TEXTS } from '../texts/times-and-cues-texts.js';
import { notificationTexts } from './notification-texts-for.js';

describe('reminders, nudges, reviews and push texts in the account’s language (issue 54)', () => {
  it('English is NOTIFICATION_TEXTS, REVIEW_TEXTS and the cue prompts exactly, for English, no locale, or a language Stride does not speak', () => {
    const T = NOTIFICATION_TEXTS;
    const R = REVIEW_TEXTS;
    const C = TIMES_AND_CUES_TEXTS;
    for (const locale of ['en-GB', 'en-US', null, undefined, 'it-IT']) {
      const n = notificationTexts(locale);
      for (const [when, label] of [
        [n.today, 'Today'],
        [n.tomorrow, 'Tomorrow'],
        [n.day('Mon 24 Nov'), 'Mon 24 Nov'],
      ] as const) {
        expect(n.reminderBody(when, '07:30', '08:00')).toBe(T.reminderBody(label, '07:30', '08:00'));
        expect(n.reminderEmailSubject('Run', when, '07:30')).toBe(T.reminderEmailSubject('Run', label, '07:30'));
        expect(n.reminderEmailLine('Run', when, '07:30', '08:00')).toBe(T.reminderEmailLine('Run', label, '07:30', '08:00'));
      }
      expect(n.reminderTitle('Run')).toBe(T.reminderTitle('Run'));
      expect(n.reminderEmailIntro('Ada')).toBe(T.reminderEmailIntro('Ada'));
      for (const key of ['doneAction', 'openHabits', 'nudgeTitle', 'reviewTitle', 'reviewEmailSubject', 'testTitle', 'testBody', 'unsubscribeLink', 'unsubscribedPageTitle', 'unsubscribedPageBody', 'unsubscribeConfirmTitle', 'unsubscribeConfirmButton', 'unsubscribeInvalid'] as const) {
        expect(n[key], key).toBe(T[key]);
      }
      expect(n.nudgeBody('Run', 4)).toBe(T.nudgeBody('Run', 4));
      expect(n.nudgeBodyMany(3, 12)).toBe(T.nudgeBodyMany(3, 12));
      expect(n.unsubscribeLine('reminders')).toBe(T.unsubscribeLine('email reminders'));
      expect(n.unsubscribeLine('review')).toBe(T.unsubscribeLine('the weekly review by email'));
      expect(n.cue.title('Floss')).toBe(C.promptTitle('Floss'));
      expect(n.cue.body('Brush teeth', 'After brushing')).toBe(C.promptBody('Brush teeth', 'After brushing'));
      expect(n.cue.body('Brush teeth', undefined)).toBe(C.promptBody('Brush teeth', undefined));
      expect(n.cue.emailSubject('Floss', 'Brush teeth')).toBe(C.promptEmailSubject('Floss', 'Brush teeth'));
      expect(n.cue.emailLine('Floss', 'Brush teeth')).toBe(C.promptEmailLine('Floss', 'Brush teeth'));
      for (const [done, scheduled] of [[0, 0], [4, 7], [7, 7]] as const) expect(n.review.opening(done, scheduled)).toBe(R.opening(done, scheduled));
      expect(n.review.best('a, b')).toBe(R.best('a, b'));
      expect(n.review.bestItem('Run', 1)).toBe(R.bestItem('Run', 1));
      expect(n.review.bestItem('Run', 5)).toBe(R.bestItem('Run', 5));
      expect(n.review.slipping('Run', 2, 5)).toBe(R.slipping('Run', 2, 5));
      expect(n.review.suggestionSlipping('Run')).toBe(R.suggestionSlipping('Run'));
      expect(n.review.suggestionEmpty).toBe(R.suggestionEmpty);
      expect(n.review.suggestionSteady).toBe(R.suggestionSteady);
    }
  });

  it('writes each language’s own words, whatever the region', () => {
    const es = notificationTexts('es-MX');
    expect(es.reminderEmailSubject('Correr', es.today, '07:30')).toBe('Recordatorio: Correr, hoy a las 07:30');
    expect(es.nudgeBody('Correr', 4)).toBe('Correr sigue pendiente hoy. Tu racha de 4 días te espera.');
    const de = notificationTexts('de-AT');
    expect(de.reminderBody(de.day('Mo., 24. Nov.'), '07:30', '08:00')).toBe('Mo., 24. Nov., 07:30–08:00');
    expect(de.reminderEmailLine('Laufen', de.day('Mo., 24. Nov.'), '07:30', '08:00')).toBe('Gleich ist Laufen dran: Mo., 24. Nov., 07:30–08:00.');
    const fr = notificationTexts('fr-CA');
    expect(fr.review.opening(4, 7)).toBe('La semaine passée, vous avez fait 4 habitudes prévues sur 7 (57\u00a0%).');
    expect(fr.review.bestItem('Course', 1)).toBe('Course (1\u00a0jour)');
    expect(notificationTexts('en-DE').testTitle).toBe('Test notification');
  });
});
