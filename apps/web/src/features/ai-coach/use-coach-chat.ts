import { useCallback, useEffect, useRef, useState } from 'react';
import { COACH_MESSAGES, COACH_TEXTS, type ChatMessage, type CoachInboxMessage, type CoachSession, type CoachTurn } from '@stride/domain';
import { ApiError } from '../../lib/api-client';
import { actionLinesOf, replyBesideActions, type CoachActionLine, type RanCall } from '../../lib/coach/coach-action-lines';
import { coachApi } from '../../lib/coach/coach-api';
import { applyCoachChanges, coachChanges } from '../../lib/coach/coach-actions';
import { streamChat } from '../../lib/coach/chat-stream';
import { getErrorMessage } from '../../lib/error-message';
import { useAppDispatch } from '../../lib/store/hooks';
import { chatSessionStore } from './chat-session-store';
import { NO_PROPOSAL, answerProposal, type ProposalState } from './proposal-state';
import { useCoachConversations } from './use-coach-conversations';
import { appTexts } from '../../lib/i18n/app-texts';
import type { Suggestion } from './chat-suggestions';

/** COACH_TEXTS in the account's language at the time of the call (issue 54). */
const coachTexts = () => appTexts({ COACH_TEXTS }).COACH_TEXTS;

export interface ChatEntry extends ChatMessage {
  id: number;
  /** An error shown as the coach's bubble (section 8 "Chat failure"): it cannot be reported. */
  error?: boolean;
  reported?: boolean;
  /** What the coach did in this turn, one line each; a delete with its Undo. */
  actions?: CoachActionLine[];
  /** The reply as its bubble shows it beside `actions` (the reply itself is what a report sends). */
  shown?: string;
  /** A message the coach sent on its own (the weekly review, issue 21): its inbox id. */
  fromCoach?: string;
}

export type ReportOutcome = 'sent' | 'failed';

/** What a reply offered to tap: each button shows its label (the person's language) and sends its request (issue 54). */
const suggestionsOf = (said: Pick<CoachTurn, 'suggestions' | 'suggestionLabels'>): Suggestion[] =>
  (said.suggestions ?? []).map((text, i) => ({ text, label: said.suggestionLabels?.[i] ?? text }));

/** A conversation read back, or null when it is not the caller's or no longer kept. */
async function readConversation(id: string): Promise<CoachSession | null> {
  try {
    return await coachApi.session(id);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
}

/**
 * Section 2 "AI Coach chat dialog" and section 4 "Chat limit": the conversation and its calls.
 * Conversations are kept on the server (issue 37): the chat reopens the one this tab showed, else
 * the person's latest, the first time it is needed in a page (`restore`); `startNew` and `open`
 * choose another. The tab remembers its choice (`chatSessionStore`) so a reload stays on it.
 */
export function useCoachChat(getContext: () => Record<string, unknown>, userId: string | undefined, messagesPerDay: number) {
  const dispatch = useAppDispatch();
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [sending, setSending] = useState(false);
  const [online, setOnline] = useState<boolean | null>(null);
  /** The reply as it streams in, until the turn is done and it joins `messages`. */
  const [streaming, setStreaming] = useState<string | null>(null);
  /** What the turn being answered did so far, shown (deletes with their Undo) as soon as it is done. */
  const [pendingActions, setPendingActions] = useState<CoachActionLine[]>([]);
  /** Things to say next, from the last reply. */
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [proposal, setProposal] = useState<ProposalState>(NO_PROPOSAL);
  const [sessionId, setSessionIdState] = useState<string | null>(null);
  const session = useRef<string | null>(null);
  /** Reading a conversation back (the kept one, or one the person chose). */
  const [restoring, setRestoring] = useState(false);
  /** The conversation to go on with could not be read back (offline): the chat says so, with Retry. */
  const [restoreFailed, setRestoreFailed] = useState(false);
  /** Said quietly when a chosen conversation could not be shown. */
  const [notice, setNotice] = useState<string | null>(null);
  const { conversations, conversationsStatus, allowance, loadConversations, loadAllowance, messagesLeft } = useCoachConversations(messagesPerDay);
  // Section 4 "Chat limit": none left today, as the server told it on opening or in the last turn
  // (a 429 makes it 0). Known before the person types; the next opening asks again (a new day, a new plan).
  const limitReached = allowance !== null && allowance.left <= 0;
  /** The kept conversation's reading, once per page (again after a failure to reach the server). */
  const restoring$ = useRef<Promise<void> | null>(null);
  /** Bumped when the person chooses a conversation: a reading begun before then is dropped. */
  const generation = useRef(0);
  const nextId = useRef(1);
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the coach cancels a reply still on its way (the server then refunds the message).
  useEffect(() => () => inFlight.current?.abort(), []);

  const setSession = useCallback(
    (id: string | null) => {
      session.current = id;
      setSessionIdState(id);
      chatSessionStore.write(userId, id);
    },
    [userId],
  );

  const add = useCallback((entry: Omit<ChatEntry, 'id'>) => setMessages((list) => [...list, { ...entry, id: nextId.current++ }]), []);
  /** A conversation read back (issue 54): the last reply's buttons again, and which coach answers (its chip). */
  const showKept = useCallback((kept: CoachSession) => {
    setSuggestions(suggestionsOf(kept));
    if (kept.online !== undefined) setOnline(kept.online);
  }, []);
  const entriesOf = useCallback((kept: CoachSession): ChatEntry[] => kept.messages.map((m) => ({ role: m.role, content: m.content, id: nextId.current++ })), []);

  /** The coach's own messages (newest first, as the inbox answers), added once each at the end of the conversation. */
  const showFromCoach = useCallback((inbox: readonly CoachInboxMessage[]) => {
    setMessages((list) => {
      const shown = new Set(list.map((m) => m.fromCoach).filter(Boolean));
      const fresh = [...inbox].reverse().filter((m) => !shown.has(m.id));
      return fresh.length ? [...list, ...fresh.map((m) => ({ role: 'assistant' as const, content: m.content, fromCoach: m.id, id: nextId.current++ }))] : list;
    });
  }, []);

  /**
   * Shows the conversation to go on with, before anything said since: the one this tab showed,
   * else the latest. Once per page; a page that could not reach the server tries again when the
   * chat next needs it.
   */
  const restore = useCallback((): Promise<void> => {
    if (restoring$.current) return restoring$.current;
    // A conversation is on screen already (this page's, or one the person chose).
    if (session.current) return Promise.resolve();
    const began = generation.current;
    const reading = (async () => {
      setRestoring(true);
      setRestoreFailed(false);
      try {
        const tabs = chatSessionStore.read(userId);
        let kept = tabs ? await readConversation(tabs) : null;
        if (!kept) {
          if (tabs) chatSessionStore.write(userId, null);
          const list = await loadConversations();
          if (list === null) throw new ApiError(0, null);
          kept = list[0] ? await readConversation(list[0].id) : null;
        }
        if (!kept || generation.current !== began || session.current) return;
        const { proposal: waiting = null } = kept;
        setMessages((list) => [...entriesOf(kept), ...list]);
        setSession(kept.sessionId);
        setProposal({ ...NO_PROPOSAL, proposal: waiting });
        showKept(kept);
      } catch {
        // Not reached (offline): said, with Retry; the next time the chat needs it, it asks again.
        if (generation.current === began) {
          restoring$.current = null;
          setRestoreFailed(true);
        }
      } finally {
        // A conversation the person chose meanwhile says when it is shown.
        if (generation.current === began) setRestoring(false);
      }
    })();
    restoring$.current = reading;
    return reading;
  }, [entriesOf, loadConversations, setSession, showKept, userId]);

  /**
   * The chat opened (or Retry after it could not reach the server): what the plan leaves today
   * (a new day or a new plan lifts the limit here), the conversations, then the kept one.
   */
  const opened = useCallback(() => {
    void loadAllowance();
    void loadConversations();
    return restore();
  }, [loadAllowance, loadConversations, restore]);

  /** Stops reading back anything older: the person has chosen what the chat shows. */
  const choose = useCallback(() => {
    generation.current++;
    restoring$.current = Promise.resolve();
    setSuggestions([]);
    setProposal(NO_PROPOSAL);
    setNotice(null);
    setRestoreFailed(false);
  }, []);

  /** A fresh conversation: the next message is sent without a session. */
  const startNew = useCallback(() => {
    if (sending) return;
    choose();
    setMessages([]);
    setSession(null);
  }, [choose, sending, setSession]);

  /** Shows an earlier conversation and goes on with it. */
  const open = useCallback(
    async (id: string) => {
      if (sending) return;
      choose();
      setRestoring(true);
      try {
        const kept = await readConversation(id);
        if (!kept) {
          setNotice(COACH_MESSAGES.sessionGone);
          void loadConversations();
          return;
        }
        setMessages(entriesOf(kept));
        setSession(kept.sessionId);
        setProposal({ ...NO_PROPOSAL, proposal: kept.proposal ?? null });
        showKept(kept);
      } catch (error) {
        setNotice(getErrorMessage(error));
      } finally {
        setRestoring(false);
      }
    },
    [choose, entriesOf, loadConversations, sending, setSession, showKept],
  );

  /** A turn's answer on screen: its reply with what it did, what to tap next, and what waits for a yes. */
  const showTurn = useCallback(
    (turn: CoachTurn) => {
      setSession(turn.sessionId);
      // The chat goes on in the conversation this turn is in: nothing else to reopen.
      setRestoreFailed(false);
      setOnline(turn.online);
      add({ role: 'assistant', content: turn.reply, actions: actionLinesOf(turn.functionCalls), shown: replyBesideActions(turn.reply, turn.functionCalls) });
      // Issue 54: each button shows its label in the person's language and sends the request.
      setSuggestions(suggestionsOf(turn));
      // A new turn drops the card unless it carries a proposal (the same, or a new one).
      setProposal((current) => ({ ...NO_PROPOSAL, proposal: turn.proposal ?? null, gone: turn.proposal ? null : current.gone }));
      messagesLeft(turn.messagesLeft);
    },
    [add, messagesLeft, setSession],
  );

  const send = useCallback(
    async (text: string, shown?: string) => {
      const message = text.trim();
      if (!message || sending) return false; // blank messages are ignored
      setSending(true);
      setSuggestions([]);
      setNotice(null);
      setProposal((current) => ({ ...current, error: null, gone: null }));
      add({ role: 'user', content: shown ?? message });
      const controller = new AbortController();
      inFlight.current = controller;
      const ran: RanCall[] = [];
      try {
        // The conversation this message continues (a tap on the AI Coach page may come first).
        await restore();
        let written = '';
        const turn = await streamChat(
          // A tapped button's words go with its request: a reopened conversation shows them too (issue 54).
          { message, ...(shown && shown !== message ? { shown } : {}), sessionId: session.current, context: getContext() },
          {
            delta: (text) => {
              written += text;
              setStreaming(written);
            },
            // Each change reaches the screens the moment the coach made it.
            function: (call) => {
              dispatch(applyCoachChanges(coachChanges({ functionCalled: call.functionCalled, functionResult: call.functionResult, functionCalls: [call] })));
              ran.push(call);
              setPendingActions(actionLinesOf(ran));
            },
          },
          controller.signal,
        );
        showTurn(turn);
      } catch (error) {
        if (controller.signal.aborted) return true;
        if (error instanceof ApiError && error.status === 429) {
          messagesLeft(0);
          add({ role: 'assistant', content: error.serverMessage ?? coachTexts().limitFallback, error: true });
        } else {
          // A turn that failed after a delete: the delete stands, and can still be undone.
          add({ role: 'assistant', content: getErrorMessage(error, coachTexts().chatError), error: true, actions: actionLinesOf(ran) });
        }
      } finally {
        setStreaming(null);
        setPendingActions([]);
        setSending(false);
        if (inFlight.current === controller) inFlight.current = null;
      }
      return true;
    },
    [add, dispatch, getContext, messagesLeft, restore, sending, showTurn],
  );

  /** Confirm or Cancel on the card: the server answers a turn, applied and shown like any other. */
  const decide = useCallback(
    async (decision: 'confirm' | 'cancel') => {
      const waiting = proposal.proposal;
      const id = session.current;
      if (!waiting || !id || proposal.deciding || sending) return;
      setProposal((current) => ({ ...current, deciding: decision, error: null }));
      const answer = await answerProposal(id, waiting, decision);
      if ('state' in answer) return setProposal(answer.state);
      dispatch(applyCoachChanges(coachChanges(answer.turn)));
      showTurn(answer.turn);
    },
    [dispatch, proposal, sending, showTurn],
  );

  /** Reports an assistant reply as unhelpful, once: the button stays disabled after a successful report. */
  const report = useCallback(
    async (id: number): Promise<ReportOutcome> => {
      const index = messages.findIndex((m) => m.id === id);
      const reported = messages[index];
      if (!reported || reported.role !== 'assistant' || reported.reported) return 'failed';
      try {
        await coachApi.report({
          reportedMessage: { role: 'assistant', content: reported.content },
          chatHistory: messages.slice(0, index + 1).map(({ role, content }) => ({ role, content })),
          sessionId: session.current,
        });
        setMessages((list) => list.map((m) => (m.id === id ? { ...m, reported: true } : m)));
        return 'sent';
      } catch {
        return 'failed';
      }
    },
    [messages],
  );

  return {
    messages,
    streaming,
    pendingActions,
    sending,
    limitReached,
    online,
    restoring,
    restoreFailed,
    notice,
    suggestions,
    proposal,
    sessionId,
    conversations,
    conversationsStatus,
    allowance,
    send,
    decide,
    report,
    restore,
    opened,
    startNew,
    open,
    loadConversations,
    showFromCoach,
  };
}
export type CoachChat = ReturnType<typeof useCoachChat>;
