import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, CALL_STATUS_TEXTS, COACH_TEXTS, urlOf, type PublicConfig, type VoiceServerMessage } from '@stride/domain';
import { COACH_CHAT_TEXTS } from '../../lib/coach/coach-chat-texts';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
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
    const waiting = await within(modal).findByText(COACH_CHAT_TEXTS.callProposalTitle);
    expect(waiting.closest('[role="status"]')).toHaveTextContent('Pause all your habits from Sun 20 Dec to Sat 2 Jan 2027?');
    // The person answered (a yes does it on the server, anything else cancels it): no longer waiting.
    act(() => socket.receive({ type: 'transcript', text: 'yes' }));
    await waitFor(() => expect(within(modal).queryByText(COACH_CHAT_TEXTS.callProposalTitle)).toBeNull());
    await user.click(within(modal).getByRole('button', { name: COACH_TEXTS.endCall }));
  });
});
