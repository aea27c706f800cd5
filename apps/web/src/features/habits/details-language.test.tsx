import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HABIT_DETAILS_TEXTS, formatDate, localToday, toEpochDay } from '@stride/domain';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { HabitDetailsDialog } from './habit-details-dialog';

/** Issue 54: the details dialog's figures' labels ("Current streak", "3 of 5", Close) in the account's language. */
describe("the details dialog's figures in the account's language", () => {
  const cases = [
    ['es-ES', ['Racha actual', 'Esta semana', 'Mejor racha', 'Tasa de éxito', 'Hechos'], '3 de 5', 'Cerrar', 'Editar'],
    ['de-DE', ['Aktuelle Serie', 'Diese Woche', 'Beste Serie', 'Erfolgsquote', 'Erledigt'], '3 von 5', 'Schließen', 'Bearbeiten'],
    ['fr-FR', ['Série en cours', 'Cette semaine', 'Meilleure série', 'Taux de réussite', 'Faits'], '3 sur 5', 'Fermer', 'Modifier'],
  ] as const;

  it.each(cases)('%s: the labels, "N of M", Close and Edit, no English', async (locale, labels, doneOf, close, edit) => {
    const me = makeUser({ locale });
    const today = localToday(me.timezone);
    const habit = makeHabit({ name: 'Yoga', startDate: formatDate(toEpochDay(today) - 20), today, completedCount: 3, scheduledCount: 5, frequency: { times: 3, period: 'week' }, locale: me.locale });
    renderWithProviders(
      <AppTextsProvider>
        <HabitDetailsDialog habit={habit} index={0} timeZone={me.timezone} today={today} onToggle={vi.fn()} onEdit={vi.fn()} onClose={vi.fn()} />
      </AppTextsProvider>,
      { route: '/habits', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const dialog = await screen.findByRole('dialog', { name: /Yoga/ });
    const terms = await within(dialog).findAllByRole('term');
    expect(terms.map((dt) => dt.textContent)).toEqual(labels);
    expect(within(dialog).getByText(doneOf)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: close })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: edit })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Edit$/ })).toBeNull();
    const text = dialog.textContent ?? '';
    for (const english of [HABIT_DETAILS_TEXTS.currentStreak, HABIT_DETAILS_TEXTS.bestStreak, HABIT_DETAILS_TEXTS.successRate, HABIT_DETAILS_TEXTS.thisWeek, '3 of 5', 'Close']) {
      expect(text).not.toContain(english);
    }
  });
});

/** Issue 54 (helper i18n-labels): the month's arrows, a day's name and today's tick box in the account's language. */
describe("the details dialog's month and today's tick box in the account's language", () => {
  const cases = [
    ['es-ES', 'Mes anterior', 'Mes siguiente', 'programado, hecho', 'Yoga: hecho hoy'],
    ['de-DE', 'Vorheriger Monat', 'Nächster Monat', 'geplant, erledigt', 'Yoga heute erledigt'],
    ['fr-FR', 'Mois précédent', 'Mois suivant', 'prévu, fait', 'Yoga fait aujourd’hui'],
  ] as const;

  it.each(cases)('%s: the arrows, "<day> <month>, scheduled, done" written by the locale, and "Yoga done today"', async (locale, previous, next, state, doneToday) => {
    const me = makeUser({ locale });
    const today = localToday(me.timezone);
    const habit = makeHabit({ name: 'Yoga', startDate: formatDate(toEpochDay(today) - 20), today, completedDates: [today] });
    renderWithProviders(
      <AppTextsProvider>
        <HabitDetailsDialog habit={habit} index={0} timeZone={me.timezone} today={today} onToggle={vi.fn()} onEdit={vi.fn()} onClose={vi.fn()} />
      </AppTextsProvider>,
      { route: '/habits', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const dialog = await screen.findByRole('dialog', { name: /Yoga/ });
    expect(within(dialog).getByRole('button', { name: previous })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: next })).toBeInTheDocument();
    // "30 de noviembre", "30. November", "30 novembre": the date as the locale writes it, then the catalog's words.
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${today}T12:00:00Z`));
    expect(within(dialog).getByRole('button', { name: `${day}, ${state}` })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('checkbox', { name: doneToday })).toBeChecked();
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? '');
    for (const english of ['Previous month', 'Next month', 'scheduled', 'done today']) expect(names.join(' | ')).not.toContain(english);
  });
});

/** Issue 54: the schedule line is a sentence of its own before the amount ("Todos los días, 08:00–20:00 8 vasos al día." had no stop). */
describe("the details dialog's schedule and amount, one sentence each", () => {
  const cases = [
    ['en-GB', 'Glasses', 'glasses', /, 08:00–20:00\. 8 glasses a day\.$/],
    ['es-ES', 'Agua', 'vasos', /, 08:00–20:00\. 8 vasos al día\.$/],
    ['de-DE', 'Wasser', 'Gläser', /, 08:00–20:00\. 8 Gläser am Tag\.$/],
    ['fr-FR', 'Eau', 'verres', /, 08:00–20:00\. 8 verres par jour\.$/],
  ] as const;

  it.each(cases)('%s: a full stop after the times', async (locale, name, unit, line) => {
    const me = makeUser({ locale });
    const today = localToday(me.timezone);
    const habit = makeHabit({ name, startDate: formatDate(toEpochDay(today) - 5), today, startTime: '08:00', endTime: '20:00', target: { quantity: 8, unit } });
    renderWithProviders(
      <AppTextsProvider>
        <HabitDetailsDialog habit={habit} index={0} timeZone={me.timezone} today={today} onToggle={vi.fn()} onEdit={vi.fn()} onClose={vi.fn()} />
      </AppTextsProvider>,
      { route: '/habits', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const dialog = await screen.findByRole('dialog', { name: new RegExp(name) });
    expect(within(dialog).getByText(line)).toBeInTheDocument();
  });
});
