import { API, type ReportBody } from '@stride/domain';
import { apiCall } from '../api-client';

/**
 * Section 7 "AI coach". Answers are checked against the contract's schemas. The chat goes through
 * `chat-stream.ts` and the call through the voice WebSocket (decision 016); the spec's JSON chat
 * and upload calls stay on the server for the mobile apps.
 */
export const coachApi = {
  report: (body: ReportBody) => apiCall(API.coach.report, { body }),
  /** The caller's own conversation so far (404 once it is not theirs or not kept). */
  session: (sessionId: string) => apiCall(API.coach.session, { params: { sessionId } }),
};
