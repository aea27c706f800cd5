import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, COACH_TEXTS, matchEndpoint, type CoachTurn } from '@stride/domain';
import { COACH_CHAT_TEXTS, COACH_IDEAS } from '../../lib/coach/coach-chat-texts';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AiCoachPage } from './ai-coach-page';

// Issue 37, part 5: conversations kept on the server, the messages left today, suggestions.

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000c7', firstName: 'Ada' });
const LATEST = '00000000-0000-4000-8000-00000000a001';
const OLDER = '00000000-0000-4000-8000-00000000a002';
const FRESH = '00000000-0000-4000-8000-00000000a003';
const WITH_BUTTONS = '00000000-0000-4000-8000-00000000a004';
const pageLoads = {
  [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]),
  [on(API.goals.list, { params: { userId: me.id } })]: () => jsonResponse([]),
  [on(API.vision.get, { params: { userId: me.id } })]: () => jsonResponse(null),
  [on(API.coach.inbox)]: () => jsonResponse({ unread: 0, messages: [] }),
};
const list = {
  sessions: [
    { id: LATEST, title: 'Help me sleep', lastMessageAt: '2026-11-27T21:30:00.000Z' },
    { id: OLDER, title: 'Plan my reading', lastMessageAt: '2026-11-20T08:00:00.000Z' },
  ],
};
const kept = {
  [LATEST]: { sessionId: LATEST, messages: [{ role: 'user', content: 'Help me sleep' }, { role: 'assistant', content: 'Lights out at 22:30, then.' }] },
  [OLDER]: { sessionId: OLDER, messages: [{ role: 'user', content: 'Plan my reading' }, { role: 'assistant', content: 'Ten pages a day is a start.' }] },
  // Issue 54: its last reply offered buttons, read back with their words; the built-in coach answered.
  [WITH_BUTTONS]: {
    sessionId: WITH_BUTTONS,
    messages: [{ role: 'user', content: '¿Qué hago hoy?' }, { role: 'assistant', content: 'Toca uno de estos botones.' }],
    suggestions: ["What's left today?", 'Skip Run today'],
    suggestionLabels: ['¿Qué me queda hoy?', 'Saltar Run hoy'],
    online: false,
  },
};
const conversationLoads = (left = 7) => ({
  [on(API.coach.sessions)]: () => jsonResponse(list),
  [on(API.coach.allowance)]: () => jsonResponse({ messagesPerDay: 10, messagesLeft: left, voiceSecondsLeft: 60 }),
});
const turn = (reply: string, extra: Partial<CoachTurn> = {}): CoachTurn => ({ reply, sessionId: LATEST, functionCalled: null, functionResult: null, functionCalls: [], online: true, ...extra });

/** The API with the kept conversations answering by their id. */
function mockCoach(overrides: Record<string, (body: unknown, init: RequestInit) => Response | Promise<Response>> = {}, left = 7) {
  const fetchMock = mockApi({ ...pageLoads, ...conversationLoads(left), ...overrides });
  const base = fetchMock.getMockImplementation()!;
  // The conversation asked for is the one in the URL.
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = String(input);
    if (matchEndpoint(API.coach.session, init.method ?? 'GET', url) && !overrides[on(API.coach.session)]) {
      const id = url.split('/').pop()!;
      return id in kept ? jsonResponse(kept[id as keyof typeof kept]) : errorResponse('not_found', 'That conversation is no longer available.');
    }
    return base(input, init);
  });
  return fetchMock;
}
const sentBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => matchEndpoint(API.coach.chat, init?.method ?? 'GET', String(url))).map(([, init]) => JSON.parse(String(init!.body)) as { message: string; shown?: string; sessionId: string | null });

async function openChat() {
  const rendered = renderWithProviders(<AiCoachPage />, { route: '/aicoach', preloadedState: { auth: { user: me, isAuthenticated: true } } });
  await rendered.user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
  const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
  return { ...rendered, dialog, log: within(dialog).getByRole('log', { name: 'Conversation' }), input: within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel }) };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('the chat keeps the relationship (issue 37)', () => {
  it('reopens the latest conversation in a new tab and goes on with it', async () => {
    const chat = vi.fn((_body: unknown) => jsonResponse(turn('Then a wind-down at 22:00.')));
    const fetchMock = mockCoach({ [on(API.coach.chat)]: chat });
    const { user, dialog, log, input } = await openChat();
    await within(log).findByText('Lights out at 22:30, then.');
    expect(within(log).getByText('Help me sleep')).toBeInTheDocument();
    expect(within(dialog).queryByText(COACH_TEXTS.emptyChat)).toBeNull();
    await user.type(input, 'And before that?{Enter}');
    await within(log).findByText('Then a wind-down at 22:00.');
    expect(sentBodies(fetchMock)).toEqual([expect.objectContaining({ message: 'And before that?', sessionId: LATEST })]);
    // The tab remembers it: a reload comes back to it.
    expect(sessionStorage.getItem(`stride.coach.session.${me.id}`)).toBe(LATEST);
  });

  it('reopened, shows the last reply’s buttons again (in the person’s words) and which coach answers (issue 54)', async () => {
    // The tab showed that conversation before the reload.
    sessionStorage.setItem(`stride.coach.session.${me.id}`, WITH_BUTTONS);
    const chat = vi.fn((_body: unknown) => jsonResponse(turn('Te queda «Read».', { online: false, sessionId: WITH_BUTTONS })));
    const fetchMock = mockCoach({ [on(API.coach.chat)]: chat });
    // The dialog keeps its name with the built-in coach's chip beside the title.
    const { user, dialog, log } = await openChat();
    await within(log).findByText('Toca uno de estos botones.');
    const suggestions = await within(dialog).findByRole('list', { name: COACH_CHAT_TEXTS.suggestionsLabel });
    expect(within(suggestions).getAllByRole('button').map((b) => b.textContent)).toEqual(['¿Qué me queda hoy?', 'Saltar Run hoy']);
    // The built-in coach's chip, before anything is sent.
    expect(within(dialog).getByText(COACH_TEXTS.offlineNote)).toBeInTheDocument();
    await user.click(within(suggestions).getByRole('button', { name: '¿Qué me queda hoy?' }));
    await within(log).findByText('Te queda «Read».');
    expect(sentBodies(fetchMock)).toEqual([expect.objectContaining({ message: "What's left today?", shown: '¿Qué me queda hoy?', sessionId: WITH_BUTTONS })]);
  });

  it('starts a new conversation: the chat empties, the focus goes to the input, and the next message has no session', async () => {
    const chat = vi.fn((_body: unknown) => jsonResponse(turn('Hello again!', { sessionId: FRESH })));
    const fetchMock = mockCoach({ [on(API.coach.chat)]: chat });
    const { user, dialog, log, input } = await openChat();
    await within(log).findByText('Lights out at 22:30, then.');
    await user.click(within(dialog).getByRole('button', { name: COACH_CHAT_TEXTS.newConversation }));
    expect(within(log).queryByText('Lights out at 22:30, then.')).toBeNull();
    expect(within(dialog).getByText(COACH_TEXTS.emptyChat)).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(within(dialog).getByText(COACH_CHAT_TEXTS.newConversationStarted)).toBeInTheDocument();
    // Nothing to leave yet: it is new already.
    expect(within(dialog).getByRole('button', { name: COACH_CHAT_TEXTS.newConversation })).toBeDisabled();
    await user.type(input, 'hi{Enter}');
    await within(log).findByText('Hello again!');
    expect(sentBodies(fetchMock)).toEqual([expect.objectContaining({ message: 'hi', sessionId: null })]);
    expect(sessionStorage.getItem(`stride.coach.session.${me.id}`)).toBe(FRESH);
  });

  it('lists the earlier conversations as a menu, with human dates, and goes on with the one chosen', async () => {
    // Dates of this year are written without it; yesterday (in the person's zone, London) is said so.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T09:00:00Z') });
    const chat = vi.fn((_body: unknown) => jsonResponse(turn('Twenty, then.', { sessionId: OLDER })));
    const fetchMock = mockCoach({ [on(API.coach.chat)]: chat });
    const { user, dialog, log, input } = await openChat();
    await within(log).findByText('Lights out at 22:30, then.');
    const button = within(dialog).getByRole('button', { name: COACH_CHAT_TEXTS.conversations });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: COACH_CHAT_TEXTS.conversationsLabel });
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName(/^Help me sleep \(current\)\s*Yesterday$/);
    expect(items[1]).toHaveAccessibleName(/^Plan my reading\s*Fri 20 Nov$/);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    // By keyboard: the arrow moves to the older one, Enter opens it.
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    await within(log).findByText('Ten pages a day is a start.');
    expect(within(log).queryByText('Lights out at 22:30, then.')).toBeNull();
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'More?{Enter}');
    await within(log).findByText('Twenty, then.');
    expect(sentBodies(fetchMock)).toEqual([expect.objectContaining({ sessionId: OLDER })]);
  });

  it('says quietly when a chosen conversation is no longer kept, and keeps the one on screen', async () => {
    mockCoach({ [on(API.coach.sessions)]: () => jsonResponse({ sessions: [...list.sessions, { id: FRESH, title: 'Gone', lastMessageAt: '2026-10-01T08:00:00.000Z' }] }) });
    const { user, dialog, log } = await openChat();
    await within(log).findByText('Lights out at 22:30, then.');
    await user.click(within(dialog).getByRole('button', { name: COACH_CHAT_TEXTS.conversations }));
    await user.click(await screen.findByRole('menuitem', { name: /^Gone/ }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('That conversation is no longer available.');
  });

  it('says it could not open the last conversation when the server cannot be reached, and reopens it once it can', async () => {
    let reachable = false;
    mockCoach({
      [on(API.coach.sessions)]: () => (reachable ? jsonResponse(list) : offline()),
      [on(API.coach.allowance)]: () => (reachable ? jsonResponse({ messagesPerDay: 10, messagesLeft: 4, voiceSecondsLeft: 60 }) : offline()),
    });
    const { user, dialog } = await openChat();
    // Said, not an empty chat that looks like a lost conversation.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COACH_CHAT_TEXTS.restoreFailed);
    expect(within(dialog).queryByText(COACH_TEXTS.emptyChat)).toBeNull();
    expect(within(dialog).queryByText(/messages left today/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: COACH_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    reachable = true;
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const again = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    await within(within(again).getByRole('log', { name: 'Conversation' })).findByText('Lights out at 22:30, then.');
    await within(again).findByText(COACH_CHAT_TEXTS.messagesLeft(4, 10));
    expect(within(again).queryByText(COACH_CHAT_TEXTS.restoreFailed)).toBeNull();
  });

  it('Retry asks again for the conversation that could not be opened, then the focus is in the input', async () => {
    let reachable = false;
    mockCoach({
      [on(API.coach.sessions)]: () => (reachable ? jsonResponse(list) : offline()),
      [on(API.coach.allowance)]: () => (reachable ? jsonResponse({ messagesPerDay: 10, messagesLeft: 4, voiceSecondsLeft: 60 }) : offline()),
    });
    const { user, dialog, log, input } = await openChat();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(COACH_CHAT_TEXTS.restoreFailed);
    // Still offline: said again.
    await user.click(within(alert).getByRole('button', { name: COACH_CHAT_TEXTS.retry }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COACH_CHAT_TEXTS.restoreFailed);
    reachable = true;
    await user.click(within(within(dialog).getByRole('alert')).getByRole('button', { name: COACH_CHAT_TEXTS.retry }));
    await within(log).findByText('Lights out at 22:30, then.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await within(dialog).findByText(COACH_CHAT_TEXTS.messagesLeft(4, 10));
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('New conversation leaves a conversation that could not be opened: the chat starts afresh', async () => {
    const chat = vi.fn((_body: unknown) => jsonResponse(turn('Hello!', { sessionId: FRESH })));
    const fetchMock = mockCoach({ [on(API.coach.chat)]: chat, [on(API.coach.session)]: () => offline() });
    sessionStorage.setItem(`stride.coach.session.${me.id}`, LATEST);
    const { user, dialog, log, input } = await openChat();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COACH_CHAT_TEXTS.restoreFailed);
    // Typing goes on in a new conversation; the reply shows and the alert goes.
    await user.type(input, 'hi{Enter}');
    await within(log).findByText('Hello!');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(sentBodies(fetchMock)).toEqual([expect.objectContaining({ message: 'hi' })]);
  });

  it('shows the conversations menu loading, then the list', async () => {
    const answer = deferred<Response>();
    let asked = 0;
    mockCoach({ [on(API.coach.sessions)]: () => (++asked === 1 ? answer.promise : jsonResponse(list)) });
    // The tab's own conversation reopens without the list: the menu can be opened while the list is on its way.
    sessionStorage.setItem(`stride.coach.session.${me.id}`, LATEST);
    const { user, dialog, log } = await openChat();
    await within(log).findByText('Lights out at 22:30, then.');
    await user.click(within(dialog).getByRole('button', { name: COACH_CHAT_TEXTS.conversations }));
    const menu = await screen.findByRole('menu', { name: COACH_CHAT_TEXTS.conversationsLabel });
    expect(within(menu).getByRole('status')).toHaveTextContent(COACH_CHAT_TEXTS.conversationsLoading);
    expect(COACH_CHAT_TEXTS.conversationsLoading).toBe('Loading conversations...');
    expect(menu).toHaveAttribute('aria-busy', 'true');
    answer.resolve(jsonResponse(list));
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(2));
    expect(within(menu).queryByRole('status')).toBeNull();
    expect(menu).not.toHaveAttribute('aria-busy');
  });

  it('says when the conversations could not be loaded, with Retry that keeps the menu open and the focus in it', async () => {
    let reachable = false;
    mockCoach({ [on(API.coach.sessions)]: () => (reachable ? jsonResponse(list) : offline()) });
    const { user, dialog } = await openChat();
    await within(dialog).findByText(COACH_CHAT_TEXTS.restoreFailed);
    await user.click(within(dialog).getByRole('button', { name: COACH_CHAT_TEXTS.conversations }));
    const menu = await screen.findByRole('menu', { name: COACH_CHAT_TEXTS.conversationsLabel });
    await waitFor(() => expect(within(menu).getByRole('status')).toHaveTextContent(COACH_CHAT_TEXTS.conversationsFailed));
    expect(COACH_CHAT_TEXTS.conversationsFailed).toBe('Could not load your conversations.');
    const retry = within(menu).getByRole('menuitem', { name: COACH_CHAT_TEXTS.retry });
    // The menu opens on the one thing to do.
    await waitFor(() => expect(retry).toHaveFocus());
    reachable = true;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^Help me sleep/), expect.stringMatching(/^Plan my reading/)]));
    // Still open, the focus on the first conversation: the arrows go on from there.
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
  });

  it('shows the chat limit before anything is typed when none are left today, and lifts it when a new day is asked', async () => {
    let left = 0;
    const chat = vi.fn((_body: unknown) => jsonResponse(turn('Morning!', { messagesLeft: 9 })));
    const fetchMock = mockCoach({
      [on(API.coach.allowance)]: () => jsonResponse({ messagesPerDay: 10, messagesLeft: left, voiceSecondsLeft: 60 }),
      [on(API.coach.chat)]: chat,
    });
    const { user, dialog, input } = await openChat();
    const banner = await within(dialog).findByRole('alert');
    // Section 4 "Chat limit" and section 8's banner, word for word.
    expect(banner).toHaveTextContent('Daily message limit reached. Please subscribe to continue chatting.');
    expect(COACH_TEXTS.limitBanner).toBe('Daily message limit reached. Please subscribe to continue chatting.');
    expect(input).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: COACH_TEXTS.send })).toBeDisabled();
    // The input says why it is disabled, and what is left.
    expect(input).toHaveAccessibleDescription(`${COACH_TEXTS.limitBanner} ${COACH_CHAT_TEXTS.messagesLeft(0, 10)}`);
    // The focus is on what can be done next.
    const plans = within(banner).getByRole('link', { name: COACH_TEXTS.seePlans });
    expect(plans).toHaveAttribute('href', '/pricing');
    await waitFor(() => expect(plans).toHaveFocus());
    // The "Things to ask" cards wait too (behind the chat).
    expect(screen.getByRole('button', { name: new RegExp(COACH_IDEAS[0].prompt), hidden: true })).toBeDisabled();
    expect(sentBodies(fetchMock)).toEqual([]);

    // A new day (or a new plan): the next opening asks again, and the limit is lifted.
    await user.click(within(dialog).getByRole('button', { name: COACH_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    left = 10;
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const again = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    await within(again).findByText(COACH_CHAT_TEXTS.messagesLeft(10, 10));
    expect(within(again).queryByText(COACH_TEXTS.limitBanner)).toBeNull();
    const typing = within(again).getByRole('textbox', { name: COACH_TEXTS.inputLabel });
    expect(typing).toBeEnabled();
    expect(typing).toHaveAccessibleDescription(COACH_CHAT_TEXTS.messagesLeft(10, 10));
    await user.type(typing, 'good morning{Enter}');
    await within(again).findByText('Morning!');
  });

  it('shows the messages left today under the input, as each turn tells it, down to the limit', async () => {
    let left = 7;
    mockCoach({
      [on(API.coach.chat)]: () => (left > 6 ? jsonResponse(turn('Sure.', { messagesLeft: --left })) : errorResponse('plan_limit', 'Daily message limit reached.')),
    });
    const { user, dialog, input } = await openChat();
    await within(dialog).findByText(COACH_CHAT_TEXTS.messagesLeft(7, 10));
    expect(COACH_CHAT_TEXTS.messagesLeft(7, 10)).toBe('7 of 10 messages left today');
    expect(input).toHaveAccessibleDescription('7 of 10 messages left today');
    await user.type(input, 'one{Enter}');
    await within(dialog).findByText('6 of 10 messages left today');
    await user.type(input, 'two{Enter}');
    await within(dialog).findByText(COACH_TEXTS.limitBanner);
    expect(within(dialog).getByText('0 of 10 messages left today')).toBeInTheDocument();
    expect(input).toBeDisabled();
    // The input can no longer hold the focus: it moves to what can be done next.
    await waitFor(() => expect(within(dialog).getByRole('link', { name: COACH_TEXTS.seePlans })).toHaveFocus());
  });

  it('shows a reply’s suggestions as buttons under it; a tap sends one as the person’s message', async () => {
    const chat = vi.fn((body: unknown) =>
      (body as { message: string }).message === 'What is left today?' ? jsonResponse(turn('Only Read is left.')) : jsonResponse(turn('Added Run.', { suggestions: ['What is left today?', 'Add Stretch at 7am'] })),
    );
    const fetchMock = mockCoach({ [on(API.coach.chat)]: chat });
    const { user, dialog, log, input } = await openChat();
    await within(log).findByText('Lights out at 22:30, then.');
    await user.type(input, 'Add Run{Enter}');
    const suggestions = await within(dialog).findByRole('list', { name: COACH_CHAT_TEXTS.suggestionsLabel });
    expect(within(suggestions).getAllByRole('button').map((b) => b.textContent)).toEqual(['What is left today?', 'Add Stretch at 7am']);
    await user.click(within(suggestions).getByRole('button', { name: 'What is left today?' }));
    await within(log).findByText('Only Read is left.');
    expect(within(log).getByText('What is left today?', { selector: '[data-words]' })).toBeInTheDocument();
    expect(sentBodies(fetchMock).map((b) => b.message)).toEqual(['Add Run', 'What is left today?']);
    // A label that is its request says nothing more.
    expect(sentBodies(fetchMock).map((b) => b.shown)).toEqual([undefined, undefined]);
    // The last reply offered none: the buttons are gone.
    expect(within(dialog).queryByRole('list', { name: COACH_CHAT_TEXTS.suggestionsLabel })).toBeNull();
    expect(input).toHaveFocus();
  });

  it('shows each suggestion’s label (the person’s language) and sends its request when tapped (issue 54)', async () => {
    const chat = vi.fn((body: unknown) =>
      (body as { message: string }).message === "What's left today?"
        ? jsonResponse(turn('Te queda hoy: "Read".'))
        : jsonResponse(turn('He creado "Run".', { suggestions: ["What's left today?", 'Skip Run today'], suggestionLabels: ['¿Qué me queda hoy?', 'Saltar Run hoy'] })),
    );
    const fetchMock = mockCoach({ [on(API.coach.chat)]: chat });
    const { user, dialog, log } = await openChat();
    await within(log).findByText('Lights out at 22:30, then.');
    await user.type(within(dialog).getByRole('textbox'), 'Add Run{Enter}');
    const suggestions = await within(dialog).findByRole('list', { name: COACH_CHAT_TEXTS.suggestionsLabel });
    expect(within(suggestions).getAllByRole('button').map((b) => b.textContent)).toEqual(['¿Qué me queda hoy?', 'Saltar Run hoy']);
    await user.click(within(suggestions).getByRole('button', { name: '¿Qué me queda hoy?' }));
    await within(log).findByText('Te queda hoy: "Read".');
    // The person's bubble shows what they tapped; the coach is sent the request it reads.
    expect(within(log).getByText('¿Qué me queda hoy?', { selector: '[data-words]' })).toBeInTheDocument();
    expect(within(log).queryByText("What's left today?")).toBeNull();
    expect(sentBodies(fetchMock).map((b) => b.message)).toEqual(['Add Run', "What's left today?"]);
    // The words it showed go with it: the conversation read back shows them too.
    expect(sentBodies(fetchMock).map((b) => b.shown)).toEqual([undefined, '¿Qué me queda hoy?']);
  });

  it('sends a “Things to ask” card’s words when it is tapped, in the conversation the chat reopens', async () => {
    const idea = COACH_IDEAS[3];
    const chat = vi.fn((_body: unknown) => jsonResponse(turn('This week: 5 of 7.')));
    const fetchMock = mockCoach({ [on(API.coach.chat)]: chat });
    const { user } = renderWithProviders(<AiCoachPage />, { route: '/aicoach', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(screen.getByRole('heading', { level: 2, name: COACH_CHAT_TEXTS.ideasHeading })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(idea.prompt) }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    const log = within(dialog).getByRole('log', { name: 'Conversation' });
    await within(log).findByText('This week: 5 of 7.');
    // The conversation so far comes first, then the card's words.
    expect(within(log).getAllByText(/./, { selector: '[data-words]' }).map((e) => e.textContent)).toEqual(['Help me sleep', 'Lights out at 22:30, then.', idea.prompt, 'This week: 5 of 7.']);
    expect(sentBodies(fetchMock)).toEqual([expect.objectContaining({ message: idea.prompt, sessionId: LATEST })]);
  });
});
