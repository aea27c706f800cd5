import { describe, expect, it } from 'vitest';
import { ENGLISH_APP_TEXTS, HABIT_ROW_TEXTS, INTEGRATION_NAME_MAX, MAX_API_TOKENS, MAX_WEBHOOKS, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, TODAY_TEXTS, TOKEN_REQUESTS_PER_MINUTE, WEBHOOK_DISABLE_AFTER_FAILURES, coachLineFor } from '@stride/domain';
import { appLanguageOf } from './app-texts';
import { loadAppTexts } from './localize-app';

/** Every text function of `texts` called with `args`, at any depth, with its key. */
function* everyFunction(texts: unknown, key = ''): Generator<[string, (...a: unknown[]) => unknown]> {
  if (typeof texts === 'function') yield [key, texts as (...a: unknown[]) => unknown];
  else if (texts && typeof texts === 'object' && !Array.isArray(texts)) for (const [k, v] of Object.entries(texts)) yield* everyFunction(v, key ? `${key}.${k}` : k);
}

describe("the signed-in app's texts in the account's language (issue 54)", () => {
  it('formats Spanish, German and French with plurals, names and figures', async () => {
    const es = await loadAppTexts('es', 'es-ES');
    expect(es.TODAY_TEXTS.pageTitle).toBe('Hoy');
    expect(es.TODAY_TEXTS.progress(2, 3)).toBe('2 de 3 hechos');
    expect(es.TODAY_TEXTS.streak(1)).toBe('racha de 1 día');
    expect(es.TODAY_TEXTS.streak(4)).toBe('racha de 4 días');
    expect(es.UNDO_TEXTS.archived('Leer')).toBe('«Leer» archivado.');
    expect(coachLineFor({ scheduled: 3, done: 0, bestStreak: 0 }, 'Ana', es.TODAY_COACH_TEXTS)).toBe('Te quedan 3 hábitos hoy. Empieza por el más fácil.');
    const de = await loadAppTexts('de', 'de-DE');
    expect(de.HABIT_ROW_TEXTS.addedOne('Wasser', 1.5, { quantity: 8, unit: 'Gläser' })).toBe('Wasser: 1,5 Gläser von 8.');
    // A soft hyphen where the bar may break it on a narrow phone ("Gewohn-" over "heiten", i18n-one).
    expect(de.SHELL_TEXTS.bottomNav.habits).toBe('Gewohn\u00adheiten');
    const fr = await loadAppTexts('fr', 'fr-FR');
    expect(fr.TODAY_TEXTS.streakDays(1)).toBe('1 jour');
    expect(fr.FIRST_RUN_TEXTS.starterSchedule('07:00', '07:10')).toBe('Chaque jour, 07:00–07:10');
    expect(fr.FIRST_RUN_TEXTS.starterSchedule('08:00', '20:00', '8 verres')).toBe('Chaque jour, 08:00–20:00 · 8 verres');
    expect(fr.TODAY_TEXTS.loadError('x')).toBe('Impossible de charger les habitudes du jour\u00a0: x');
    // Issue 54: amounts as each language writes them (1,5), days and the plans' lines in words.
    expect(de.HABIT_DAY_TEXTS.countShort(1.5, 2)).toBe('1,5 von 2');
    expect(fr.HABITS_TEXTS.shortDate('2026-11-24')).toMatch(/^mar\.? 24 nov/);
    expect(de.HABITS_TEXTS.showMore(3)).toBe('+3 weitere');
    expect(es.PLAN_FEATURE_TEXTS.voicePerDay(60)).toBe('1 minuto de llamadas de voz al día');
    expect(es.PLAN_FEATURE_TEXTS.voicePerMonth(1800)).toBe('30 minutos al mes de llamadas de seguimiento con la IA');
    expect(es.PLAN_FEATURE_TEXTS.messagesPerDay(1)).toBe('1 mensaje al coach de IA al día');
    expect(fr.QUICK_ADD_TEXTS.notUnderstood(['soonish'])).toBe('Je n’ai pas compris\u00a0: “soonish”');
    expect(de.STARTER_HABIT_TEXTS.names[0]).toBe('Wasser trinken');
    expect(fr.SUBSCRIPTION_CARD_TEXTS.validUntil('1 décembre 2026')).toBe('Valable jusqu’au 1 décembre 2026');
  });

  it("Create and Edit's fields: the rule, a time before and a reminder in words (issues 51 and 54)", async () => {
    const es = await loadAppTexts('es', 'es-ES');
    expect(es.HABIT_FORM_TEXTS.recurrenceSummary('weekly', null, '2026-11-24')).toBe('Cada semana, el martes');
    expect(es.HABIT_FORM_TEXTS.recurrenceSummary('monthly', null, '2026-11-24')).toBe('Cada mes, el día 24');
    expect(es.REMINDER_FIELD_TEXTS.minutesBefore(0)).toBe('Al empezar');
    expect(es.REMINDER_FIELD_TEXTS.minutesBefore(90)).toBe('1 hora y 30 minutos antes');
    expect(es.REMINDER_FIELD_TEXTS.minutesBefore(120)).toBe('2 horas antes');
    expect(es.CUSTOM_RECURRENCE_TEXTS.summary({ frequency: 'weekly', interval: 2, days: ['Monday'] }, '2026-11-24')).toBe('Cada 2 semanas, el lunes');
    expect(es.CUSTOM_RECURRENCE_TEXTS.summary({ frequency: 'daily', interval: 1 }, '2026-11-24')).toBe('Todos los días');
    const de = await loadAppTexts('de', 'de-DE');
    expect(de.REMINDER_FIELD_TEXTS.remove({ minutesBefore: 15, channel: 'push' })).toBe('Erinnerung entfernen: 15 Minuten vorher, per Mitteilung');
    expect(de.HABIT_FIELD_TEXTS.timesRequired(7)).toBe('Gib eine ganze Zahl von 1 bis 7 ein.');
    expect(de.CUSTOM_RECURRENCE_TEXTS.interval('monthly')).toBe('Alle wie viele Monate');
    const fr = await loadAppTexts('fr', 'fr-FR');
    expect(fr.HABIT_FIELD_TEXTS.flexibleSummary({ times: 1, period: 'month' })).toBe('1 jour au choix par mois\u00a0; pas de jours fixes.');
    expect(fr.REMINDER_FIELD_TEXTS.minutesBefore(1440)).toBe('1 jour avant');
  });

  it('every function of every language answers a text with no ICU left in it', async () => {
    const target = { quantity: 2, unit: 'u', direction: 'atMost' as const };
    for (const [language, locale] of [['es', 'es-MX'], ['de', 'de-AT'], ['fr', 'fr-CA']] as const) {
      const texts = await loadAppTexts(language, locale);
      for (const [key, text] of everyFunction(texts)) {
        // The Create and Edit dialogs' (area habit-form): a day, a rule, a reminder, a frequency.
        const form: Record<string, unknown[]> = {
          'EDIT_HABIT_TEXTS.titleDate': ['2026-11-24'],
          'HABIT_FORM_TEXTS.recurrenceSummary': ['weekly', null, '2026-11-24'],
          'HABIT_FIELD_TEXTS.flexibleSummary': [{ times: 2, period: 'week' }],
          'REMINDER_FIELD_TEXTS.remove': [{ minutesBefore: 90, channel: 'email' }],
          'REMINDER_FIELD_TEXTS.minutesBefore': [90],
          // Settings' account, integrations and the habit's depth (issue 54, helper i18n-app4).
          'ACCOUNT_TEXTS.data.previewCounts': [{ habits: 2, completions: 1, goals: 0, conversations: 3, vision: true }],
          'ACCOUNT_TEXTS.data.habitLine': [{ schedule: 'Daily', completions: 2, skips: 1 }],
          'CONNECTIONS_TEXTS.endedNotice': ['email_change', '24 November 2026'],
          'CONNECTIONS_TEXTS.endedInEmail': [{ tokens: ['Script'], assistants: ['Claude'] }],
          'CONNECTIONS_TEXTS.stayInEmail': [{ tokens: [], assistants: [] }],
          'INTEGRATION_SETTINGS_TEXTS.webhooks.eventsOf': [['habit.completed', 'goal.updated']],
          'INTEGRATION_SETTINGS_TEXTS.deliveries.delivered': [200],
          'INTEGRATION_SETTINGS_TEXTS.deliveries.failed': [null, 'timeout'],
          'HABIT_DEPTH_TEXTS.flexibleSummary': [{ times: 2, period: 'week' }],
          'HABIT_DEPTH_TEXTS.frequency': [{ times: 1, period: 'month' }],
          'HABIT_DEPTH_TEXTS.target': [target],
          'HABIT_DEPTH_TEXTS.amountOf': [1.5, target],
          'HABIT_DEPTH_TEXTS.periodProgress': [1, 3, 'week'],
          'HABIT_DEPTH_TEXTS.streakUnit': [3, { times: 2, period: 'week' }],
          'HABIT_DEPTH_TEXTS.dayTitle': ['2026-11-24', '2026-11-25'],
          'HABIT_DEPTH_TEXTS.pausedRange': ['2026-11-24', '2026-11-30'],
          'HABIT_DEPTH_TEXTS.removePause': ['2026-11-24', '2026-11-30'],
          'HABIT_DEPTH_TEXTS.archivedOn': ['2026-11-24'],
          'HABIT_DEPTH_TEXTS.amountTotal': [3, target, 5],
          'REMINDER_TEXTS.describe': [{ minutesBefore: 90, channel: 'push' }],
          // Limits, quitting, freezes, end dates and the verify-email page (helper i18n-app5).
          'LIMIT_TEXTS.amountOfLimit': [3, target],
          'LIMIT_TEXTS.daysWithout': [3, target],
          'LIMIT_TEXTS.slipsToday': [2],
          'LIMIT_TEXTS.logSlipFor': ['Ana'],
          'LIMIT_TEXTS.logOne': [target],
          'LIMIT_TEXTS.logsOne': [target],
          'LIMIT_TEXTS.slipLogged': ['Ana'],
          'LIMIT_TEXTS.oneLogged': ['Ana', 3, target],
          'LIMIT_TEXTS.target': [target],
          'LIMIT_TEXTS.freezesBanked': [2],
          'LIMIT_TEXTS.freezeSpent': [12, '2026-11-20', '2026-11-24', false],
          'LIMIT_TEXTS.freezeSpentShort': ['2025-11-02', '2026-11-24'],
          'END_DATE_TEXTS.ends': ['2027-03-31', '2026-11-24'],
          'VERIFY_EMAIL_TEXTS.sentTo': ['ana@example.com'],
          // The details dialog's day cells (helper i18n-labels): a civil day and its state.
          'HABIT_DETAILS_TEXTS.dayLabel': ['2026-11-24', 'done'],
        };
        const args = form[key]
          ? form[key]
          : /limitFigure/.test(key)
          ? [3, target, true]
          : /agendaDay|doneOn|shortDate/.test(key)
          ? ['2026-11-24', '2026-11-25']
          : /nextDates|notUnderstood|fixNotUnderstood/.test(key)
          ? [['soonish', 'daily-ish']]
          : /timeRange/.test(key)
            ? ['22:00', '06:30']
            : /yearlyDateMissing/.test(key)
              ? [31, [2, 4]]
              : /limit|quit|addOne/i.test(key)
                ? [target]
                : ['Ana', 2, target, true];
        const result = text(...args);
        expect(typeof result, `${language} ${key}`).toBe('string');
        expect(result as string, `${language} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it("Settings' account and integrations, and a habit's pauses and amounts, in the three languages (helper i18n-app4)", async () => {
    const es = await loadAppTexts('es', 'es-ES');
    const de = await loadAppTexts('de', 'de-DE');
    const fr = await loadAppTexts('fr', 'fr-FR');
    const glasses = { quantity: 8, unit: 'vasos' };
    expect(es.ACCOUNT_TEXTS.data.previewCounts({ habits: 1, completions: 12, goals: 0, conversations: 0, vision: true })).toBe('1 hábito, 12 días cumplidos, tu visión');
    expect(es.HABIT_DEPTH_TEXTS.amountOf(1.5, glasses)).toBe('1,5 de 8 vasos');
    expect(es.HABIT_DEPTH_TEXTS.pausedRange('2026-12-24', '2026-12-31')).toMatch(/^En pausa del .*24.* al .*31/);
    expect(de.HABIT_DEPTH_TEXTS.holidaySaved(3)).toBe('3 Gewohnheiten pausiert.');
    expect(de.INTEGRATION_SETTINGS_TEXTS.deliveries.failed(500, null)).toBe('Fehlgeschlagen (500)');
    expect(de.REMINDER_TEXTS.describe({ minutesBefore: 15, channel: 'email' })).toBe('15 Minuten vorher, per E-Mail');
    expect(fr.INTEGRATION_SETTINGS_TEXTS.tokens.revokeTitle('Script')).toBe('Révoquer «\u00a0Script\u00a0»\u202f?');
    expect(fr.CONNECTIONS_TEXTS.endedNotice('password_change', '24 novembre 2026')).toMatch(/^Tous les jetons .* le 24 novembre 2026, quand vous avez changé votre mot de passe\./);
    // The limits are written into the catalogs (a catalog has no imports at run time): the same figures as English.
    for (const texts of [es, de, fr]) {
      const { tokens, webhooks } = texts.INTEGRATION_SETTINGS_TEXTS;
      expect(tokens.intro).toContain(String(TOKEN_REQUESTS_PER_MINUTE));
      expect(tokens.nameHelp).toContain(String(INTEGRATION_NAME_MAX));
      expect(tokens.limitReached).toContain(String(MAX_API_TOKENS));
      expect(webhooks.intro).toContain(String(MAX_WEBHOOKS));
      expect(webhooks.failing(2)).toContain(String(WEBHOOK_DISABLE_AFTER_FAILURES));
      expect(texts.PASSWORD_CHECKLIST_TEXTS.rules.length).toContain(String(PASSWORD_MIN_LENGTH));
      expect(texts.PASSWORD_CHECKLIST_TEXTS.rules.special).toContain(PASSWORD_SPECIAL_CHARACTERS);
    }
    expect(fr.NOTIFICATION_SETTINGS_MESSAGES.quietSame).toBe('Les heures calmes doivent commencer et finir à des heures différentes.');
  });

  it('English is the text modules themselves, so the spec texts stay exact', () => {
    expect(ENGLISH_APP_TEXTS.TODAY_TEXTS).toBe(TODAY_TEXTS);
    expect(ENGLISH_APP_TEXTS.HABIT_ROW_TEXTS).toBe(HABIT_ROW_TEXTS);
    expect(appLanguageOf('en-GB')).toBeNull();
    expect(appLanguageOf('es-MX')).toBe('es');
    expect(appLanguageOf('it-IT')).toBeNull();
    expect(appLanguageOf(undefined)).toBeNull();
  });
});
