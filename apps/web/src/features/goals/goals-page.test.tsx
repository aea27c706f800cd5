import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, GOALS_TEXTS, type Goal } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeGoal, makeUser, makeVision } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { GoalsPage } from './goals-page';

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000cc' });
const visionUrl = on(API.vision.get, { params: { userId: me.id } });
const goalsUrl = on(API.goals.list, { params: { userId: me.id } });

function renderPage() {
  return renderWithProviders(<GoalsPage />, {
    route: '/goals',
    preloadedState: { auth: { user: me, isAuthenticated: true } },
  });
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body)) as unknown;
/** What the screen sent, past its loads (the vision, the goals and, since issue 39, the habits under them). */
const sent = (fetchMock: { mock: { calls: unknown[][] } }) => fetchMock.mock.calls.filter((call) => ((call[1] as RequestInit | undefined)?.method ?? 'GET') !== 'GET');

describe('GoalsPage loading', () => {
  it('says it is loading, then shows both cards', async () => {
    const goals = deferred<Response>();
    mockApi({ [visionUrl]: () => jsonResponse(null), [goalsUrl]: () => goals.promise });
    renderPage();
    expect(screen.getByText(GOALS_TEXTS.loading).closest('[role="status"]')).not.toBeNull();
    goals.resolve(jsonResponse([]));
    expect(await screen.findByRole('heading', { name: 'My Vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /My Goals/ })).toBeInTheDocument();
    expect(screen.queryByText(GOALS_TEXTS.loading)).not.toBeInTheDocument();
  });

  it("shows 'Error loading data: {error}' when a fetch fails", async () => {
    mockApi({
      [visionUrl]: () => jsonResponse(null),
      [goalsUrl]: () => errorResponse('internal', 'Something went wrong on our side. Please try again.'),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading data: Something went wrong on our side. Please try again.',
    );
  });
});

describe('Vision card', () => {
  it('opens the editor at once without a vision, refuses a blank one, then saves and collapses', async () => {
    const saved = makeVision({ text: 'Become a calm, strong runner.' });
    const fetchMock = mockApi({
      [visionUrl]: () => jsonResponse(null),
      [goalsUrl]: () => jsonResponse([]),
      [on(API.vision.save)]: () => jsonResponse(saved, 201),
    });
    const { user } = renderPage();
    const editor = await screen.findByRole('textbox', { name: 'Your vision' });
    await user.type(editor, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Vision' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(GOALS_TEXTS.visionRequired);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(sent(fetchMock)).toHaveLength(0);

    await user.clear(editor);
    await user.type(editor, '  Become a calm, strong runner. ');
    await user.click(screen.getByRole('button', { name: 'Save Vision' }));
    const preview = await screen.findByRole('button', { name: /Become a calm, strong runner\./ });
    expect(preview).toHaveAttribute('aria-expanded', 'false');
    expect(bodyOf(sent(fetchMock)[0])).toEqual({ text: 'Become a calm, strong runner.', userId: me.id });
    expect(screen.queryByRole('textbox', { name: 'Your vision' })).not.toBeInTheDocument();
  });

  it('expands the preview into the editor, saves a change, and Cancel keeps the old text', async () => {
    const vision = makeVision({ text: 'Old vision' });
    const fetchMock = mockApi({
      [visionUrl]: () => jsonResponse(vision),
      [goalsUrl]: () => jsonResponse([]),
      [on(API.vision.save)]: (body) => jsonResponse({ ...vision, text: (body as { text: string }).text }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Old vision/ }));
    const editor = screen.getByRole('textbox', { name: 'Your vision' });
    expect(editor).toHaveValue('Old vision');
    expect(editor).toHaveFocus();
    await user.type(editor, ' and more');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: /Old vision/ }));
    expect(screen.getByRole('textbox', { name: 'Your vision' })).toHaveValue('Old vision');

    await user.type(screen.getByRole('textbox', { name: 'Your vision' }), ', renewed');
    await user.click(screen.getByRole('button', { name: 'Save Vision' }));
    expect(await screen.findByRole('button', { name: /Old vision, renewed/ })).toBeInTheDocument();
    expect(bodyOf(sent(fetchMock)[0])).toMatchObject({ text: 'Old vision, renewed' });
  });

  it('deletes the vision after confirmation and offers the empty editor again', async () => {
    const vision = makeVision({ text: 'Temporary vision' });
    mockApi({
      [visionUrl]: () => jsonResponse(vision),
      [goalsUrl]: () => jsonResponse([]),
      [on(API.vision.remove, { params: { id: vision.id } })]: () => jsonResponse({ id: vision.id, undoId: '00000000-0000-4000-8000-0000000000ad' }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Temporary vision/ }));
    await user.click(screen.getByRole('button', { name: 'Delete Vision' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('textbox', { name: 'Your vision' })).toHaveValue('');
  });
});

describe('Goals card', () => {
  const goals: Goal[] = [makeGoal({ name: 'Run 10k', description: 'Before spring' }), makeGoal({ name: 'Read 12 books' })];

  it('lists the goals and shows an empty state without any', async () => {
    mockApi({ [visionUrl]: () => jsonResponse(null), [goalsUrl]: () => jsonResponse(goals) });
    renderPage();
    const items = await screen.findAllByTestId('goal-item');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Run 10k', 'Read 12 books']);
    expect(screen.getByText('Before spring')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Goals (2)' })).toBeInTheDocument();
  });

  it('toggles the add form; blank names are refused; Enter submits and the goal is appended', async () => {
    const created = makeGoal({ name: 'Sleep by 11' });
    const fetchMock = mockApi({
      [visionUrl]: () => jsonResponse(null),
      [goalsUrl]: () => jsonResponse(goals),
      [on(API.goals.create)]: () => jsonResponse(created, 201),
    });
    const { user } = renderPage();
    const toggle = await screen.findByRole('button', { name: 'Add Goal' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    const name = screen.getByRole('textbox', { name: 'Goal name' });
    expect(name).toHaveFocus();

    await user.type(name, '   {Enter}');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(GOALS_TEXTS.goalNameRequired);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(sent(fetchMock)).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Sleep by 11');
    await user.type(await screen.findByRole('textbox', { name: 'Description (optional)' }), 'Phone away at 10{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('goal-item')).toHaveLength(3));
    expect(within(screen.getAllByTestId('goal-item')[2]!).getByRole('heading')).toHaveTextContent('Sleep by 11');
    expect(bodyOf(sent(fetchMock)[0])).toEqual({ name: 'Sleep by 11', description: 'Phone away at 10', userId: me.id });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Goal name' })).not.toBeInTheDocument());
  });

  it('Escape closes the form and keeps the draft; Cancel clears it', async () => {
    mockApi({ [visionUrl]: () => jsonResponse(null), [goalsUrl]: () => jsonResponse([]) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Goal' }));
    await user.type(screen.getByRole('textbox', { name: 'Goal name' }), 'Half-typed{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Goal name' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Goal' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(screen.getByRole('textbox', { name: 'Goal name' })).toHaveValue('Half-typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Add Goal' }));
    expect(screen.getByRole('textbox', { name: 'Goal name' })).toHaveValue('');
  });

  it('asks before deleting a goal and removes it only when confirmed', async () => {
    const fetchMock = mockApi({
      [visionUrl]: () => jsonResponse(null),
      [goalsUrl]: () => jsonResponse(goals),
      [on(API.goals.remove, { params: { id: goals[0]!.id } })]: () => jsonResponse({ id: goals[0]!.id, undoId: '00000000-0000-4000-8000-0000000000ad' }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete goal Run 10k' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(GOALS_TEXTS.deleteGoalConfirm);
    // A deleted goal can be brought back (issue 39), so the question no longer says it cannot.
    expect(dialog).toHaveTextContent('You can undo it straight after.');
    expect(dialog).not.toHaveTextContent(/cannot be undone/i);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(fetchMock)).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Delete goal Run 10k' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('goal-item')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Run 10k' })).not.toBeInTheDocument();
  });

  it('edits a goal in place; Escape leaves it unchanged', async () => {
    const fetchMock = mockApi({
      [visionUrl]: () => jsonResponse(null),
      [goalsUrl]: () => jsonResponse(goals),
      [on(API.goals.update, { params: { id: goals[1]!.id } })]: (body) => jsonResponse({ ...goals[1]!, ...(body as object) }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit goal Read 12 books' }));
    const name = screen.getByRole('textbox', { name: 'Goal name' });
    await user.type(name, ' and more{Escape}');
    expect(screen.getByRole('heading', { name: 'Read 12 books' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit goal Read 12 books' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit goal Read 12 books' }));
    await user.clear(screen.getByRole('textbox', { name: 'Goal name' }));
    await user.type(screen.getByRole('textbox', { name: 'Goal name' }), 'Read 20 books{Enter}');
    expect(await screen.findByRole('heading', { name: 'Read 20 books' })).toBeInTheDocument();
    expect(bodyOf(sent(fetchMock)[0])).toEqual({ name: 'Read 20 books', description: '' });
  });

  it("shows the server's message when an action fails", async () => {
    mockApi({
      [visionUrl]: () => jsonResponse(null),
      [goalsUrl]: () => jsonResponse([]),
      [on(API.goals.create)]: () => errorResponse('conflict', 'You can keep up to 200 goals. Delete one to add another.'),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Goal' }));
    await user.type(screen.getByRole('textbox', { name: 'Goal name' }), 'One too many{Enter}');
    expect(await screen.findByText('You can keep up to 200 goals. Delete one to add another.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Goal name' })).toHaveValue('One too many');
  });
});
