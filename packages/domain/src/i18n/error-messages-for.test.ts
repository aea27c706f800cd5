import { describe, expect, it } from 'vitest';
import { AREA_MESSAGES, AREA_NAME_MAX_LENGTH, MAX_AREAS_PER_USER } from '../areas/area-id.schema.js';
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_MESSAGES, GOAL_NAME_MAX_LENGTH, MAX_GOALS_PER_USER, VISION_TEXT_MAX_LENGTH } from '../goals/goals.schemas.js';
import { HABIT_DEPTH_MESSAGES, HABIT_NOTE_MAX_LENGTH, HABIT_UNIT_MAX_LENGTH, MAX_PAUSE_DAYS } from '../habits/habit-depth.schemas.js';
import { HABIT_MESSAGES } from '../habits/habits.schemas.js';
import { COACH_MESSAGE_MAX_LENGTH, VOICE_CALLS_AT_ONCE } from '../coach/coach-constants.js';
import { COACH_MESSAGES } from '../coach/coach.schemas.js';
import { CUE_MESSAGES, CUE_TEXT_MAX_LENGTH } from '../habits/cue.js';
import { END_DATE_MESSAGES } from '../habits/end-date.js';
import { MAX_RECURRENCE_INTERVAL, RECURRENCE_MESSAGES } from '../habits/recurrence.schemas.js';
import { SCHEDULE_EDIT_MESSAGES } from '../habits/schedule-edits.js';
import { MAX_TIMES_OF_DAY, TIMES_OF_DAY_MESSAGES } from '../habits/times-of-day.js';
import { MISSING_USER_MESSAGES } from '../texts/goals-texts.js';
import { UNDO_MESSAGES } from '../texts/undo-texts.js';
import { BILLING_MESSAGES, USAGE_MESSAGES } from '../billing/billing.schemas.js';
import { NOTIFICATION_SETTINGS_MESSAGES } from '../notifications/notification-settings.schemas.js';
import { MAX_REMINDERS_PER_HABIT, REMINDER_MAX_MINUTES_BEFORE, REMINDER_MESSAGES } from '../notifications/reminders.schemas.js';
import { INTEGRATION_TEXTS } from '../texts/integration-texts.js';
import { ACCOUNT_MESSAGES } from '../texts/account-texts.js';
import { SERVER_MESSAGES } from '../texts/server-messages.js';
import { walkCatalog } from './catalog-walk.js';
import { ERRORS_CATALOG } from './catalogs/en/errors.js';
import { errorMessageIn } from './error-messages-for.js';
import { formatMessage } from './messages.js';

/** The English catalog's message at `key`, formatted with the values the module writes in. */
const values = { expected: 'https://stride.example', max: '' };

describe('the API’s error messages in the caller’s language (issue 54)', () => {
  it('English is SERVER_MESSAGES and HABIT_MESSAGES exactly', () => {
    const server = ERRORS_CATALOG.server;
    for (const [key, message] of Object.entries(SERVER_MESSAGES)) {
      const english = typeof message === 'function' ? message(values.expected) : message;
      expect(formatMessage(server[key as keyof typeof server], values), key).toBe(english);
    }
    const habits = ERRORS_CATALOG.habits;
    for (const key of Object.keys(habits) as (keyof typeof habits)[]) {
      const english = HABIT_MESSAGES[key];
      const max = /at most (\d+)|up to (\d+)/.exec(english);
      expect(formatMessage(habits[key], { max: max?.[1] ?? max?.[2] ?? '' }), key).toBe(english);
    }
    expect(walkCatalog(ERRORS_CATALOG.server).messages.map((m) => m.key)).toEqual(Object.keys(SERVER_MESSAGES));
  });

  it('English is ACCOUNT, GOAL, HABIT_DEPTH, AREA, BILLING, USAGE, REMINDER, NOTIFICATION_SETTINGS, COACH and the habit schedule’s messages and the tokens’ and webhooks’ exactly', () => {
    const sample = { email: 'new@example.com', mb: '10', path: 'habits.0.name', message: 'Too long.', max: '500' };
    const account = ERRORS_CATALOG.account;
    for (const [key, message] of Object.entries(ACCOUNT_MESSAGES)) {
      const k = key as keyof typeof ACCOUNT_MESSAGES;
      const english =
        k === 'emailCodeSent' ? ACCOUNT_MESSAGES.emailCodeSent(sample.email)
        : k === 'importTooLarge' ? ACCOUNT_MESSAGES.importTooLarge(Number(sample.mb))
        : k === 'importInvalid' ? ACCOUNT_MESSAGES.importInvalid(sample.path, sample.message)
        : k === 'importTooMany' ? ACCOUNT_MESSAGES.importTooMany(Number(sample.max))
        : k === 'importTooManyGoals' ? ACCOUNT_MESSAGES.importTooManyGoals(Number(sample.max))
        : message;
      expect(formatMessage(account[k], sample), key).toBe(english);
    }
    const limits: [Record<string, string>, Record<string, string>, Record<string, number>][] = [
      [ERRORS_CATALOG.goals, GOAL_MESSAGES, { nameTooLong: GOAL_NAME_MAX_LENGTH, descriptionTooLong: GOAL_DESCRIPTION_MAX_LENGTH, tooMany: MAX_GOALS_PER_USER, visionTooLong: VISION_TEXT_MAX_LENGTH }],
      [ERRORS_CATALOG.habitDepth, HABIT_DEPTH_MESSAGES, { unitInvalid: HABIT_UNIT_MAX_LENGTH, noteTooLong: HABIT_NOTE_MAX_LENGTH, pauseTooLong: MAX_PAUSE_DAYS }],
      [ERRORS_CATALOG.areas, AREA_MESSAGES, { nameTooLong: AREA_NAME_MAX_LENGTH, tooMany: MAX_AREAS_PER_USER }],
      [ERRORS_CATALOG.billing, BILLING_MESSAGES, {}],
      [ERRORS_CATALOG.usage, USAGE_MESSAGES, {}],
      [ERRORS_CATALOG.reminders, REMINDER_MESSAGES, { minutesInvalid: REMINDER_MAX_MINUTES_BEFORE, tooMany: MAX_REMINDERS_PER_HABIT }],
      [ERRORS_CATALOG.notificationSettings, NOTIFICATION_SETTINGS_MESSAGES, {}],
      [ERRORS_CATALOG.coach, COACH_MESSAGES, { messageTooLong: COACH_MESSAGE_MAX_LENGTH, tooManyCalls: VOICE_CALLS_AT_ONCE }],
      [ERRORS_CATALOG.cues, CUE_MESSAGES, { textInvalid: CUE_TEXT_MAX_LENGTH }],
      [ERRORS_CATALOG.scheduleEdits, SCHEDULE_EDIT_MESSAGES, {}],
      [ERRORS_CATALOG.recurrence, RECURRENCE_MESSAGES, { intervalInvalid: MAX_RECURRENCE_INTERVAL }],
      [ERRORS_CATALOG.endDate, END_DATE_MESSAGES, {}],
      [ERRORS_CATALOG.undo, UNDO_MESSAGES, {}],
      [ERRORS_CATALOG.missingUser, MISSING_USER_MESSAGES, {}],
    ];
    for (const [catalog, module, max] of limits) {
      expect(Object.keys(catalog)).toEqual(Object.keys(module));
      for (const key of Object.keys(module)) expect(formatMessage(catalog[key]!, { max: String(max[key] ?? '') }), key).toBe(module[key]);
    }
    expect(Object.keys(account)).toEqual(Object.keys(ACCOUNT_MESSAGES));
    // Times of day: timeNotOfHabit names the habit's times; timeRequired (times joined with "and") is not in the catalog yet.
    const times = ERRORS_CATALOG.timesOfDay;
    expect(Object.keys(times)).toEqual(Object.keys(TIMES_OF_DAY_MESSAGES).filter((key) => key !== 'timeRequired'));
    for (const key of Object.keys(times) as (keyof typeof times)[]) {
      const message = TIMES_OF_DAY_MESSAGES[key];
      const english = typeof message === 'function' ? message(['08:00', '20:00']) : message;
      expect(formatMessage(times[key], { max: String(MAX_TIMES_OF_DAY), times: '08:00, 20:00' }), key).toBe(english);
    }
    // Tokens and webhooks: the INTEGRATION_TEXTS the server answers with (the app's own words stay in the shell).
    for (const [key, message] of Object.entries(ERRORS_CATALOG.integrations)) {
      expect(formatMessage(message), key).toBe(INTEGRATION_TEXTS[key as keyof typeof ERRORS_CATALOG.integrations]);
    }
  });

  it('answers a message in the locale’s language, with its figures and addresses; English and unknown messages as they are', () => {
    expect(errorMessageIn(SERVER_MESSAGES.invalidCredentials, 'es-ES')).toBe('El correo electrónico o la contraseña no son correctos.');
    expect(errorMessageIn(SERVER_MESSAGES.loginPaused, 'de-AT')).toMatch(/^Die Anmeldung bei diesem Konto ist/);
    expect(errorMessageIn(SERVER_MESSAGES.originRefused('https://stride.example'), 'fr-FR')).toBe('Requête d’une autre origine refusée. Ouvrez Stride à l’adresse https://stride.example.');
    expect(errorMessageIn(HABIT_MESSAGES.nameTooLong, 'es-MX')).toMatch(/^El nombre del hábito puede tener como máximo \d+ caracteres\.$/);
    expect(errorMessageIn(HABIT_MESSAGES.tooMany, 'de-DE')).toMatch(/^Du kannst bis zu \d+ Gewohnheiten haben\./);
    expect(errorMessageIn(ACCOUNT_MESSAGES.importTooMany(500), 'es-ES')).toBe('Al importar este archivo tendrías más de 500 hábitos. Borra algunos antes o importa un archivo más pequeño.');
    expect(errorMessageIn(ACCOUNT_MESSAGES.importInvalid('habits.0.name', 'Too long.'), 'de-DE')).toBe('Diese Datei passt bei habits.0.name nicht zum Exportformat von Stride: Too long. Es wurde nichts importiert.');
    expect(errorMessageIn(GOAL_MESSAGES.nameTooLong, 'fr-FR')).toBe(`Le nom de l’objectif ne peut pas dépasser ${GOAL_NAME_MAX_LENGTH} caractères.`);
    expect(errorMessageIn(HABIT_DEPTH_MESSAGES.valueInvalid, 'de-CH')).toBe('value muss eine Zahl von 0 bis 1.000.000 sein.');
    expect(errorMessageIn(AREA_MESSAGES.tooMany, 'fr-CA')).toBe(`Vous pouvez avoir jusqu’à ${MAX_AREAS_PER_USER} domaines. Supprimez-en un pour en ajouter un autre.`);
    expect(errorMessageIn(REMINDER_MESSAGES.minutesInvalid, 'fr-FR')).toBe(`Le minutesBefore d’un rappel doit être un nombre entier compris entre 0 et ${REMINDER_MAX_MINUTES_BEFORE}.`);
    expect(errorMessageIn(INTEGRATION_TEXTS.tokenReadOnly, 'es-AR')).toBe('Este token solo puede leer. Crea un token con permiso de escritura para cambiar algo.');
    expect(errorMessageIn(USAGE_MESSAGES.voicePerDay, 'de-DE')).toBe('Tageslimit für Anrufe erreicht.');
    expect(errorMessageIn(COACH_MESSAGES.tooManyCalls, 'es-ES')).toBe(`Ya tienes ${VOICE_CALLS_AT_ONCE} llamadas abiertas. Termina una para empezar otra.`);
    expect(errorMessageIn(TIMES_OF_DAY_MESSAGES.timeNotOfHabit(['08:00', '20:00']), 'de-DE')).toBe('time muss eine der Uhrzeiten dieser Gewohnheit sein: 08:00, 20:00.');
    expect(errorMessageIn(UNDO_MESSAGES.scheduleChanged, 'fr-FR')).toBe('Le calendrier de cette habitude a changé entre-temps\u00a0: l’occurrence n’a donc pas été rétablie.');
    expect(errorMessageIn(CUE_MESSAGES.anchorSelf, 'es-ES')).toMatch(/^cue\.afterHabitId debe indicar otro hábito/);
    for (const message of [COACH_MESSAGES.audioUnreadable, UNDO_MESSAGES.scheduleChanged, CUE_MESSAGES.empty, REMINDER_MESSAGES.channelInvalid, INTEGRATION_TEXTS.webhookNotFound, BILLING_MESSAGES.alreadyPremium, ACCOUNT_MESSAGES.currentPasswordWrong, GOAL_MESSAGES.notFound, HABIT_DEPTH_MESSAGES.archived, AREA_MESSAGES.notFound]) {
      expect(errorMessageIn(message, 'en-US')).toBe(message);
    }
    for (const locale of ['en-GB', null, 'it-IT']) expect(errorMessageIn(SERVER_MESSAGES.invalidCredentials, locale)).toBe(SERVER_MESSAGES.invalidCredentials);
    expect(errorMessageIn('Something no catalog holds.', 'fr-FR')).toBe('Something no catalog holds.');
  });
});
