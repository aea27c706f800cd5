import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { APP_CATALOG_LOADERS, CUSTOM_RECURRENCE_TEXTS, HABITS_TEXTS } from '@stride/domain';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { CustomRecurrenceDialog } from './custom-recurrence-dialog';

type Language = 'es' | 'de' | 'fr';

async function renderAs(locale: string) {
  const language = locale.slice(0, 2) as Language | 'en';
  const texts = language === 'en' ? { CUSTOM_RECURRENCE_TEXTS, HABITS_TEXTS } : await APP_CATALOG_LOADERS[language]();
  const result = renderWithProviders(
    <AppTextsProvider>
      <CustomRecurrenceDialog open value={null} startDate="2026-11-30" onSave={vi.fn()} onCancel={vi.fn()} />
    </AppTextsProvider>,
    { preloadedState: { auth: { user: makeUser({ locale }), isAuthenticated: true } } },
  );
  await screen.findByRole('dialog', { name: texts.HABITS_TEXTS.customTitle });
  return { ...result, R: texts.CUSTOM_RECURRENCE_TEXTS };
}

async function choose(user: Awaited<ReturnType<typeof renderAs>>['user'], field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** The Day select's options, in order, as a person sees them. */
async function dayOptions(user: Awaited<ReturnType<typeof renderAs>>['user'], R: Awaited<ReturnType<typeof renderAs>>['R']) {
  await user.click(screen.getByRole('combobox', { name: R.day }));
  const names = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
}

/** Issue 54: the Custom Recurrence dialog's "A day of a week" option and its weekdays, in the account's language and region. */
describe('the Custom Recurrence dialog in another language', () => {
  it.each([
    ['es-ES', 'Un día de la semana', 'lunes'],
    ['de-DE', 'Ein Wochentag', 'Montag'],
    ['fr-FR', 'Un jour de la semaine', 'lundi'],
  ])('%s: monthly and yearly name the option from the catalog, and the weekdays start on Monday', async (locale, option, monday) => {
    const { user, R } = await renderAs(locale);
    expect(R.dayOfWeek).toBe(option);
    await choose(user, R.repeats, R.frequencies.monthly);
    await user.click(screen.getByRole('radio', { name: option }));
    expect(screen.queryByText(CUSTOM_RECURRENCE_TEXTS.dayOfWeek)).toBeNull();
    const days = await dayOptions(user, R);
    expect(days.slice(0, 3)).toEqual([R.kinds.day, R.kinds.weekday, R.kinds.weekend]);
    expect(days[3]).toBe(monday);
    expect(days.at(-1)).toBe(R.weekdays.Sunday);

    await choose(user, R.repeats, R.frequencies.yearly);
    await user.click(screen.getByRole('radio', { name: option }));
    expect((await dayOptions(user, R))[3]).toBe(monday);
  });

  it('en-US keeps Sunday first; en-GB starts on Monday (the region decides)', async () => {
    const us = await renderAs('en-US');
    await choose(us.user, 'Repeats', 'Monthly');
    await us.user.click(screen.getByRole('radio', { name: 'A day of a week' }));
    expect((await dayOptions(us.user, us.R)).slice(3)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    us.unmount();

    const gb = await renderAs('en-GB');
    await choose(gb.user, 'Repeats', 'Monthly');
    await gb.user.click(screen.getByRole('radio', { name: 'A day of a week' }));
    expect((await dayOptions(gb.user, gb.R)).slice(3)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('the Which and Day selects share a row that wraps, and shrink with it (375 px)', async () => {
    const { user, R } = await renderAs('es-ES');
    await choose(user, R.repeats, R.frequencies.monthly);
    await user.click(screen.getByRole('radio', { name: R.dayOfWeek }));
    const day = screen.getByRole('combobox', { name: R.day }).closest('.MuiTextField-root')!;
    const row = day.parentElement!;
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    expect(getComputedStyle(day).minWidth).toBe('0px');
    expect(getComputedStyle(day).flexShrink).toBe('1');
  });
});
