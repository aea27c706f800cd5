import { describe, expect, it } from 'vitest';
import {
  END_DATE_TEXTS,
  ENGLISH_APP_TEXTS,
  LIMIT_TEXTS,
  WEBHOOK_EVENT_LABELS,
  describeRecurrence,
  formatDate,
  habitDayView,
  toEpochDay,
  type CustomRecurrence,
} from '@stride/domain';
import { makeHabit } from '../../test/fixtures';
import { loadAppTexts } from './localize-app';

/**
 * Issue 54 (helper i18n-app5): limits and end dates, a custom rule's days and the webhook events
 * in Spanish, German and French; English exactly as before.
 */
const today = '2026-11-24'; // a Tuesday
const daysAgo = (n: number) => formatDate(toEpochDay(today) - n);
const coffee = { quantity: 2, unit: 'cafés', direction: 'atMost' as const };
const sugar = { quantity: 0, unit: 'azúcar', direction: 'atMost' as const };

describe('limits, quitting, streak freezes and end dates (LIMIT_TEXTS, END_DATE_TEXTS)', () => {
  it('English is the text modules themselves', () => {
    expect(ENGLISH_APP_TEXTS.LIMIT_TEXTS).toBe(LIMIT_TEXTS);
    expect(ENGLISH_APP_TEXTS.END_DATE_TEXTS).toBe(END_DATE_TEXTS);
    expect(END_DATE_TEXTS.ends('2026-03-31', today)).toBe('Ends 31 Mar');
    expect(LIMIT_TEXTS.freezeSpent(12, daysAgo(1), today)).toBe('A streak freeze kept your 12-day run going yesterday');
  });

  it('Spanish', async () => {
    const es = await loadAppTexts('es', 'es-ES');
    expect(es.LIMIT_TEXTS.amountOfLimit(1.5, coffee)).toBe('1,5 de como máximo 2 cafés');
    expect(es.LIMIT_TEXTS.daysWithout(1, sugar)).toBe('1 día sin azúcar');
    expect(es.LIMIT_TEXTS.daysWithout(12, sugar)).toBe('12 días sin azúcar');
    expect(es.LIMIT_TEXTS.slipsToday(1)).toBe('Una recaída');
    expect(es.LIMIT_TEXTS.slipsToday(3)).toBe('3 recaídas');
    expect(es.LIMIT_TEXTS.target(coffee)).toBe('Como máximo 2 cafés al día');
    expect(es.LIMIT_TEXTS.target(sugar)).toBe('Sin azúcar');
    expect(es.LIMIT_TEXTS.freezesBanked(0)).toBe('No tienes comodines de racha guardados');
    expect(es.LIMIT_TEXTS.freezesBanked(1)).toBe('1 comodín de racha guardado');
    expect(es.LIMIT_TEXTS.freezeSpent(12, daysAgo(1), today)).toBe('Un comodín de racha mantuvo tu racha de 12 días ayer');
    expect(es.LIMIT_TEXTS.freezeSpentShort(daysAgo(3), today)).toBe('Comodín de racha usado el sábado');
    expect(es.END_DATE_TEXTS.ends('2026-03-31', today)).toBe('Termina el 31 mar');
    expect(es.END_DATE_TEXTS.ends('2028-03-31', today)).toBe('Termina el 31 mar 2028');
  });

  it('German and French', async () => {
    const de = await loadAppTexts('de', 'de-DE');
    expect(de.LIMIT_TEXTS.oneLogged('Kaffee', 3, { ...coffee, unit: 'Tassen' })).toBe('Kaffee: 3 Tassen von höchstens 2.');
    expect(de.LIMIT_TEXTS.daysWithout(1, { ...sugar, unit: 'Zucker' })).toBe('1 Tag ohne Zucker');
    expect(de.LIMIT_TEXTS.freezeSpent(12, daysAgo(2), today)).toBe('Ein Serien-Joker hat deine Serie von 12 Tagen am Sonntag gehalten');
    expect(de.LIMIT_TEXTS.freezeSpent(3, daysAgo(20), today, false)).toMatch(/^Ein Serien-Joker hat deine Serie von 3 am Mi\.?, 4\. Nov\.? gehalten$/);
    expect(de.END_DATE_TEXTS.ends('2026-03-31', today)).toMatch(/^Endet am 31\. März$/);
    const fr = await loadAppTexts('fr', 'fr-FR');
    expect(fr.LIMIT_TEXTS.slipLogged('Sucre')).toBe('Écart noté pour Sucre.');
    expect(fr.LIMIT_TEXTS.freezesBanked(2)).toBe('2 jokers de série en réserve');
    expect(fr.LIMIT_TEXTS.freezeSpentShort(daysAgo(1), today)).toBe('Joker de série utilisé hier');
    expect(fr.END_DATE_TEXTS.ends('2027-01-05', today)).toMatch(/^Se termine le 5 janv\.? 2027$/);
    expect(fr.END_DATE_TEXTS.ended).toBe('Terminée');
  });

  it("a quit habit's and a limit's day (habitDayView) in the language", async () => {
    const es = await loadAppTexts('es', 'es-ES');
    const quit = makeHabit({ name: 'Azúcar', today, target: sugar, completionStreak: 5 });
    expect(habitDayView(quit, today, today).figure).toBe('5 days without azúcar');
    expect(habitDayView(quit, today, today, es).figure).toBe('5 días sin azúcar');
    const limit = makeHabit({ name: 'Café', today, target: coffee, amounts: { [today]: 3 } });
    expect(habitDayView(limit, today, today, es).figure).toBe('3 de como máximo 2 cafés · pasado');
  });
});

describe("a custom rule's summary spells out its days (CUSTOM_RECURRENCE_TEXTS.summary, HABIT_FORM_TEXTS.recurrenceSummary)", () => {
  const rules: Record<string, CustomRecurrence> = {
    weeklyTwo: { frequency: 'weekly', interval: 2, days: ['Thursday', 'Monday'] },
    weeklyOne: { frequency: 'weekly', interval: 1, days: ['Monday'] },
    monthDays: { frequency: 'monthly', interval: 1, monthlyOption: 'dayOfMonth', monthlyDays: [15, 1] },
    lastWeekday: { frequency: 'monthly', interval: 3, monthlyOption: 'dayOfWeek', monthlyWeek: 'last', monthlyWeekday: 'weekday' },
    yearlyDate: { frequency: 'yearly', interval: 1, yearlyOption: 'specificDate', yearlyMonths: [2], yearlyDate: 29 },
    yearlyNth: { frequency: 'yearly', interval: 1, yearlyOption: 'dayOfWeek', yearlyWeek: 'first', yearlyWeekday: 'Monday', yearlyMonths: [6, 3] },
    everyThreeDays: { frequency: 'daily', interval: 3 },
  };

  it('English is describeRecurrence, unchanged', () => {
    expect(ENGLISH_APP_TEXTS.CUSTOM_RECURRENCE_TEXTS.summary(rules.weeklyTwo!, today)).toBe('Every 2 weeks on Mon and Thu');
    expect(ENGLISH_APP_TEXTS.HABIT_FORM_TEXTS.recurrenceSummary('custom', rules.yearlyNth!, today)).toBe(describeRecurrence('custom', rules.yearlyNth!, today));
  });

  it('Spanish, German and French', async () => {
    const es = await loadAppTexts('es', 'es-ES');
    const said = (rule: keyof typeof rules) => es.CUSTOM_RECURRENCE_TEXTS.summary(rules[rule]!, today);
    expect(said('weeklyTwo')).toBe('Cada 2 semanas, los lunes y jueves');
    expect(said('weeklyOne')).toBe('Cada semana, el lunes');
    expect(said('monthDays')).toBe('Cada mes, los días 1 y 15');
    expect(said('lastWeekday')).toBe('Cada 3 meses, el último día laborable');
    expect(said('yearlyDate')).toBe('Cada año, el 29 de febrero');
    expect(said('yearlyNth')).toBe('Cada año, el primer lunes de marzo y junio');
    expect(said('everyThreeDays')).toBe('Cada 3 días');
    // The dialogs' line under Recurrence and the details dialog say the same.
    expect(es.HABIT_FORM_TEXTS.recurrenceSummary('custom', rules.weeklyTwo!, today)).toBe('Cada 2 semanas, los lunes y jueves');
    expect(es.HABIT_FORM_TEXTS.recurrenceSummary('weekly', null, today)).toBe('Cada semana, el martes');

    const de = await loadAppTexts('de', 'de-DE');
    expect(de.CUSTOM_RECURRENCE_TEXTS.summary(rules.weeklyTwo!, today)).toBe('Alle 2 Wochen am Montag und Donnerstag');
    expect(de.CUSTOM_RECURRENCE_TEXTS.summary(rules.monthDays!, today)).toBe('Jeden Monat am 1. und 15.');
    expect(de.CUSTOM_RECURRENCE_TEXTS.summary(rules.yearlyNth!, today)).toBe('Jedes Jahr am ersten Montag im März und Juni');
    expect(de.CUSTOM_RECURRENCE_TEXTS.summary(rules.yearlyDate!, today)).toBe('Jedes Jahr am 29. Februar');

    const fr = await loadAppTexts('fr', 'fr-FR');
    expect(fr.CUSTOM_RECURRENCE_TEXTS.summary(rules.weeklyOne!, today)).toBe('Chaque semaine le lundi');
    expect(fr.CUSTOM_RECURRENCE_TEXTS.summary(rules.weeklyTwo!, today)).toBe('Toutes les 2 semaines\u00a0: lundi et jeudi');
    expect(fr.CUSTOM_RECURRENCE_TEXTS.summary(rules.monthDays!, today)).toBe('Chaque mois les 1er et 15');
    expect(fr.CUSTOM_RECURRENCE_TEXTS.summary(rules.lastWeekday!, today)).toBe('Tous les 3 mois le dernier jour ouvré');
    expect(fr.CUSTOM_RECURRENCE_TEXTS.summary(rules.yearlyNth!, today)).toBe('Chaque année le premier lundi en mars et juin');
  });
});

describe('webhook events in Settings › Integrations', () => {
  it('English is the public docs page’s labels; each language has its own', async () => {
    expect(ENGLISH_APP_TEXTS.INTEGRATION_SETTINGS_TEXTS.webhooks.eventLabels).toBe(WEBHOOK_EVENT_LABELS);
    expect((await loadAppTexts('es', 'es-ES')).INTEGRATION_SETTINGS_TEXTS.webhooks.eventLabels['habit.completed']).toBe('Se marcó un hábito como hecho');
    expect((await loadAppTexts('de', 'de-DE')).INTEGRATION_SETTINGS_TEXTS.webhooks.eventLabels['goal.deleted']).toBe('Ein Ziel wurde gelöscht');
    expect((await loadAppTexts('fr', 'fr-FR')).INTEGRATION_SETTINGS_TEXTS.webhooks.eventLabels['habit.skipped']).toBe('Une habitude a été sautée');
  });
});

describe('lists of names in the language: its "and", its quotation marks, a noun that agrees with how many (Intl.ListFormat, ICU plural)', () => {
  it('the connections a password change ended or kept', async () => {
    const de = await loadAppTexts('de', 'de-DE');
    expect(de.CONNECTIONS_TEXTS.endedInEmail({ tokens: ['Script'], assistants: ['Claude', 'ChatGPT'] })).toContain('das Zugriffstoken „Script“; die Assistenten „Claude“ und „ChatGPT“.');
    expect(de.CONNECTIONS_TEXTS.stayInEmail({ tokens: ['A', 'B', 'C'], assistants: [] })).toContain('die Zugriffstokens „A“, „B“ und „C“.');
    const fr = await loadAppTexts('fr', 'fr-FR');
    expect(fr.CONNECTIONS_TEXTS.stayInEmail({ tokens: [], assistants: ['Claude'] })).toContain('l’assistant «\u00a0Claude\u00a0».');
    expect(fr.CONNECTIONS_TEXTS.endedInEmail({ tokens: ['A', 'B'], assistants: [] })).toContain('les jetons d’accès «\u00a0A\u00a0» et «\u00a0B\u00a0».');
    const es = await loadAppTexts('es', 'es-ES');
    expect(es.CONNECTIONS_TEXTS.endedInEmail({ tokens: ['A', 'B'], assistants: ['Claude'] })).toContain('los tokens de acceso «A» y «B»; el asistente «Claude».');
  });

  it('the months a date is missing from, named in the language', async () => {
    expect(ENGLISH_APP_TEXTS.HABITS_TEXTS.yearlyDateMissing(31, [4, 6])).toBe("The selected date (31) doesn't exist in April, June. Please choose a different date.");
    expect((await loadAppTexts('es', 'es-ES')).HABITS_TEXTS.yearlyDateMissing(31, [4, 6])).toBe('La fecha elegida (31) no existe en abril y junio. Elige otra fecha.');
    const de = await loadAppTexts('de', 'de-DE');
    expect(de.HABITS_TEXTS.yearlyDateMissing(30, [2])).toBe('Das gewählte Datum (30) gibt es im Februar nicht. Bitte wähl ein anderes Datum.');
    expect(de.HABITS_TEXTS.yearlyDateMissing(31, [4, 6])).toBe('Das gewählte Datum (31) gibt es in den Monaten April und Juni nicht. Bitte wähl ein anderes Datum.');
    expect((await loadAppTexts('fr', 'fr-FR')).HABITS_TEXTS.yearlyDateMissing(31, [4, 6])).toBe('La date choisie (31) n’existe pas en avril et juin. Veuillez choisir une autre date.');
  });
});
