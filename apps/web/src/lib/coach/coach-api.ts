import { coachTurnSchema, converseResponseSchema, reportResponseSchema, type ChatBody, type ReportBody } from '@stride/domain';
import { apiRequest } from '../api-client';

/** Section 7 "AI coach". Answers are checked against the domain schemas. */
export const coachApi = {
  chat: (body: ChatBody) => apiRequest('POST', '/api/openai/chat', body, coachTurnSchema),
  /** One voice turn: `audioFile` (webm), `context`, `sessionId` when known, `isInitialGreeting`. */
  converse: (form: FormData) => apiRequest('POST', '/api/openai/converse', form, converseResponseSchema),
  report: (body: ReportBody) => apiRequest('POST', '/openai/report-response', body, reportResponseSchema),
};
