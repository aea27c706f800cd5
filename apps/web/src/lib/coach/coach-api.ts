import { API, type ProposalDecisionBody, type ReportBody } from '@stride/domain';
import { apiCall } from '../api-client';

/**
 * Section 7 "AI coach". Answers are checked against the contract's schemas. The chat goes through
 * `chat-stream.ts` and the call through the voice WebSocket (decision 016); the spec's JSON chat
 * and upload calls stay on the server for the mobile apps.
 */
export const coachApi = {
  report: (body: ReportBody) => apiCall(API.coach.report, { body }),
  /** The caller's own conversation so far, and what in it waits for a yes (404 once it is not theirs or not kept). */
  session: (sessionId: string) => apiCall(API.coach.session, { params: { sessionId } }),
  /** The caller's own conversations, newest first (issue 37). */
  sessions: () => apiCall(API.coach.sessions),
  /** What the plan leaves today: messages and voice seconds. */
  allowance: () => apiCall(API.coach.allowance),
  /** Confirm or Cancel on a proposal's card: answers a coach turn (404 once it no longer waits). */
  decide: (sessionId: string, body: ProposalDecisionBody) => apiCall(API.coach.decide, { params: { sessionId }, body }),
};
