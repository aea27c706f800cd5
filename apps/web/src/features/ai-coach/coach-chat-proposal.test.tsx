import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, COACH_MESSAGES, COACH_TEXTS, matchEndpoint, urlOf, type CoachProposal, type CoachTurn } from '@stride/domain';
import { COACH_CHAT_TEXTS } from '../../lib/coach/coach-chat-texts';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AiCoachPage } from './ai-coach-page';

// Issue 37, part 5: the card for what the coach does only on a yes, and the lines of what it did.

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000c8', firstName: 'Ada' });
const SESSION = '00000000-0000-4000-8000-00000000b001';
const gym = makeHabit({ name: 'Gym' });
const proposal: CoachProposal = { id: '00000000-0000-4000-8000-00000000b0f1', text: 'Delete "Gym" and its 12 weeks of history?', functionCalled: 'deleteHabit' };
const undoId = '00000000-0000-4000-8000-00000000b0e1';
const deleted = { functionCalled: 'deleteHabit' as const, functionResult: { habitId: gym.id, undoId, name: 'Gym' }, summary: 'Deleted the habit "Gym". It can be undone for 30 days.' };
const turn = (reply: string, extra: Partial<CoachTurn> = {}): CoachTurn => ({ reply, sessionId: SESSION, functionCalled: null, functionResult: null, functionCalls: [], online: true, ...extra });

function mockCoach(routes: Record<string, (body: unknown, init: RequestInit) => Response | Promise<Response>>) {
  return mockApi({
    [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([gym]),
    [on(API.goals.list, { params: { userId: me.id } })]: () => jsonResponse([]),
    [on(API.vision.get, { params: { userId: me.id } })]: () => jsonResponse(null),
    [on(API.coach.inbox)]: () => jsonResponse({ unread: 0, messages: [] }),
    [on(API.coach.sessions)]: () => jsonResponse({ sessions: [] }),
    [on(API.coach.allowance)]: () => jsonResponse({ messagesPerDay: 10, messagesLeft: 9, voiceSecondsLeft: 60 }),
    [on(API.coach.chat)]: () => jsonResponse(turn('This deletes Gym for good. Shall I?', { proposal })),
    ...routes,
  });
}

/** The chat open, after the person asked to delete Gym and the coach proposed it. */
async function proposed() {
  const rendered = renderWithProviders(<AiCoachPage />, { route: '/aicoach', preloadedState: { auth: { user: me, isAuthenticated: true } } });
  await screen.findByText(/Your coach sees your 1 habit,/);
  await rendered.user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
  const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
  const input = within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel });
  await rendered.user.type(input, 'delete gym{Enter}');
  const card = await within(dialog).findByRole('group', { name: COACH_CHAT_TEXTS.proposalTitle });
  return { ...rendered, dialog, input, card, log: within(dialog).getByRole('log', { name: 'Conversation' }) };
}
const decided = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => matchEndpoint(API.coach.decide, init?.method ?? 'GET', String(url))).map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body)) as unknown }));

afterEach(() => sessionStorage.clear());

describe('the confirmation card (issue 37)', () => {
  it('shows what waits for a yes, announced, with Cancel before Confirm; Confirm does it, shows the reply and its line with Undo', async () => {
    const fetchMock = mockCoach({ [on(API.coach.decide)]: () => jsonResponse(turn(deleted.summary, { functionCalled: 'deleteHabit', functionResult: deleted.functionResult, functionCalls: [deleted] })) });
    const { user, dialog, input, card, log } = await proposed();
    expect(card).toHaveAccessibleDescription(proposal.text);
    expect(within(card).getAllByRole('button').map((b) => b.textContent)).toEqual([COACH_CHAT_TEXTS.cancel, COACH_CHAT_TEXTS.confirm]);
    expect(within(dialog).getByText(COACH_CHAT_TEXTS.proposalAnnounced(proposal.text))).toBeInTheDocument();
    // Nothing was done yet.
    expect(screen.getByText(/Your coach sees your 1 habit,/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: COACH_CHAT_TEXTS.confirm }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: COACH_CHAT_TEXTS.proposalTitle })).toBeNull());
    expect(decided(fetchMock)).toEqual([{ url: urlOf(API.coach.decide, { params: { sessionId: SESSION } }), body: { proposalId: proposal.id, decision: 'confirm' } }]);
    // Applied like any turn: the page no longer counts Gym.
    await screen.findByText(/Your coach sees your 0 habits,/);
    const lines = within(log).getByRole('list', { name: COACH_CHAT_TEXTS.actionsLabel });
    expect(within(lines).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`${deleted.summary}${COACH_TEXTS.undo}`]);
    expect(within(lines).getByRole('button', { name: `${COACH_TEXTS.undo}: ${deleted.summary}` })).toBeEnabled();
    // The reply was that sentence: it is read once, as the line.
    expect(within(log).getAllByText(deleted.summary)).toHaveLength(1);
    expect(input).toHaveFocus();
  });

  it('Cancel sends the decision and shows the coach’s answer; nothing is deleted', async () => {
    const fetchMock = mockCoach({ [on(API.coach.decide)]: () => jsonResponse(turn('Fine, Gym stays.')) });
    const { user, dialog, card, log } = await proposed();
    await user.click(within(card).getByRole('button', { name: COACH_CHAT_TEXTS.cancel }));
    await within(log).findByText('Fine, Gym stays.');
    expect(within(dialog).queryByRole('group', { name: COACH_CHAT_TEXTS.proposalTitle })).toBeNull();
    expect(decided(fetchMock).map((d) => d.body)).toEqual([{ proposalId: proposal.id, decision: 'cancel' }]);
    expect(screen.getByText(/Your coach sees your 1 habit,/)).toBeInTheDocument();
  });

  it('removes the card and says so quietly when it no longer waits (404)', async () => {
    mockCoach({ [on(API.coach.decide)]: () => errorResponse('not_found', COACH_MESSAGES.proposalGone) });
    const { user, dialog, card, input } = await proposed();
    await user.click(within(card).getByRole('button', { name: COACH_CHAT_TEXTS.confirm }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(COACH_MESSAGES.proposalGone);
    expect(within(dialog).queryByRole('group', { name: COACH_CHAT_TEXTS.proposalTitle })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(input).toHaveFocus();
  });

  it('keeps the card, with the reason, when the answer could not be sent (offline)', async () => {
    mockCoach({ [on(API.coach.decide)]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user, card } = await proposed();
    await user.click(within(card).getByRole('button', { name: COACH_CHAT_TEXTS.confirm }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(COACH_TEXTS.chatError);
    expect(within(card).getByRole('button', { name: COACH_CHAT_TEXTS.confirm })).toBeEnabled();
  });

  it('drops the card when a new turn does not carry the same proposal, and keeps it when it does', async () => {
    const answers = [turn('This deletes Gym for good. Shall I?', { proposal }), turn('Still waiting for your yes.', { proposal }), turn('Alright, I left Gym alone.')];
    mockCoach({ [on(API.coach.chat)]: () => jsonResponse(answers.shift()) });
    const { user, dialog, input, log } = await proposed();
    await user.type(input, 'hm{Enter}');
    await within(log).findByText('Still waiting for your yes.');
    expect(within(dialog).getByRole('group', { name: COACH_CHAT_TEXTS.proposalTitle })).toBeInTheDocument();
    await user.type(input, 'no, keep it{Enter}');
    await within(log).findByText('Alright, I left Gym alone.');
    expect(within(dialog).queryByRole('group', { name: COACH_CHAT_TEXTS.proposalTitle })).toBeNull();
  });

  it('shows the card again with the conversation it waits in, when the chat reopens', async () => {
    mockApi({
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([gym]),
      [on(API.goals.list, { params: { userId: me.id } })]: () => jsonResponse([]),
      [on(API.vision.get, { params: { userId: me.id } })]: () => jsonResponse(null),
      [on(API.coach.inbox)]: () => jsonResponse({ unread: 0, messages: [] }),
      [on(API.coach.sessions)]: () => jsonResponse({ sessions: [{ id: SESSION, title: 'delete gym', lastMessageAt: '2026-11-27T08:00:00.000Z' }] }),
      [on(API.coach.session, { params: { sessionId: SESSION } })]: () =>
        jsonResponse({ sessionId: SESSION, messages: [{ role: 'user', content: 'delete gym' }, { role: 'assistant', content: 'Shall I?' }], proposal }),
      [on(API.coach.allowance)]: () => jsonResponse({ messagesPerDay: 10, messagesLeft: 9, voiceSecondsLeft: 60 }),
    });
    const { user } = renderWithProviders(<AiCoachPage />, { route: '/aicoach', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    const card = await within(dialog).findByRole('group', { name: COACH_CHAT_TEXTS.proposalTitle });
    expect(card).toHaveAccessibleDescription(proposal.text);
  });

  it('still answers at the day’s limit (an answer is not a message): Confirm works while the input waits for tomorrow', async () => {
    const fetchMock = mockApi({
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([gym]),
      [on(API.goals.list, { params: { userId: me.id } })]: () => jsonResponse([]),
      [on(API.vision.get, { params: { userId: me.id } })]: () => jsonResponse(null),
      [on(API.coach.inbox)]: () => jsonResponse({ unread: 0, messages: [] }),
      [on(API.coach.sessions)]: () => jsonResponse({ sessions: [{ id: SESSION, title: 'delete gym', lastMessageAt: '2026-11-27T08:00:00.000Z' }] }),
      [on(API.coach.session, { params: { sessionId: SESSION } })]: () =>
        jsonResponse({ sessionId: SESSION, messages: [{ role: 'user', content: 'delete gym' }, { role: 'assistant', content: 'Shall I?' }], proposal }),
      [on(API.coach.allowance)]: () => jsonResponse({ messagesPerDay: 10, messagesLeft: 0, voiceSecondsLeft: 60 }),
      [on(API.coach.decide)]: () => jsonResponse(turn(deleted.summary, { functionCalled: 'deleteHabit', functionResult: deleted.functionResult, functionCalls: [deleted], messagesLeft: 0 })),
    });
    const { user } = renderWithProviders(<AiCoachPage />, { route: '/aicoach', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    const card = await within(dialog).findByRole('group', { name: COACH_CHAT_TEXTS.proposalTitle });
    await within(dialog).findByText(COACH_TEXTS.limitBanner);
    expect(within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel })).toBeDisabled();
    // It no longer says the chat can answer it.
    expect(card).toHaveTextContent(COACH_CHAT_TEXTS.proposalHintAtLimit);
    expect(card).not.toHaveTextContent(COACH_CHAT_TEXTS.proposalHint);
    await user.click(within(card).getByRole('button', { name: COACH_CHAT_TEXTS.confirm }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: COACH_CHAT_TEXTS.proposalTitle })).toBeNull());
    expect(decided(fetchMock).map((d) => d.body)).toEqual([{ proposalId: proposal.id, decision: 'confirm' }]);
    await within(dialog).findByRole('button', { name: `${COACH_TEXTS.undo}: ${deleted.summary}` });
    // Still the limit; the focus, with the input disabled, on what can be done next.
    expect(within(dialog).getByText(COACH_TEXTS.limitBanner)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: COACH_TEXTS.seePlans })).toHaveFocus();
  });
});

describe('the lines of what the coach did (issue 37)', () => {
  it('shows one line per change with its sentence and human dates, a plain line where none was sent, and nothing for what it only read', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    const paused = { ...gym, name: 'Gym' };
    const summary = 'Paused all your habits from 2026-11-27 to 2027-01-02. Streaks are kept.';
    mockCoach({
      [on(API.coach.chat)]: () =>
        jsonResponse(
          turn(`Enjoy the break! ${summary}`, {
            functionCalled: 'createGoal',
            functionCalls: [
              { functionCalled: 'getHabit', functionResult: { habit: gym }, summary: 'Read "Gym".' },
              { functionCalled: 'pauseHabits', functionResult: { habits: [paused] }, summary },
              { functionCalled: 'createGoal', functionResult: { id: '00000000-0000-4000-8000-00000000b0a1', name: 'Rest well', description: '', createdAt: '2026-11-26T10:00:00.000Z', updatedAt: '2026-11-26T10:00:00.000Z' } },
            ],
          }),
        ),
    });
    const rendered = renderWithProviders(<AiCoachPage />, { route: '/aicoach', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    await rendered.user.click(screen.getByRole('button', { name: COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    await rendered.user.type(within(dialog).getByRole('textbox', { name: COACH_TEXTS.inputLabel }), 'pause everything until the new year{Enter}');
    const log = within(dialog).getByRole('log', { name: 'Conversation' });
    const lines = await within(log).findByRole('list', { name: COACH_CHAT_TEXTS.actionsLabel });
    expect(within(lines).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Paused all your habits from Fri 27 Nov to Sat 2 Jan 2027. Streaks are kept.',
      COACH_CHAT_TEXTS.savedGoal('Rest well'),
    ]);
    // The reply keeps its own words; the sentence the line says is not repeated, and no date reads 2026-11-27.
    expect(within(log).getByText('Enjoy the break!', { selector: '[data-words]' })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
