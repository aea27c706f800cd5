import { useCallback, useEffect, useRef, useState } from 'react';
import { API, COACH_TEXTS, urlOf, type VoiceCallState } from '@stride/domain';
import { ApiError, apiCall } from '../../lib/api-client';
import { applyCoachChanges, coachChanges } from '../../lib/coach/coach-actions';
import { deletionOf, type CoachDeletion } from '../../lib/coach/coach-undo';
import { useAppDispatch } from '../../lib/store/hooks';
import { NO_PROPOSAL, answerProposal, type ProposalState } from './proposal-state';
import { startMicCapture, type MicCapture } from './voice/mic-capture';
import { createSpeechPlayer } from './voice/speech-player';
import { openVoiceCallSession, type VoiceCallSession } from './voice/voice-call-session';
import { appTexts } from '../../lib/i18n/app-texts';

/** COACH_TEXTS in the account's language at the time of the call (issue 54). */
const coachTexts = () => appTexts({ COACH_TEXTS }).COACH_TEXTS;

/** Section 4 "Voice call" states, plus 'connecting' while the microphone and the call open. */
export type CallState = VoiceCallState;

export interface CallAlert {
  title: string;
  message: string;
}

/**
 * The call's line (issue 46: states as data): off; opening the microphone; live (the microphone
 * streams into the session); or closed by the server, the screen still saying why until End. `id`
 * tells one call from the next, so that what a call started late finds it ended.
 */
type CallLine =
  | { kind: 'off'; id: number }
  | { kind: 'opening'; id: number }
  | { kind: 'live' | 'closed'; id: number; mic: MicCapture; session: VoiceCallSession };

function voiceUrl(sessionId: string | null): string {
  const url = new URL(urlOf(API.coach.voice, { query: { sessionId: sessionId ?? undefined } }), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The voice call (issue 17): the microphone streams to the server over one WebSocket, the server
 * decides when the person has finished (its voice-activity detector), and the coach's voice plays
 * as it arrives. Speaking over the coach stops it. `onDenied` closes the call when the microphone
 * is refused.
 */
export function useVoiceCall({ onDenied }: { getContext?: () => unknown; onDenied: () => void }) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CallState>('idle');
  const [limitReached, setLimitReached] = useState(false);
  const [lost, setLost] = useState(false);
  /** Why the call could not go on; the modal shows it instead of a call state (issue 20: no 'Listening for you...' behind an error). */
  const [failure, setFailure] = useState<string | null>(null);
  const [alert, setAlert] = useState<CallAlert | null>(null);
  const [captions, setCaptions] = useState<{ you: string; coach: string }>({ you: '', coach: '' });
  /** What the coach deleted during this call, each with an Undo (issue 19). */
  const [deletions, setDeletions] = useState<CoachDeletion[]>([]);
  /**
   * What the coach proposed and waits for a yes for, as the call's last `reply` told it (issue 37):
   * said yes to, or answered with Confirm or Cancel on screen.
   */
  const [proposal, setProposal] = useState<ProposalState>(NO_PROPOSAL);
  const call = useRef<CallLine>({ kind: 'off', id: 0 });
  /** Counts what the person said in the call: a spoken answer while Confirm or Cancel was on its way stands. */
  const heardCount = useRef(0);
  /** The conversation a retried call continues. */
  const sessionId = useRef<string | null>(null);
  const latest = useRef({ onDenied });
  latest.current = { onDenied };

  const release = useCallback(() => {
    const line = call.current;
    call.current = { kind: 'off', id: line.id };
    if (line.kind !== 'live' && line.kind !== 'closed') return;
    line.session.end();
    line.mic.stop();
  }, []);

  /** Why a call could not open, asked of the server (a browser cannot read a refused upgrade's status). */
  const explainRefusal = useCallback(async () => {
    try {
      await apiCall(API.coach.voice);
      return null;
    } catch (error) {
      return error instanceof ApiError && error.status !== 426 ? error : null;
    }
  }, []);

  /** Opens the microphone and the call, unless a call is already running. */
  const start = useCallback(async () => {
    if (call.current.kind === 'opening' || call.current.kind === 'live') return;
    const callId = call.current.id + 1;
    call.current = { kind: 'opening', id: callId };
    /** This call's line, while it is live. */
    const live = () => {
      const line = call.current;
      return line.id === callId && line.kind === 'live' ? line : null;
    };
    setLimitReached(false);
    setLost(false);
    setFailure(null);
    setCaptions({ you: '', coach: '' });
    setDeletions([]);
    setProposal(NO_PROPOSAL);
    setState('connecting');
    let mic: MicCapture;
    try {
      mic = await startMicCapture((pcm) => {
        const line = call.current;
        if (line.id === callId && (line.kind === 'live' || line.kind === 'closed')) line.session.sendAudio(pcm);
      });
    } catch (error) {
      call.current = { kind: 'off', id: callId };
      const denied = error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
      setAlert({ title: coachTexts().callErrorTitle, message: denied ? coachTexts().microphoneDenied : coachTexts().recordingStartError });
      setState('idle');
      latest.current.onDenied();
      return;
    }
    // Ended (or another call begun) while the microphone opened.
    if (call.current.id !== callId || call.current.kind !== 'opening') return mic.stop();
    const player = createSpeechPlayer(mic.context);
    const session = openVoiceCallSession(voiceUrl(sessionId.current), player, {
      state: (next) => live() && setState(next),
      ready: (id) => {
        sessionId.current = id;
      },
      heard: (text) => {
        // The person answered: a yes does it, anything else cancels it.
        heardCount.current++;
        setProposal(NO_PROPOSAL);
        setCaptions({ you: text, coach: '' });
      },
      said: (text) => setCaptions((c) => ({ ...c, coach: text })),
      // What the reply asked a yes for shows until the person answers (the server decides what the answer does).
      replied: (_text, waiting) => setProposal({ ...NO_PROPOSAL, proposal: waiting }),
      changed: (change) => {
        dispatch(applyCoachChanges(coachChanges({ ...change, functionCalls: [change] })));
        const deletion = deletionOf(change);
        if (deletion) setDeletions((list) => [...list, deletion]);
      },
      limit: (message) => {
        setLimitReached(true);
        setAlert({ title: coachTexts().callErrorTitle, message: message || coachTexts().callLimitFallback });
      },
      failed: (message) => setAlert({ title: coachTexts().callErrorTitle, message: message || coachTexts().callError }),
      closed: ({ lost: dropped, opened }) => {
        if (!live()) return;
        call.current = { kind: 'closed', id: callId, mic, session };
        mic.stop();
        setState('idle');
        if (!dropped) return;
        if (opened) return setLost(true);
        // Refused before it opened: say why, as the spec's errors do (limit, no provider …).
        void explainRefusal().then((refusal) => {
          if (!refusal) return setLost(true);
          const message = refusal.serverMessage ?? (refusal.status === 429 ? coachTexts().callLimitFallback : coachTexts().callError);
          if (refusal.status === 429) setLimitReached(true);
          else setFailure(message);
          setAlert({ title: coachTexts().callErrorTitle, message });
        });
      },
    });
    call.current = { kind: 'live', id: callId, mic, session };
  }, [dispatch, explainRefusal]);

  /** Ends the call: everything stops and every piece of call state is reset. */
  const end = useCallback(() => {
    if (call.current.kind === 'off') return;
    setState('ending');
    release();
    setLimitReached(false);
    setLost(false);
    setFailure(null);
    setCaptions({ you: '', coach: '' });
    setDeletions([]);
    setProposal(NO_PROPOSAL);
    setState('idle');
  }, [release]);

  /**
   * Confirm or Cancel pressed while a proposal waits: answered as the chat's card answers it (the
   * same conversation). The coach's answer shows as its caption (it is not spoken), its changes
   * reach every screen, and a delete joins the call's lines with its Undo. Answered already by a
   * spoken yes or no meanwhile: the spoken answer stands.
   */
  const decide = useCallback(
    async (decision: 'confirm' | 'cancel') => {
      const waiting = proposal.proposal;
      const id = sessionId.current;
      if (!waiting || !id || proposal.deciding) return;
      const during = call.current.id;
      const heard = heardCount.current;
      setProposal((current) => ({ ...current, deciding: decision, error: null }));
      const answer = await answerProposal(id, waiting, decision);
      if ('turn' in answer) dispatch(applyCoachChanges(coachChanges(answer.turn)));
      // Ended meanwhile: nothing of this call is on screen any more.
      if (call.current.id !== during || call.current.kind === 'off') return;
      if ('turn' in answer) {
        const deleted = answer.turn.functionCalls.map(deletionOf).filter((d): d is CoachDeletion => d !== null);
        if (deleted.length) setDeletions((list) => [...list, ...deleted]);
      }
      if (heardCount.current !== heard) return;
      if ('state' in answer) return setProposal(answer.state);
      setCaptions({ you: '', coach: answer.turn.reply });
      setProposal({ ...NO_PROPOSAL, proposal: answer.turn.proposal ?? null });
    },
    [dispatch, proposal],
  );

  /** After a lost connection: a new call that continues the same conversation. */
  const retry = useCallback(() => {
    release();
    void start();
  }, [release, start]);

  useEffect(() => release, [release]);

  return { state, limitReached, lost, failure, captions, deletions, proposal, decide, alert, dismissAlert: () => setAlert(null), start, end, retry };
}
export type VoiceCall = ReturnType<typeof useVoiceCall>;
