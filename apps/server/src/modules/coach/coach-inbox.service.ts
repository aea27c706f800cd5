import type { Clock } from '../../clock.js';
import type { CoachInboxRepository } from './coach-inbox.repository.js';

/** The coach's unasked messages (weekly reviews, issue 21): written by the review job, read in the chat. */
export function createCoachInbox({ repo, clock }: { repo: CoachInboxRepository; clock: Clock }) {
  return {
    addReview: (userId: string, content: string) => repo.addReview(userId, content, clock.now()),
    unread: (userId: string) => repo.unread(userId),
    markRead: (userId: string, ids: string[]) => repo.markRead(userId, ids),
  };
}

export type CoachInbox = ReturnType<typeof createCoachInbox>;
