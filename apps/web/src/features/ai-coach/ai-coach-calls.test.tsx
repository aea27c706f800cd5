import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, CALL_STATUS_TEXTS, COACH_MESSAGES, COACH_TEXTS, matchEndpoint, urlOf, type CoachTurn, type PublicConfig, type VoiceServerMessage } from '@stride/domain';
import { COACH_CHAT_TEXTS } from '../../lib/coach/coach-chat-texts';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AiCoachPage } from './ai-coach-page';

const config = vi.hoisted(() => ({
  current: { appOrigin: 'http://localhost', supportEmail: 'help@stride.test', appStoreUrl: null, playStoreUrl: null, voiceCalls: true } as PublicConfig,
}));
vi.mock('../../lib/config', () => ({ getPublicConfig: () => config.current }));
// No microphone or audio device under jsdom: the call's own logic runs, the devices are stand-ins.
vi.mock('./voice/mic-capture', () => ({ startMicCapture: vi.fn(async () => ({ context: {} as AudioContext, stop: vi.fn() })) }));
vi.mock('./voice/speech-player', () => ({
  createSpeechPlayer: () => ({ onDrained: null, play: vi.fn(), stop: () => 0, played: () => 0, busy: () => false, reset: vi.fn() }),
}));

/** A WebSocket whose upgrade the server refuses: it closes (1006) without ever opening, as a browser reports it. */
class RefusedSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  readyState = RefusedSocket.CONNECTING;
  binaryType = 'blob';
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    setTimeout(() => {
      this.readyState = RefusedSocket.CLOSED;
      this.onclose?.({ code: 1006 });
    }, 10);
  }
  send() {}
  close() {}
}

/** A call the server accepted: the test says what the server sends. */
class OpenSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static last: OpenSocket | null = null;
  readyState = OpenSocket.CONNECTING;
  binaryType = 'blob';
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    OpenSocket.last = this;
    setTimeout(() => (this.readyState = OpenSocket.OPEN), 0);
  }
  receive(message: VoiceServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  send() {}
  close() {
    this.readyState = OpenSocket.CLOSED;
    this.onclose?.({ code: 1000 });
  }
}

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000c2', firstName: 'Ada' });
const loads = {
  [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]),
  [on(API.goals.list, { params: { userId: me.id } })]: () => jsonResponse([]),
  [on(API.vision.get, { params: { userId: me.id } })]: () => jsonResponse(null),
  // Issue 21: the coach's own messages (the weekly review), for the Message button's badge.
  [on(API.coach.inbox)]: () => jsonResponse({ unread: 0, messages: [] }),
};
const renderPage = () => renderWithProviders(<AiCoachPage />, { route: '/aicoach', preloadedState: { auth: { user: me, isAuthenticated: true } } });

afterEach(() => {
  config.current = { ...config.current, voiceCalls: true };
});

describe('AiCoachPage calls', () => {
  it('shows beforehand that calls are unavailable: the Call button is disabled and described, and nothing is asked of the server', async () => {
    config.current = { ...config.current, voiceCalls: false };
    const fetchMock = mockApi(loads);
    renderPage();
    const call = screen.getByRole('button', { name: COACH_TEXTS.call });
    expect(call).toBeDisabled();
    expect(call).toHaveAccessibleDescription(COACH_TEXTS.callsUnavailable);
    expect(screen.getByText(COACH_TEXTS.callsUnavailable)).toBeVisible();
    // Chat is still there.
    expect(screen.getByRole('button', { name: COACH_TEXTS.message })).toBeEnabled();
    await screen.findByText(/Your coach sees your 0 habits/);
    // Issue 51: and no allowance of calls is promised.
    expect(screen.getByText(/Your coach sees your 0 habits/)).toHaveTextContent(/Your plan includes \d+ messages a day\.$/);
    // Not even with a query: the call's endpoint is never asked.
    expect(fetchMock.mock.calls.map(([url]) => String(url).split('?')[0])).not.toContain(urlOf(API.coach.voice));
  });

  it('a refused call shows why in the modal, never "Listening for you..." behind the error', async () => {
    vi.stubGlobal('WebSocket', RefusedSocket);
    const refusal = 'The AI coach could not answer just now. Please try again in a moment.';
    mockApi({ ...loads, [on(API.coach.voice)]: () => errorResponse('unavailable', refusal) });
    const { user } = renderPage();
    // This server can call: the button is as it always was.
    const call = screen.getByRole('button', { name: COACH_TEXTS.call });
    expect(call).toBeEnabled();
    expect(call).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(COACH_TEXTS.callsUnavailable)).toBeNull();
    await user.click(call);
    const modal = await screen.findByRole('dialog', { name: COACH_TEXTS.callTitle, hidden: true });
    const alert = await screen.findByRole('alertdialog', { name: COACH_TEXTS.callErrorTitle });
    expect(within(alert).getByText(refusal)).toBeInTheDocument();
    expect(within(modal).queryByText(CALL_STATUS_TEXTS.idle)).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Behind the dialog, and after it: the reason, with a way to try again; no call state.
    expect(within(modal).getByText(refusal)).toBeInTheDocument();
    expect(within(modal).queryByText(CALL_STATUS_TEXTS.idle)).toBeNull();
    expect(within(modal).getByRole('button', { name: COACH_TEXTS.callRetry })).toBeEnabled();
    // Ending the call resets it.
    await user.click(within(modal).getByRole('button', { name: COACH_TEXTS.endCall }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: COACH_TEXTS.callTitle })).toBeNull());
  });

  it('shows what the coach proposed while it waits for a spoken yes, until the person answers (issue 37)', async () => {
    // The dates are written against the browser's today (no year for this one's): a day of its own,
    // not the wall clock's (it failed from 2027 on). Only Date is mocked; vi.useRealTimers() (setup.ts) restores it.
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    vi.stubGlobal('WebSocket', OpenSocket);
    const sessionId = '00000000-0000-4000-8000-00000000c0a1';
    const proposal = { id: '00000000-0000-4000-8000-00000000c0f1', text: 'Pause all your habits from 2026-12-20 to 2027-01-02?', functionCalled: 'pauseHabits' as const };
    mockApi(loads);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: COACH_TEXTS.call }));
    const modal = await screen.findByRole('dialog', { name: COACH_TEXTS.callTitle });
    await waitFor(() => expect(OpenSocket.last?.readyState).toBe(OpenSocket.OPEN));
    const socket = OpenSocket.last!;
    act(() => {
      socket.receive({ type: 'ready', sessionId, secondsLeft: 60 });
      socket.receive({ type: 'transcript', text: 'pause everything for the holidays' });
      socket.receive({ type: 'reply', text: 'Pause all your habits over the holidays?', interrupted: false, audioSamples: 0, proposal });
    });
    const card = await within(modal).findByRole('group', { name: COACH_CHAT_TEXTS.callProposalTitle });
    expect(card).toHaveAccessibleDescription('Pause all your habits from Sun 20 Dec to Sat 2 Jan 2027?');
    expect(card).toHaveTextContent(COACH_CHAT_TEXTS.callProposalHint);
    // Read once by screen readers, as it appears.
    expect(within(modal).getByText(COACH_CHAT_TEXTS.proposalAnnounced('Pause all your habits from Sun 20 Dec to Sat 2 Jan 2027?'))).toHaveAttribute('role', 'status');
    // The person answered (a yes does it on the server, anything else cancels it): no longer waiting.
    act(() => socket.receive({ type: 'transcript', text: 'yes' }));
    await waitFor(() => expect(within(modal).queryByText(COACH_CHAT_TEXTS.callProposalTitle)).toBeNull());
    await user.click(within(modal).getByRole('button', { name: COACH_TEXTS.endCall }));
  });

  describe('Confirm and Cancel in a call (issue 37)', () => {
    const sessionId = '00000000-0000-4000-8000-00000000c0a2';
    const gym = makeHabit({ name: 'Gym' });
    const proposal = { id: '00000000-0000-4000-8000-00000000c0f2', text: 'Delete "Gym" and its 12 weeks of history?', functionCalled: 'deleteHabit' as const };
    const undoId = '00000000-0000-4000-8000-00000000c0e2';
    const deleted = { functionCalled: 'deleteHabit' as const, functionResult: { habitId: gym.id, undoId, name: 'Gym' }, summary: 'Deleted the habit "Gym". It can be undone for 30 days.' };
    const turn = (reply: string, extra: Partial<CoachTurn> = {}): CoachTurn => ({ reply, sessionId, functionCalled: null, functionResult: null, functionCalls: [], online: true, ...extra });
    const decided = (fetchMock: ReturnType<typeof mockApi>) =>
      fetchMock.mock.calls.filter(([url, init]) => matchEndpoint(API.coach.decide, init?.method ?? 'GET', String(url))).map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body)) as unknown }));

    /** A call in which the coach proposed to delete Gym. */
    async function proposedInCall(decide: () => Response | Promise<Response>) {
      vi.stubGlobal('WebSocket', OpenSocket);
      const fetchMock = mockApi({ ...loads, [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([gym]), [on(API.coach.decide)]: decide });
      const rendered = renderPage();
      await screen.findByText(/Your coach sees your 1 habit,/);
      await rendered.user.click(screen.getByRole('button', { name: COACH_TEXTS.call }));
      const modal = await screen.findByRole('dialog', { name: COACH_TEXTS.callTitle });
      await waitFor(() => expect(OpenSocket.last?.readyState).toBe(OpenSocket.OPEN));
      const socket = OpenSocket.last!;
      act(() => {
        socket.receive({ type: 'ready', sessionId, secondsLeft: 60 });
        socket.receive({ type: 'transcript', text: 'delete gym' });
        socket.receive({ type: 'reply', text: 'That deletes Gym for good. Shall I?', interrupted: false, audioSamples: 0, proposal });
      });
      const card = await within(modal).findByRole('group', { name: COACH_CHAT_TEXTS.callProposalTitle });
      return { ...rendered, fetchMock, modal, card, socket };
    }

    it('Confirm does it in the call’s conversation: the card goes, the coach’s answer shows and has the focus, the delete has its Undo', async () => {
      const { user, fetchMock, modal, card } = await proposedInCall(() => jsonResponse(turn(deleted.summary, { functionCalled: 'deleteHabit', functionResult: deleted.functionResult, functionCalls: [deleted] })));
      // Cancel first, so a stray Enter never confirms.
      expect(within(card).getAllByRole('button').map((b) => b.textContent)).toEqual([COACH_CHAT_TEXTS.cancel, COACH_CHAT_TEXTS.confirm]);
      await user.click(within(card).getByRole('button', { name: COACH_CHAT_TEXTS.confirm }));
      await waitFor(() => expect(within(modal).queryByRole('group', { name: COACH_CHAT_TEXTS.callProposalTitle })).toBeNull());
      expect(decided(fetchMock)).toEqual([{ url: urlOf(API.coach.decide, { params: { sessionId } }), body: { proposalId: proposal.id, decision: 'confirm' } }]);
      const exchange = within(modal).getByRole('group', { name: 'Last exchange' });
      expect(exchange).toHaveTextContent(`${COACH_TEXTS.coach}: ${deleted.summary}`);
      await waitFor(() => expect(exchange).toHaveFocus());
      expect(within(modal).getByRole('button', { name: `${COACH_TEXTS.undo}: ${COACH_TEXTS.deletedHabit('Gym')}` })).toBeEnabled();
      // Every screen knows: the page no longer counts Gym.
      await screen.findByText(/Your coach sees your 0 habits,/);
      await user.click(within(modal).getByRole('button', { name: COACH_TEXTS.endCall }));
    });

    it('Cancel by keyboard answers no; nothing is deleted', async () => {
      const { user, fetchMock, modal, card } = await proposedInCall(() => jsonResponse(turn('Fine, Gym stays.')));
      within(card).getByRole('button', { name: COACH_CHAT_TEXTS.cancel }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(within(modal).getByRole('group', { name: 'Last exchange' })).toHaveTextContent('Fine, Gym stays.'));
      expect(within(modal).queryByRole('group', { name: COACH_CHAT_TEXTS.callProposalTitle })).toBeNull();
      expect(decided(fetchMock).map((d) => d.body)).toEqual([{ proposalId: proposal.id, decision: 'cancel' }]);
      expect(screen.getByText(/Your coach sees your 1 habit,/)).toBeInTheDocument();
      await user.click(within(modal).getByRole('button', { name: COACH_TEXTS.endCall }));
    });

    it('keeps the card with the reason when the answer could not be sent, and says so quietly when it waits no more', async () => {
      let answer = () => Promise.reject(new TypeError('Failed to fetch')) as Promise<Response>;
      const { user, modal, card } = await proposedInCall(() => answer());
      await user.click(within(card).getByRole('button', { name: COACH_CHAT_TEXTS.confirm }));
      expect(await within(card).findByRole('alert')).toHaveTextContent(COACH_TEXTS.chatError);
      // Back on the card's first button, Cancel.
      await waitFor(() => expect(within(card).getByRole('button', { name: COACH_CHAT_TEXTS.cancel })).toHaveFocus());
      answer = async () => errorResponse('not_found', COACH_MESSAGES.proposalGone);
      await user.click(within(card).getByRole('button', { name: COACH_CHAT_TEXTS.confirm }));
      await waitFor(() => expect(within(modal).queryByRole('group', { name: COACH_CHAT_TEXTS.callProposalTitle })).toBeNull());
      expect(within(modal).getByText(COACH_MESSAGES.proposalGone)).toHaveAttribute('role', 'status');
      await user.click(within(modal).getByRole('button', { name: COACH_TEXTS.endCall }));
    });

    it('a spoken answer while Confirm is on its way stands: the card goes and the caption is what was said', async () => {
      const answer = deferred<Response>();
      const { user, modal, card, socket } = await proposedInCall(() => answer.promise);
      await user.click(within(card).getByRole('button', { name: COACH_CHAT_TEXTS.confirm }));
      await within(card).findByRole('button', { name: COACH_CHAT_TEXTS.confirming });
      act(() => socket.receive({ type: 'transcript', text: 'no wait' }));
      answer.resolve(errorResponse('not_found', COACH_MESSAGES.proposalGone));
      await waitFor(() => expect(within(modal).queryByRole('group', { name: COACH_CHAT_TEXTS.callProposalTitle })).toBeNull());
      expect(within(modal).getByRole('group', { name: 'Last exchange' })).toHaveTextContent(`${COACH_TEXTS.you}: no wait`);
      expect(within(modal).queryByText(COACH_MESSAGES.proposalGone)).toBeNull();
      await user.click(within(modal).getByRole('button', { name: COACH_TEXTS.endCall }));
    });
  });
});
