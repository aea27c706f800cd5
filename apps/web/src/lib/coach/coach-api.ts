import { coachSessionSchema, reportResponseSchema, type ReportBody } from '@stride/domain';
import { apiRequest } from '../api-client';

/**
 * Section 7 "AI coach". Answers are checked against the domain schemas. The chat goes through
 * `chat-stream.ts` and the call through the voice WebSocket (decision 016); the spec's JSON chat
 * and upload calls stay on the server for the mobile apps.
 */
export const coachApi = {
  report: (body: ReportBody) => apiRequest('POST', '/openai/report-response', body, reportResponseSchema),
  /** The caller's own conversation so far (404 once it is not theirs or not kept). */
  session: (sessionId: string) => apiRequest('GET', `/api/openai/sessions/${encodeURIComponent(sessionId)}`, undefined, coachSessionSchema),
};
