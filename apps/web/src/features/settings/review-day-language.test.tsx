import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@stride/domain';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { NotificationSettingsForm } from './notification-settings-form';

/**
 * Issue 54 (helper i18n-labels, decision 054): the weekly review's day keeps its default, Sunday
 * (the review reads the seven days ending on its day: on a Sunday evening that is exactly a
 * Monday-first week), and its list of days starts on the region's first day.
 */
describe("the weekly review's day in the region's week", () => {
  const cases = [
    ['en-US', 'Sunday', ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']],
    ['en-GB', 'Sunday', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']],
    ['de-DE', 'Sonntag', ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']],
    ['fr-FR', 'dimanche', ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']],
  ] as const;

  it.each(cases)('%s: the default is %s, the days listed from the first of the week', async (locale, chosen, days) => {
    const me = makeUser({ locale });
    const { user } = renderWithProviders(
      <AppTextsProvider>
        <NotificationSettingsForm saved={DEFAULT_NOTIFICATION_SETTINGS} />
      </AppTextsProvider>,
      { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const comboboxes = await screen.findAllByRole('combobox');
    const day = comboboxes.find((box) => new RegExp(`^${chosen}$`, 'i').test(box.textContent ?? ''))!;
    expect(day).toBeDefined();
    await user.click(day);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent?.toLowerCase())).toEqual(days.map((d) => d.toLowerCase()));
    expect(options.find((option) => option.getAttribute('aria-selected') === 'true')?.textContent?.toLowerCase()).toBe(chosen.toLowerCase());
  });
});
