import { useCallback, useEffect, useRef, useState } from 'react';
import { COACH_TEXTS, type ChatMessage, type CoachInboxMessage } from '@stride/domain';
import { ApiError } from '../../lib/api-client';
import { coachApi } from '../../lib/coach/coach-api';
import { applyCoachChanges, coachChanges } from '../../lib/coach/coach-actions';
import { deletionOf, type CoachDeletion } from '../../lib/coach/coach-undo';
import { streamChat } from '../../lib/coach/chat-stream';
import { getErrorMessage } from '../../lib/error-message';
import { useAppDispatch } from '../../lib/store/hooks';
import { chatSessionStore } from './chat-session-store';

export interface ChatEntry extends ChatMessage {
  id: number;
  /** An error shown as the coach's bubble (section 8 "Chat failure"): it cannot be reported. */
  error?: boolean;
  reported?: boolean;
  /** What the coach deleted in this turn, each with an Undo. */
  deletions?: CoachDeletion[];
  /** A message the coach sent on its own (the weekly review, issue 21): its inbox id. */
  fromCoach?: string;
}

export type ReportOutcome = 'sent' | 'failed';

/**
 * Section 2 "AI Coach chat dialog" and section 4 "Chat limit": the conversation and its calls.
 * The session is kept for the tab (`chatSessionStore`): `restore` shows it again after a reload.
 */
export function useCoachChat(getContext: () => Record<string, unknown>, userId?: string) {
  const dispatch = useAppDispatch();
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [sending, setSending] = useState(false);
  const [limitReached, setLimitReached] = useState(false);
  const [online, setOnline] = useState<boolean | null>(null);
  /** The reply as it streams in, until the turn is done and it joins `messages`. */
  const [streaming, setStreaming] = useState<string | null>(null);
  /** Deletes of the turn being answered, shown with their Undo as soon as they are made. */
  const [pendingDeletions, setPendingDeletions] = useState<CoachDeletion[]>([]);
  const sessionId = useRef<string | null>(chatSessionStore.read(userId));
  /** Reading the kept conversation back (once per page). */
  const [restoring, setRestoring] = useState(false);
  const restored = useRef(false);
  const nextId = useRef(1);
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the coach cancels a reply still on its way (the server then refunds the message).
  useEffect(() => () => inFlight.current?.abort(), []);

  const add = useCallback((entry: Omit<ChatEntry, 'id'>) => setMessages((list) => [...list, { ...entry, id: nextId.current++ }]), []);

  /** The coach's own messages (newest first, as the inbox answers), added once each at the end of the conversation. */
  const showFromCoach = useCallback((inbox: readonly CoachInboxMessage[]) => {
    setMessages((list) => {
      const shown = new Set(list.map((m) => m.fromCoach).filter(Boolean));
      const fresh = [...inbox].reverse().filter((m) => !shown.has(m.id));
      return fresh.length ? [...list, ...fresh.map((m) => ({ role: 'assistant' as const, content: m.content, fromCoach: m.id, id: nextId.current++ }))] : list;
    });
  }, []);

  /** Shows the tab's conversation so far (after a reload), once; the next message continues it. */
  const restore = useCallback(async () => {
    // Only what the tab kept before this page: a session this page began is on screen already.
    if (restored.current) return;
    restored.current = true;
    const id = sessionId.current;
    if (!id) return;
    setRestoring(true);
    try {
      const kept = await coachApi.session(id);
      // Before anything said since it was asked for.
      setMessages((list) => [...kept.messages.map((m) => ({ role: m.role, content: m.content, id: nextId.current++ })), ...list]);
    } catch (error) {
      // Not this user's, or no longer kept: a new conversation starts with the next message.
      if (error instanceof ApiError && error.code === 'not_found' && sessionId.current === id) {
        sessionId.current = null;
        chatSessionStore.write(userId, null);
      }
    } finally {
      setRestoring(false);
    }
  }, [userId]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || sending) return false; // blank messages are ignored
      setLimitReached(false);
      setSending(true);
      add({ role: 'user', content: message });
      const controller = new AbortController();
      inFlight.current = controller;
      const deletions: CoachDeletion[] = [];
      try {
        let written = '';
        const turn = await streamChat(
          { message, sessionId: sessionId.current, context: getContext() },
          {
            delta: (text) => {
              written += text;
              setStreaming(written);
            },
            // Each change reaches the screens the moment the coach made it.
            function: (call) => {
              dispatch(applyCoachChanges(coachChanges({ functionCalled: call.functionCalled, functionResult: call.functionResult, functionCalls: [call] })));
              const deletion = deletionOf(call);
              if (deletion) {
                deletions.push(deletion);
                setPendingDeletions([...deletions]);
              }
            },
          },
          controller.signal,
        );
        sessionId.current = turn.sessionId;
        chatSessionStore.write(userId, turn.sessionId);
        setOnline(turn.online);
        add({ role: 'assistant', content: turn.reply, deletions });
      } catch (error) {
        if (controller.signal.aborted) return true;
        if (error instanceof ApiError && error.status === 429) {
          setLimitReached(true);
          add({ role: 'assistant', content: error.serverMessage ?? COACH_TEXTS.limitFallback, error: true });
        } else {
          // A turn that failed after a delete: the delete stands, and can still be undone.
          add({ role: 'assistant', content: getErrorMessage(error, COACH_TEXTS.chatError), error: true, deletions });
        }
      } finally {
        setStreaming(null);
        setPendingDeletions([]);
        setSending(false);
        if (inFlight.current === controller) inFlight.current = null;
      }
      return true;
    },
    [add, dispatch, getContext, sending, userId],
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
          sessionId: sessionId.current,
        });
        setMessages((list) => list.map((m) => (m.id === id ? { ...m, reported: true } : m)));
        return 'sent';
      } catch {
        return 'failed';
      }
    },
    [messages],
  );

  return { messages, streaming, pendingDeletions, sending, limitReached, online, restoring, send, report, restore, showFromCoach, sessionId };
}
export type CoachChat = ReturnType<typeof useCoachChat>;
