import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, HABITS_TEXTS, QUICK_ADD_TEXTS as T, formatDate, localToday, minutesOf, shortDateLabel, toEpochDay, weekdayOf, zonedIso } from '@stride/domain';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { HabitsPage } from './habits-page';

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000ee', timezone: 'America/New_York' });
const listUrl = on(API.habits.list, { params: { userId: me.id } });
const goalsUrl = on(API.goals.list, { params: { userId: me.id } });
const today = localToday(me.timezone);

/** The server's answer to a create: the habit as sent, started today. */
const created = (body: unknown) => {
  const { name } = body as { name: string };
  return jsonResponse(makeHabit({ name, startDate: today, today, timezone: me.timezone }), 201);
};

function renderPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ [listUrl]: () => jsonResponse([]), [goalsUrl]: () => jsonResponse([]), ...routes });
  const rendered = renderWithProviders(<HabitsPage />, { route: '/habits', preloadedState: { auth: { user: me, isAuthenticated: true } } });
  return { ...rendered, fetchMock };
}

const box = () => screen.getByRole('textbox', { name: T.label });
const preview = () => screen.getByTestId('quick-add-preview');
const posts = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** The next `n` dates on `weekdays` (0 Sunday) from today, labelled as the preview does. */
function nextOn(weekdays: number[], n = 3): string[] {
  const out: string[] = [];
  for (let day = toEpochDay(today); out.length < n; day++) {
    if (weekdays.includes(weekdayOf(day))) out.push(formatDate(day) === today ? HABITS_TEXTS.today : shortDateLabel(formatDate(day)));
  }
  return out;
}

const at = (time: string) => zonedIso(toEpochDay(today), minutesOf(time), me.timezone);

describe('Quick add', () => {
  it('previews "Gym Mon Thu 6-7pm" as it is typed, described by the field', async () => {
    const { user } = renderPage();
    await screen.findByText(HABITS_TEXTS.empty);
    expect(box()).toHaveAttribute('placeholder', T.placeholder);
    expect(screen.queryByTestId('quick-add-preview')).not.toBeInTheDocument();

    await user.type(box(), 'Gym Mon Thu 6-7pm');
    const shown = await screen.findByTestId('quick-add-preview');
    await waitFor(() => expect(shown).toHaveTextContent('Every week on Mon and Thu'));
    expect(within(shown).getByText('Gym')).toBeInTheDocument();
    expect(within(shown).getByText('18:00–19:00')).toBeInTheDocument();
    expect(within(shown).getByText(T.nextDates(nextOn([1, 4])))).toBeInTheDocument();
    // The preview is a polite live region the field points to.
    const region = shown.parentElement!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(box().getAttribute('aria-describedby')?.split(' ')).toContain(region.id);
  });

  it('a name alone: every day from today at the default 09:00–09:30, said to be a default', async () => {
    const { user } = renderPage();
    await screen.findByText(HABITS_TEXTS.empty);
    await user.type(box(), 'Meditate');
    await waitFor(() => expect(preview()).toHaveTextContent('Meditate'));
    expect(within(preview()).getByText(T.defaultTimes('09:00–09:30'))).toBeInTheDocument();
    expect(within(preview()).getByText('Every day')).toBeInTheDocument();
    expect(within(preview()).getByText(T.nextDates(nextOn([0, 1, 2, 3, 4, 5, 6])))).toBeInTheDocument();
  });

  it('Enter adds the habit with the Create dialog’s request, says so, clears the box and keeps focus there', async () => {
    const { user, fetchMock } = renderPage({ [on(API.habits.create)]: created });
    await screen.findByText(HABITS_TEXTS.empty);
    // Typed and sent at once, before the preview's pause: Enter reads the whole text.
    await user.type(box(), 'Gym Mon Thu 6-7pm{Enter}');
    expect(await screen.findByText(T.added('Gym'))).toBeInTheDocument();
    expect(screen.getByText(T.added('Gym')).closest('[role="status"]')).not.toBeNull();
    const [[, init]] = posts(fetchMock) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Gym',
      description: '',
      startTime: at('18:00'),
      endTime: at('19:00'),
      recurrence: 'custom',
      customRecurrence: { frequency: 'weekly', interval: 1, days: ['Monday', 'Thursday'] },
      goalId: null,
      reminders: [],
      target: null,
      frequency: null,
      userId: me.id,
    });
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(screen.queryByTestId('quick-add-preview')).not.toBeInTheDocument();
    // On the page, as one made with the dialog is.
    expect(await screen.findByRole('button', { name: /^Gym · \d+ scheduled in \w+/ })).toBeInTheDocument();
    // Typing again replaces the notice with the next preview.
    await user.type(box(), 'R');
    expect(screen.queryByText(T.added('Gym'))).not.toBeInTheDocument();
  });

  it('"Read 20 pages every night at 9": a target of 20 pages at 21:00', async () => {
    const { user, fetchMock } = renderPage({ [on(API.habits.create)]: created });
    await screen.findByText(HABITS_TEXTS.empty);
    await user.type(box(), 'Read 20 pages every night at 9');
    await waitFor(() => expect(preview()).toHaveTextContent('20 pages a day'));
    expect(within(preview()).getByText('21:00–21:30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(T.added('Read'))).toBeInTheDocument();
    const [[, init]] = posts(fetchMock) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Read', startTime: at('21:00'), recurrence: 'daily', target: { quantity: 20, unit: 'pages' }, frequency: null });
    // Added with the button: focus goes back to the box for the next one.
    expect(box()).toHaveFocus();
  });

  it('does not add without a name, or with words it could not read, and says why', async () => {
    const { user, fetchMock } = renderPage({ [on(API.habits.create)]: created });
    await screen.findByText(HABITS_TEXTS.empty);
    await user.click(box());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(T.emptyText);
    expect(box()).toHaveAttribute('aria-invalid', 'true');

    await user.type(box(), 'Mon Thu 6-7pm');
    // Typing clears the complaint until the next Enter.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(preview()).toHaveTextContent(T.noName));
    await user.keyboard('{Enter}');
    const why = await screen.findByRole('alert');
    expect(why).toHaveTextContent(T.needsName);
    expect(box().getAttribute('aria-describedby')?.split(' ')).toContain(why.id);

    await user.clear(box());
    await user.type(box(), NOT_UNDERSTOOD.text);
    await waitFor(() => expect(preview()).toHaveTextContent(T.notUnderstood(NOT_UNDERSTOOD.words)));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(T.fixNotUnderstood(NOT_UNDERSTOOD.words));
    expect(posts(fetchMock)).toHaveLength(0);
    expect(box()).toHaveValue(NOT_UNDERSTOOD.text);
  });

  it('a refused create shows the server’s message in an alert and keeps the text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage({ [on(API.habits.create)]: () => errorResponse('conflict', 'You can keep up to 200 habits. Delete one to add another.') });
    await screen.findByText(HABITS_TEXTS.empty);
    await user.type(box(), 'Gym Mon Thu 6-7pm{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed('You can keep up to 200 habits. Delete one to add another.'));
    expect(box()).toHaveValue('Gym Mon Thu 6-7pm');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('Escape empties the box', async () => {
    const { user } = renderPage();
    await screen.findByText(HABITS_TEXTS.empty);
    await user.type(box(), 'Gym');
    await screen.findByTestId('quick-add-preview');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(screen.queryByTestId('quick-add-preview')).not.toBeInTheDocument();
  });

  it('More options opens Create New Habit filled from the phrase; creating there clears the box', async () => {
    const { user, fetchMock } = renderPage({ [on(API.habits.create)]: created });
    await screen.findByText(HABITS_TEXTS.empty);
    await user.type(box(), 'Gym Mon Thu 6-7pm');
    await user.click(screen.getByRole('button', { name: T.moreOptions }));
    const dialog = screen.getByRole('dialog', { name: HABITS_TEXTS.createTitle });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Gym');
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue(today);
    expect(within(dialog).getByLabelText(/^Start time/)).toHaveValue('18:00');
    expect(within(dialog).getByLabelText(/^End time/)).toHaveValue('19:00');
    expect(within(dialog).getByRole('combobox', { name: 'Recurrence' })).toHaveTextContent('Custom…');
    expect(within(dialog).getByText('Every week on Mon and Thu')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gym with Sam');
    await user.click(within(dialog).getByRole('button', { name: HABITS_TEXTS.createHabit }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: HABITS_TEXTS.createTitle })).not.toBeInTheDocument());
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toMatchObject({ name: 'Gym with Sam', startTime: at('18:00'), recurrence: 'custom' });
    expect(await screen.findByText(T.added('Gym with Sam'))).toBeInTheDocument();
    expect(box()).toHaveValue('');

    // The page's own Create Habit still opens the empty form.
    await user.click(screen.getAllByRole('button', { name: HABITS_TEXTS.createHabit })[0]!);
    expect(within(screen.getByRole('dialog', { name: HABITS_TEXTS.createTitle })).getByLabelText(/^Name/)).toHaveValue('');
  });
});

/** A phrase with a word the reader leaves unread. */
const NOT_UNDERSTOOD = { text: 'Gym at 13pm', words: ['at 13pm'] };
