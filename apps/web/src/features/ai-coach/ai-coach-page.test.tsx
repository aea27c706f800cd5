import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, COACH_INBOX_TEXTS, COACH_TEXTS, matchEndpoint } from '@stride/domain';
import { COACH_CHAT_TEXTS } from '../../lib/coach/coach-chat-texts';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeGoal, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AiCoachPage } from './ai-coach-page';

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000c1', firstName: 'Ada' });
const pageLoads = {
  [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]),
  [on(API.goals.list, { params: { userId: me.id } })]: () => jsonResponse([makeGoal({ name: 'Run a 10k' })]),
  [on(API.vision.get, { params: { userId: me.id } })]: () => jsonResponse(null),
  // Issue 21: the coach's own messages (the weekly review), for the Message button's badge.
  [on(API.coach.inbox)]: () => jsonResponse({ unread: 0, messages: [] }),
};
// Issue 37: asked when the chat opens, not with the page: the conversations and the day's messages.
const loads = {
  ...pageLoads,
  [on(API.coach.sessions)]: () => jsonResponse({ sessions: [] }),
  [on(API.coach.allowance)]: () => jsonResponse({ messagesPerDay: 10, messagesLeft: 10, voiceSecondsLeft: 60 }),
};
const renderPage = () => renderWithProviders(<AiCoachPage />, { route: '/aicoach', preloadedState: { auth: { user: me, isAuthenticated: true } } });
const turn = (reply: string) => ({ reply, sessionId: '00000000-0000-4000-8000-0000000000d1', functionCalled: null, functionResult: null, functionCalls: [], online: true });

afterEach(() => {
  vi.unstubAllGlobals();
  // The chat keeps its session for the tab: each test starts with none.
  sessionStorage.clear();
});

describe('AiCoachPage', () => {
  it('shows the coach, loads habits, goals and vision for the user, and sends the spec’s chat body', async () => {
    const chat = vi.fn((body: unknown) => jsonResponse(turn(`Hi! (${(body as { message: string }).message})`)));
    const fetchMock = mockApi({ ...loads, [on(API.coach.chat)]: chat });
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: COACH_TEXTS.heading })).toBeInTheDocument();
    expect(screen.getByText(COACH_TEXTS.tagline)).toBeInTheDocument();
    await screen.findByText(/Your coach sees your 0 habits, 1 goal and no vision yet/);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual(Object.keys(pageLoads).map((k) => k.slice(4)).sort());

    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    const input = within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel });
    await user.type(input, '   {Enter}');
    expect(chat).not.toHaveBeenCalled();
    await user.type(input, 'Help me sleep{Enter}');
    await within(dialog).findByText('Hi! (Help me sleep)');
    expect(chat.mock.calls[0]![0]).toEqual({
      message: 'Help me sleep',
      sessionId: null,
      context: {
        user: { id: me.id, firstName: 'Ada', lastName: me.lastName, email: me.email, timezone: me.timezone },
        habits: [],
        goals: [{ id: expect.any(String) as string, name: 'Run a 10k', description: expect.any(String) as string }],
        vision: null,
      },
    });
    // The next message continues the session.
    await user.type(input, 'Thanks{Enter}');
    await within(dialog).findByText('Hi! (Thanks)');
    expect((chat.mock.calls[1]![0] as { sessionId: string }).sessionId).toBe(turn('').sessionId);
  });

  it('shows the reply as it streams in, applies each function at once, and reads the finished reply once', async () => {
    const encoder = new TextEncoder();
    let push!: (event: string, data: unknown) => void;
    let finish!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        finish = () => controller.close();
      },
    });
    const goal = makeGoal({ name: 'Sleep by 23:00' });
    mockApi({ ...loads, [on(API.coach.chat)]: () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }) });
    const { user } = renderPage();
    await screen.findByText(/Your coach sees your 0 habits, 1 goal/);
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    await user.type(within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel }), 'Help me sleep{Enter}');
    expect(await within(dialog).findByText(COACH_TEXTS.thinking)).toBeInTheDocument();

    push('function', { functionCalled: 'createGoal', functionResult: goal });
    // The change reaches the page before the reply is written.
    await screen.findByText(/Your coach sees your 0 habits, 2 goals/);
    push('delta', { text: 'Added a goal: ' });
    const growing = await within(dialog).findByText('Added a goal:', { exact: false });
    expect(within(dialog).getByRole('status')).toHaveTextContent(COACH_TEXTS.replyStreaming);
    // Not in the conversation log yet: screen readers do not hear it word by word.
    expect(within(within(dialog).getByRole('log')).queryByText(/Added a goal/)).toBeNull();
    push('delta', { text: 'Sleep by 23:00.' });
    await waitFor(() => expect(growing).toHaveTextContent('Added a goal: Sleep by 23:00.'));
    push('done', { ...turn('Added a goal: Sleep by 23:00.'), functionCalled: 'createGoal', functionResult: goal, functionCalls: [{ functionCalled: 'createGoal', functionResult: goal }] });
    finish();
    await waitFor(() => expect(within(within(dialog).getByRole('log')).getByText('Added a goal: Sleep by 23:00.')).toBeInTheDocument());
    expect(within(dialog).queryByText(COACH_TEXTS.replyStreaming)).toBeNull();
  });

  it('answers a failed chat in the coach’s bubble: the server’s message, else the spec’s fallback', async () => {
    let calls = 0;
    mockApi({
      ...loads,
      [on(API.coach.chat)]: () => (++calls === 1 ? errorResponse('provider_failed', 'The AI coach could not answer just now.') : Promise.reject(new TypeError('offline'))),
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    const input = within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel });
    await user.type(input, 'hello{Enter}');
    await within(dialog).findByText('The AI coach could not answer just now.');
    await user.type(input, 'again{Enter}');
    await within(dialog).findByText(COACH_TEXTS.chatError);
    // Error bubbles cannot be reported.
    expect(within(dialog).queryByRole('button', { name: COACH_TEXTS.report })).toBeNull();
  });

  it('shows what the coach deleted with an Undo that brings it back, even when the turn then failed', async () => {
    const goal = makeGoal({ name: 'Run a 10k' });
    const undoId = '00000000-0000-4000-8000-0000000000e1';
    const undo = vi.fn((_body: unknown) => jsonResponse({ functionCalls: [{ functionCalled: 'createGoal', functionResult: goal }] }));
    mockApi({
      ...loads,
      [on(API.goals.list, { params: { userId: me.id } })]: () => jsonResponse([goal]),
      // The delete ran, then the provider failed: the 502 names it.
      [on(API.coach.chat)]: () =>
        errorResponse('provider_failed', 'The AI coach could not answer just now.', 502, { functionCalls: [{ functionCalled: 'deleteGoal', functionResult: { goalId: goal.id, undoId, name: goal.name } }] }),
      [on(API.undo.restore)]: undo,
    });
    const { user } = renderPage();
    await screen.findByText(/Your coach sees your 0 habits, 1 goal/);
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    await user.type(within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel }), 'forget the 10k{Enter}');
    await within(dialog).findByText('The AI coach could not answer just now.');
    // Applied at once, and shown with its Undo.
    await screen.findByText(/Your coach sees your 0 habits, 0 goals/);
    const deleted = within(dialog).getByRole('list', { name: COACH_CHAT_TEXTS.actionsLabel });
    expect(deleted).toHaveTextContent(COACH_TEXTS.deletedGoal('Run a 10k'));
    await user.click(within(deleted).getByRole('button', { name: `${COACH_TEXTS.undo}: ${COACH_TEXTS.deletedGoal('Run a 10k')}` }));
    expect(await within(deleted).findByRole('status')).toHaveTextContent(COACH_TEXTS.undone);
    expect(undo.mock.calls[0]![0]).toEqual({ undoId });
    await screen.findByText(/Your coach sees your 0 habits, 1 goal/);
  });

  it('shows the report failure text and keeps the button available to try again', async () => {
    mockApi({ ...loads, [on(API.coach.chat)]: () => jsonResponse(turn('Try a walk.')), [on(API.coach.report)]: () => errorResponse('internal', 'nope') });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    await user.type(within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel }), 'ideas?{Enter}');
    await within(dialog).findByText('Try a walk.');
    await user.click(within(dialog).getByRole('button', { name: COACH_TEXTS.report }));
    const confirm = await screen.findByRole('alertdialog', { name: COACH_TEXTS.reportConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: COACH_TEXTS.reportConfirmAction }));
    const alert = await screen.findByRole('alertdialog', { name: COACH_TEXTS.reportErrorTitle });
    expect(within(alert).getByText(COACH_TEXTS.reportError)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: COACH_TEXTS.report })).toBeEnabled());
  });

  it('asks before reporting a reply: Cancel sends nothing, Report sends it once and the button stays disabled', async () => {
    const report = vi.fn((_body: unknown) => jsonResponse({ id: '00000000-0000-4000-8000-0000000000f1' }, 201));
    mockApi({ ...loads, [on(API.coach.chat)]: () => jsonResponse(turn('Try a walk.')), [on(API.coach.report)]: report });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    await user.type(within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel }), 'ideas?{Enter}');
    await within(dialog).findByText('Try a walk.');

    await user.click(within(dialog).getByRole('button', { name: COACH_TEXTS.report }));
    let confirm = await screen.findByRole('alertdialog', { name: COACH_TEXTS.reportConfirmTitle });
    // The spec's question, exactly; Cancel has the focus so a stray Enter sends nothing.
    expect(confirm).toHaveAccessibleDescription(COACH_TEXTS.reportConfirm);
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(report).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: COACH_TEXTS.report })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: COACH_TEXTS.report }));
    confirm = await screen.findByRole('alertdialog', { name: COACH_TEXTS.reportConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: COACH_TEXTS.reportConfirmAction }));
    const thanks = await screen.findByRole('alertdialog', { name: COACH_TEXTS.reportTitle });
    expect(within(thanks).getByText(COACH_TEXTS.reportThanks)).toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toMatchObject({ reportedMessage: { role: 'assistant', content: 'Try a walk.' } });
    await user.click(within(thanks).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: COACH_TEXTS.reported })).toBeDisabled());
  });

  it('shows the conversation so far when the chat opens after a reload, and continues that session', async () => {
    const sessionId = '00000000-0000-4000-8000-0000000000d7';
    const chat = vi.fn((_body: unknown) => jsonResponse({ ...turn('Twenty pages is plenty.'), sessionId }));
    // A reply earlier in this tab, before the page was reloaded.
    let fetchMock = mockApi({ ...loads, [on(API.coach.chat)]: () => jsonResponse({ ...turn('Start with ten pages.'), sessionId }) });
    const first = renderPage();
    await first.user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    let dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    await first.user.type(within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel }), 'Help me read{Enter}');
    await within(dialog).findByText('Start with ten pages.');
    // The session this page began is on screen already: opening the chat again reads nothing back.
    await first.user.click(within(dialog).getByRole('button', { name: COACH_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await first.user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    expect(within(dialog).getAllByText('Start with ten pages.')).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => matchEndpoint(API.coach.session, 'GET', url))).toEqual([]);
    first.unmount();

    const session = vi.fn(() =>
      jsonResponse({
        sessionId,
        messages: [
          { role: 'user', content: 'Help me read' },
          { role: 'assistant', content: 'Start with ten pages.' },
        ],
      }),
    );
    fetchMock = mockApi({ ...loads, [on(API.coach.session, { params: { sessionId } })]: session, [on(API.coach.chat)]: chat });
    const { user } = renderPage();
    await screen.findByText(/Your coach sees your 0 habits/);
    // Asked for when the chat opens, not before.
    expect(session).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    const log = within(dialog).getByRole('log');
    await within(log).findByText('Start with ten pages.');
    expect(within(log).getByText('Help me read')).toBeInTheDocument();
    expect(within(dialog).queryByText(COACH_TEXTS.emptyChat)).toBeNull();
    // A reply read back can be reported like any other.
    expect(within(log).getByRole('button', { name: COACH_TEXTS.report })).toBeEnabled();

    await user.type(within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel }), 'And more?{Enter}');
    await within(log).findByText('Twenty pages is plenty.');
    expect((chat.mock.calls[0]![0] as { sessionId: string }).sessionId).toBe(sessionId);
    expect(within(log).getAllByText(/./, { selector: '[data-words]' }).map((e) => e.textContent)).toEqual([
      'Help me read',
      'Start with ten pages.',
      'And more?',
      'Twenty pages is plenty.',
    ]);
    // Opening it again does not ask again.
    await user.click(within(dialog).getByRole('button', { name: COACH_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    expect(session).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalled();
  });

  it('starts a new conversation when the kept one is not found (another user, or no longer kept)', async () => {
    sessionStorage.setItem(`stride.coach.session.${me.id}`, '00000000-0000-4000-8000-0000000000d8');
    const chat = vi.fn((_body: unknown) => jsonResponse(turn('Hello!')));
    mockApi({
      ...loads,
      [on(API.coach.session, { params: { sessionId: '00000000-0000-4000-8000-0000000000d8' } })]: () => errorResponse('not_found', 'That conversation is no longer available.'),
      [on(API.coach.chat)]: chat,
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    await within(dialog).findByText(COACH_TEXTS.emptyChat);
    await waitFor(() => expect(sessionStorage.getItem(`stride.coach.session.${me.id}`)).toBeNull());
    await user.type(within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel }), 'hi{Enter}');
    await within(dialog).findByText('Hello!');
    expect((chat.mock.calls[0]![0] as { sessionId: string | null }).sessionId).toBeNull();
    expect(sessionStorage.getItem(`stride.coach.session.${me.id}`)).toBe(turn('').sessionId);
  });

  it('shows the weekly review the coach wrote on its own in the chat, with a badge until it is read (issue 21)', async () => {
    const review = { id: '00000000-0000-4000-8000-0000000000f1', content: 'This past week you did 5 of 7 scheduled habits (71%).', createdAt: '2026-11-22T18:00:00.000Z' };
    const read = vi.fn(() => new Response(null, { status: 204 }));
    mockApi({ ...loads, [on(API.coach.inbox)]: () => jsonResponse({ unread: 1, messages: [review] }), [on(API.coach.markInboxRead)]: read });
    const { user } = renderPage();
    const message = await screen.findByRole('button', { name: `${COACH_TEXTS.message}, ${COACH_INBOX_TEXTS.unreadBadge(1)}` });
    await user.click(message);
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    const log = within(dialog).getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText(COACH_INBOX_TEXTS.reviewLabel)).toBeInTheDocument();
    expect(within(log).getByText(review.content)).toBeInTheDocument();
    await waitFor(() => expect(read).toHaveBeenCalledWith({ ids: [review.id] }, expect.anything()));
    expect(await screen.findByRole('button', { name: COACH_TEXTS.message, hidden: true })).toBeInTheDocument();
    // Opened again, it is there once.
    await user.click(within(dialog).getByRole('button', { name: COACH_TEXTS.close }));
    await user.click(await screen.findByRole('button', { name: COACH_TEXTS.message }));
    expect(within(await screen.findByRole('log', { name: 'Conversation' })).getAllByText(review.content)).toHaveLength(1);
  });

  it('marks the coach’s messages read once, even when that fails (offline)', async () => {
    const review = { id: '00000000-0000-4000-8000-0000000000f2', content: 'This past week you did 3 of 7 scheduled habits (43%).', createdAt: '2026-11-22T18:00:00.000Z' };
    const read = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    mockApi({ ...loads, [on(API.coach.inbox)]: () => jsonResponse({ unread: 1, messages: [review] }), [on(API.coach.markInboxRead)]: read });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `${COACH_TEXTS.message}, ${COACH_INBOX_TEXTS.unreadBadge(1)}` }));
    const log = within(await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle })).getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText(review.content)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(read).toHaveBeenCalledTimes(1);
    expect(within(log).getAllByText(review.content)).toHaveLength(1);
  });
});
