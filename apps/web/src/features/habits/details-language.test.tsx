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
    const habit = makeHabit({ name: 'Yoga', startDate: formatDate(toEpochDay(today) - 20), today, completedCount: 3, scheduledCount: 5, frequency: { times: 3, period: 'week' } });
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
