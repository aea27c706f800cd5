import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_RUN_TEXTS } from '@stride/domain';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { FirstRunCard } from './first-run-card';

/** Issue 54: the welcome's reminder offers ("15 minutes before", "1 hour before") in the account's language. */
describe("the welcome's reminder offers in the account's language", () => {
  const cases = [
    ['es-ES', /15 minutos antes/, /1 hora antes/],
    ['de-DE', /15 Minuten vorher/, /1 Stunde vorher/],
    ['fr-FR', /15 minutes avant/, /1 heure avant/],
  ] as const;

  it.each(cases)('%s: every offer in the language, none in English', async (locale, fifteen, hour) => {
    const me = makeUser({ locale });
    renderWithProviders(
      <AppTextsProvider>
        <FirstRunCard user={me} habits={[]} onFinish={vi.fn()} />
      </AppTextsProvider>,
      { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const select = await screen.findByRole('combobox', { name: (name) => !name.includes(FIRST_RUN_TEXTS.reminderLabel) && name.length > 0 });
    fireEvent.mouseDown(select);
    const list = await screen.findByRole('listbox');
    const offers = within(list).getAllByRole('option').map((option) => option.textContent ?? '');
    expect(offers).toHaveLength(4);
    expect(offers.some((offer) => fifteen.test(offer)), offers.join(' | ')).toBe(true);
    expect(offers.some((offer) => hour.test(offer)), offers.join(' | ')).toBe(true);
    for (const english of ['At the start', '15 minutes before', '1 hour before']) expect(offers).not.toContain(english);
  });
});
