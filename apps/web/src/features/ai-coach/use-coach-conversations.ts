import { useCallback, useRef, useState } from 'react';
import type { CoachAllowance, CoachSessionList } from '@stride/domain';
import { coachApi } from '../../lib/coach/coach-api';

export type ConversationSummary = CoachSessionList['sessions'][number];

/** How the last asking for the list went: the menu says so while nothing is known yet. */
export type ConversationsStatus = 'loading' | 'failed' | 'ready';

/** The messages the plan leaves today, as the chat shows them under its input. */
export interface MessagesAllowance {
  left: number;
  perDay: number;
}

/**
 * What the chat knows beside the conversation on screen (issue 37): the person's conversations
 * (newest first, asked for each time the chat opens: another device may have gone on) and the
 * messages left today (asked for on opening, then told by each turn). Either stays as it was when
 * asking fails (offline): the chat goes on without it, and the menu says the list could not be read.
 */
export function useCoachConversations(messagesPerDay: number) {
  const [conversations, setConversations] = useState<ConversationSummary[] | null>(null);
  const [conversationsStatus, setConversationsStatus] = useState<ConversationsStatus>('loading');
  const [allowance, setAllowance] = useState<MessagesAllowance | null>(null);
  const listing = useRef<Promise<ConversationSummary[] | null> | null>(null);

  /** The list, asked once at a time: answers it, or null when it could not be read. */
  const loadConversations = useCallback(() => {
    if (listing.current) return listing.current;
    setConversationsStatus('loading');
    const asked = coachApi.sessions().then(
      ({ sessions }) => {
        setConversations(sessions);
        setConversationsStatus('ready');
        return sessions;
      },
      () => {
        setConversationsStatus('failed');
        return null;
      },
    );
    listing.current = asked;
    void asked.finally(() => {
      if (listing.current === asked) listing.current = null;
    });
    return asked;
  }, []);

  const loadAllowance = useCallback(async () => {
    try {
      const answer: CoachAllowance = await coachApi.allowance();
      setAllowance({ left: answer.messagesLeft, perDay: answer.messagesPerDay });
    } catch {
      // Offline or refused: the line under the input keeps what it knew.
    }
  }, []);

  /** A turn told what is left (or the day's limit was met: `0`). */
  const messagesLeft = useCallback(
    (left: number | undefined) => {
      if (left === undefined) return;
      setAllowance((known) => ({ left, perDay: known?.perDay ?? messagesPerDay }));
    },
    [messagesPerDay],
  );

  return { conversations, conversationsStatus, allowance, loadConversations, loadAllowance, messagesLeft };
}
