import { z } from 'zod';
import { coachInboxSchema, markInboxReadBodySchema } from '../coach/coach-inbox.schemas.js';
import {
  chatBodySchema,
  coachAllowanceSchema,
  coachSessionListSchema,
  proposalDecisionBodySchema,
  coachFailureSchema,
  coachSessionParamsSchema,
  coachSessionSchema,
  coachTurnSchema,
  converseResponseSchema,
  reportBodySchema,
  reportResponseSchema,
} from '../coach/coach.schemas.js';
import { defineEndpoint } from './endpoint.js';
import { API_ROUTES } from './routes.js';

const tag = 'coach';
// A 502 may name the functions that ran before the turn failed: their changes stand.
const turnErrors = { errors: [400, 429, 502], errorSchemas: { 502: coachFailureSchema } } as const;

/** Section 7 "AI coach": chat and voice, for the signed-in, verified user only. */
export const COACH_ENDPOINTS = {
  chat: defineEndpoint(API_ROUTES.coach.chat, {
    tag,
    summary: 'Send the coach a message; it may create, change or delete habits, goals and the vision',
    description:
      'The body may carry the client’s context for compatibility; the server reads the user’s records itself. ' +
      'With `Accept: text/event-stream` the answer is Server-Sent Events: `delta` ({ text }) as the reply is written, ' +
      '`function` ({ functionCalled, functionResult }) as each function runs, and a last `done` equal to the JSON answer ' +
      '(or `error` with { code, message, status }). A client that goes away cancels the turn, and the message is not charged.',
    body: chatBodySchema,
    responses: { 200: coachTurnSchema },
    ...turnErrors,
  }),
  sessions: defineEndpoint(API_ROUTES.coach.sessions, {
    tag,
    summary: 'The caller’s own conversations with the coach, newest first: id, title (its first message), last message time',
    responses: { 200: coachSessionListSchema },
  }),
  decide: defineEndpoint(API_ROUTES.coach.decide, {
    tag,
    summary: 'Confirm or cancel what the coach proposed (a delete, a schedule ended, several records at once); answers a coach turn',
    description:
      'A proposal waits in its conversation for the person’s yes: saying yes in chat or in a call does the same as `confirm` here, and ' +
      'any other message cancels it. 404 once it was answered, replaced or the conversation is not the caller’s. Not counted as a message.',
    params: coachSessionParamsSchema,
    body: proposalDecisionBodySchema,
    responses: { 200: coachTurnSchema },
    ...turnErrors,
    errors: [400, 404, 409, 429, 502],
  }),
  allowance: defineEndpoint(API_ROUTES.coach.allowance, {
    tag,
    summary: 'What the plan leaves today: messages (shown under the chat’s input) and voice seconds',
    responses: { 200: coachAllowanceSchema },
  }),
  session: defineEndpoint(API_ROUTES.coach.session, {
    tag,
    summary: 'A conversation so far (the caller’s own): the user’s messages and the coach’s replies, oldest first',
    description:
      'The `sessionId` a chat or call answered. Function calls and their results are not included. ' +
      'A session that is unknown, no longer kept, or another user’s answers 404.',
    params: coachSessionParamsSchema,
    responses: { 200: coachSessionSchema },
    errors: [404],
  }),
  converse: defineEndpoint(API_ROUTES.coach.converse, {
    tag,
    summary: 'One voice turn: multipart audioFile (webm), context, sessionId, isInitialGreeting; answers the spoken reply as base64 mp3',
    bodyKind: 'multipart',
    consumes: ['multipart/form-data'],
    responses: { 200: converseResponseSchema },
    errors: [400, 413, 415, 429, 502, 503],
    errorSchemas: turnErrors.errorSchemas,
  }),
  voice: defineEndpoint(API_ROUTES.coach.voice, {
    tag,
    summary: 'Open a voice call (WebSocket): 16 kHz PCM in, JSON state and 24 kHz PCM speech out',
    description:
      'Upgrade to a WebSocket to call. A plain GET runs the same checks (session, AI provider, voice seconds left) and answers ' +
      '426 when a call could open, or the refusal: a browser cannot read why an upgrade was refused, so it asks this way.',
    query: z.object({ sessionId: z.string().max(100).optional() }),
    websocket: true,
    responses: { 426: z.object({ message: z.string() }) },
    errors: [403, 429, 503],
  }),
  // DECISIONS.md: the report is served at the spec's own path and under /api.
  report: defineEndpoint(API_ROUTES.coach.report, {
    tag,
    summary: 'Report a coach reply as unhelpful, with the conversation up to it',
    body: reportBodySchema,
    responses: { 201: reportResponseSchema },
    errors: [400, 429],
  }),
  inbox: defineEndpoint(API_ROUTES.coach.inbox, {
    tag,
    summary: 'Unread messages the coach sent on its own (weekly reviews)',
    responses: { 200: coachInboxSchema },
  }),
  markInboxRead: defineEndpoint(API_ROUTES.coach.markInboxRead, {
    tag,
    summary: 'Marks the coach’s messages read',
    body: markInboxReadBodySchema,
    responses: { 204: z.null() },
    errors: [400],
  }),
} as const;
