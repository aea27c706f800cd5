import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, localToday, toEpochDay, type Habit } from '@stride/domain';
import { makeHabit, makeUser } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { AppTextsProvider } from '../lib/i18n/app-texts';
import { ChatBubble } from '../features/ai-coach/chat-bubble';
import { HabitDetailsDialog } from '../features/habits/habit-details-dialog';

const NBSP = '\u00a0';

type Reminders = Habit['reminders'];

function renderDetails(locale: string, reminders: Reminders = [{ minutesBefore: 15, channel: 'email' }]) {
  const me = makeUser({ locale });
  const today = localToday(me.timezone);
  const habit = makeHabit({ name: 'Yoga', startDate: formatDate(toEpochDay(today) - 20), today, reminders });
  renderWithProviders(
    <AppTextsProvider>
      <HabitDetailsDialog habit={habit} index={0} timeZone={me.timezone} today={today} onToggle={vi.fn()} onEdit={vi.fn()} onClose={vi.fn()} />
    </AppTextsProvider>,
    { route: '/habits', preloadedState: { auth: { user: me, isAuthenticated: true } } },
  );
  return screen.findByRole('dialog', { name: /Yoga/ });
}

/**
 * Issue 54 (helper i18n-one): the punctuation the screens put between a label and its text was
 * English's, written in the code ("Aujourd’hui: À faire", "Vous: …", "Demander à votre coach:
 * “…”"); it is each language's now (PUNCTUATION_TEXTS), French with its no-break space before the
 * colon. English is as it was.
 */
describe('punctuation between a label and its text, in the account’s language', () => {
  it('French: "Aujourd’hui : À faire" and "Rappels : …" with a no-break space before the colon', async () => {
    const dialog = await renderDetails('fr-FR');
    const text = dialog.textContent ?? '';
    expect(text).toContain(`Aujourd’hui${NBSP}: À faire`);
    expect(text).not.toContain('Aujourd’hui:');
    expect(text).toMatch(new RegExp(`Rappels${NBSP}: `));
  });

  // The reminders' list: each reminder holds a comma of its own ("15 minutes before, by email").
  const TWO: Reminders = [
    { minutesBefore: 0, channel: 'push' },
    { minutesBefore: 15, channel: 'email' },
  ];

  it('French: two reminders apart with a no-break space before the semicolon', async () => {
    const text = (await renderDetails('fr-FR', TWO)).textContent ?? '';
    expect(text).toMatch(new RegExp(`Rappels${NBSP}: [^;]+,[^;]+${NBSP}; [^;]+,`));
    expect(text).not.toMatch(/[^\u00a0];/);
  });

  it('English: two reminders apart with a semicolon against the word', async () => {
    expect((await renderDetails('en-GB', TWO)).textContent).toMatch(/Reminders: At the start, by [^;]+; 15 minutes before, by email/);
  });

  it('Spanish and German keep the colon against the word', async () => {
    expect((await renderDetails('es-ES')).textContent).toContain('Hoy: Pendiente');
  });

  it('English is as it was: "Today: To do"', async () => {
    expect((await renderDetails('en-GB')).textContent).toContain('Today: To do');
  });

  it.each([
    ['fr-FR', `Vous${NBSP}: `, `Coach${NBSP}: `],
    ['de-DE', 'Du: ', 'Coach: '],
    ['en-GB', 'You: ', 'Coach: '],
  ] as const)('%s: the chat’s hidden speaker names', async (locale, you, coach) => {
    const me = makeUser({ locale });
    renderWithProviders(
      <AppTextsProvider>
        <ChatBubble message={{ id: 1, role: 'user', content: 'hello' }} />
        <ChatBubble message={{ id: 2, role: 'assistant', content: 'hi' }} />
      </AppTextsProvider>,
      { route: '/aicoach', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const mine = await screen.findByText('hello');
    expect(mine.closest('[data-role="user"]')?.textContent).toBe(`${you}hello`);
    expect(document.querySelector('[data-role="assistant"]')?.textContent).toMatch(new RegExp(`^${coach}`));
  });
});
