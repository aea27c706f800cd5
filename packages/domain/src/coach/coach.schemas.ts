import { z } from 'zod';
import { errorResponseSchema } from '../contract/error-response.schema.js';
import { COACH_FUNCTIONS } from './functions/registry.js';

export * from './coach-constants.js';
import { COACH_MESSAGE_MAX_LENGTH, REPORT_HISTORY_MAX, VOICE_CALLS_AT_ONCE } from './coach-constants.js';

export const COACH_MESSAGES = {
  messageRequired: 'Please type a message.',
  messageTooLong: `Messages can be at most ${COACH_MESSAGE_MAX_LENGTH} characters.`,
  /**
   * 503 without an AI provider: words for the person calling (issue 20). What the operator must do
   * (set OPENAI_API_KEY) is in the server's start-up log and the README, never in front of users.
   */
  // Issue 51: honest words: voice is off on this server, not "coming soon" ("yet").
  voiceNeedsProvider: 'Voice calls are turned off on this server. You can still message your coach.',
  audioRequired: 'Send the recording as audioFile.',
  audioTooLarge: 'That recording is too long. Please keep a turn under ten minutes.',
  /** 413: more than one recording (or more parts than a turn has) in one request. */
  oneRecordingOnly: 'Send one recording at a time.',
  audioUnreadable: "I couldn't make out any words in that recording. Please try again.",
  /** 415: the bytes are no audio format the coach takes, or not the one their label names. */
  audioUnsupported: 'That recording is not in a format the coach can hear (WebM, Ogg, MP4, MP3 or WAV).',
  /** 400: the multipart body could not be parsed (no boundary, a truncated part). */
  uploadMalformed: 'The upload could not be read. Please try again.',
  providerFailed: 'The AI coach could not answer just now. Please try again in a moment.',
  /** 502: the turn's deadline passed before the coach said or did anything. */
  turnTimedOut: 'The AI coach took too long to answer. Please try again.',
  contextInvalid: 'context must be a JSON object.',
  voiceUpgradeRequired: 'A call could open: connect to this address as a WebSocket.',
  /** 429 `too_many_calls`: the account has VOICE_CALLS_AT_ONCE calls open already. */
  tooManyCalls: `You already have ${VOICE_CALLS_AT_ONCE} calls open. End one to start another.`,
  /** The last message of a call whose browser sent no microphone audio (`no_audio`, VOICE_NO_AUDIO_TIMEOUT_MS). */
  callNoAudio: "The call ended because no sound came from your microphone. Check that it's connected and allowed, then call again.",
  /** 404 on undo: unknown, already undone, or older than COACH_UNDO_DAYS. */
  undoGone: 'That can no longer be undone.',
  /** 404 for a conversation that is not the caller's, or no longer kept. */
  sessionGone: 'That conversation is no longer available.',
  /** 404 on a proposal's Confirm or Cancel: answered already, replaced, or unknown. */
  proposalGone: 'That is no longer waiting for an answer.',
  /** 409 on undo of a vision: the user has set another since. */
  undoVisionReplaced: 'You have set a new vision since, so the old one was not brought back.',
} as const;


export const chatRoleSchema = z.enum(['user', 'assistant']);
/** Section 3 "Chat message". */
export const chatMessageSchema = z.object({ role: chatRoleSchema, content: z.string().max(20_000) });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * The client's context (section 7). It is accepted so existing clients keep working, but never
 * trusted: the server builds the model's context from its own records (DECISIONS.md, Coach).
 */
const clientContextSchema = z.record(z.string(), z.unknown()).optional();

/** Longest words a tapped button showed (`shown`): a suggestion's label in the person's language. */
export const COACH_LABEL_MAX_LENGTH = 200;

/** `POST /api/openai/chat`. */
export const chatBodySchema = z.object({
  message: z
    .string({ error: COACH_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: COACH_MESSAGES.messageRequired })
    .max(COACH_MESSAGE_MAX_LENGTH, { error: COACH_MESSAGES.messageTooLong }),
  /**
   * Issue 54: the words the person tapped, when a button showed `message` (an English request the
   * built-in coach reads) in their language. The conversation shows these as the person's message,
   * now and read back; the coach reads `message`.
   */
  shown: z.string().trim().min(1).max(COACH_LABEL_MAX_LENGTH).optional(),
  context: clientContextSchema,
  sessionId: z.string().max(100).nullish(),
});
export type ChatBody = z.input<typeof chatBodySchema>;

/**
 * A function a turn ran, as every client is told it (a turn's `functionCalls`, a stream's or a
 * call's `function` event): its result, the sentence of what it did, and, when it destroyed
 * something that can come back (a delete, a history cleared), the `undoId` that brings it back
 * (`POST /api/undo`), for the line's Undo (issue 37: the sentence; issue 50: the undo id).
 */
export const functionCallShape = { functionCalled: z.enum(COACH_FUNCTIONS), functionResult: z.unknown(), summary: z.string().optional(), undoId: z.uuid().optional() };
const functionCallSchema = z.object(functionCallShape);

/**
 * Something the coach will do only on the person's yes (DECISIONS: nothing destroyed on a guess):
 * a delete, a schedule ended, several records changed at once. `text` says exactly what, as a
 * question ("Delete "Gym" and its 12 weeks of history?"). A yes (in chat, in a call, or Confirm on
 * the card) does it; any other answer cancels it.
 */
export const coachProposalSchema = z.object({ id: z.uuid(), text: z.string(), functionCalled: z.enum(COACH_FUNCTIONS) });
export type CoachProposal = z.infer<typeof coachProposalSchema>;

/** Longest suggestion the coach offers to tap. */
export const COACH_SUGGESTION_MAX_LENGTH = 120;

/** What a coach turn answers: the reply, the session to continue, and the function it called (if any). */
export const coachTurnSchema = z.object({
  reply: z.string(),
  sessionId: z.uuid(),
  functionCalled: z.enum(COACH_FUNCTIONS).nullable(),
  /** The record the function created or changed, or `{ habitId }`/`{ goalId }`/`{ visionId }` for a delete. */
  functionResult: z.unknown(),
  /** Every function the turn ran, in order (the model may call more than one); the last is functionCalled. */
  functionCalls: z.array(functionCallSchema),
  /** False when the built-in offline coach answered (no AI provider configured). */
  online: z.boolean(),
  /** What waits for the person's yes, if anything (issue 37). */
  proposal: coachProposalSchema.nullable().optional(),
  /** Things to say next, to tap (at most 3): "Add Run 3 times a week", "What's left today?". */
  suggestions: z.array(z.string().max(COACH_SUGGESTION_MAX_LENGTH)).max(3).optional(),
  /**
   * Issue 54: what each suggestion's button shows, in the person's language, one per suggestion
   * (absent for English, whose buttons show the suggestions). A tap still sends the suggestion.
   */
  suggestionLabels: z.array(z.string()).max(3).optional(),
  /** Messages the plan leaves today after this one. */
  messagesLeft: z.number().int().optional(),
});
export type CoachTurn = z.infer<typeof coachTurnSchema>;

/** `POST /api/openai/converse`: a coach turn plus the spoken reply (base64 mp3). */
export const converseResponseSchema = coachTurnSchema.extend({
  audio: z.string(),
  /** What the server heard the user say (empty for the opening greeting). */
  transcript: z.string(),
});
export type ConverseResponse = z.infer<typeof converseResponseSchema>;

/**
 * A turn that failed (502) after some of its functions ran: their changes stand (and the message
 * stays counted), so the client is told which (DECISIONS: issue 19).
 */
export const coachFailureSchema = errorResponseSchema.extend({ functionCalls: z.array(functionCallSchema).optional() });
export type CoachFailure = z.infer<typeof coachFailureSchema>;

/** `POST /api/undo` (also at /api/openai/undo): brings back what a delete removed, on a page or by the coach (issue 39). */
export const undoBodySchema = z.object({ undoId: z.uuid({ error: COACH_MESSAGES.undoGone }) });
/** The records brought back, as the functions that would have made them (the client applies them the same way). */
export const undoResponseSchema = z.object({ functionCalls: z.array(functionCallSchema) });
export type UndoResponse = z.infer<typeof undoResponseSchema>;

/** `GET /api/openai/sessions/{sessionId}`: a conversation's words so far, to show it again (issue 20). */
export const coachSessionParamsSchema = z.object({ sessionId: z.string().max(100) });
/**
 * The user's messages and the coach's replies, oldest first (the functions called and their
 * results are not shown), and what waits for a yes in it, if anything.
 */
export const coachSessionSchema = z.object({
  sessionId: z.uuid(),
  messages: z.array(chatMessageSchema),
  proposal: coachProposalSchema.nullable().optional(),
  /** Issue 54: what the last reply offered to tap, and its buttons' words in the person's language, when it is the conversation's last word. */
  suggestions: z.array(z.string().max(COACH_SUGGESTION_MAX_LENGTH)).max(3).optional(),
  suggestionLabels: z.array(z.string()).max(3).optional(),
  /** Whether an AI model answers (false: the built-in coach), as each turn says it. */
  online: z.boolean().optional(),
});
export type CoachSession = z.infer<typeof coachSessionSchema>;

/** `GET /api/openai/sessions`: the caller's own conversations, newest first (issue 37). */
export const coachSessionListSchema = z.object({
  sessions: z.array(z.object({ id: z.uuid(), title: z.string(), lastMessageAt: z.iso.datetime() })),
});
export type CoachSessionList = z.infer<typeof coachSessionListSchema>;

/** `POST /api/openai/sessions/{sessionId}/proposal`: Confirm or Cancel on a proposal's card. */
export const proposalDecisionBodySchema = z.object({ proposalId: z.uuid({ error: COACH_MESSAGES.proposalGone }), decision: z.enum(['confirm', 'cancel']) });
export type ProposalDecisionBody = z.infer<typeof proposalDecisionBodySchema>;

/** `GET /api/openai/allowance`: what the plan leaves today (messages under the chat's input; voice seconds). */
export const coachAllowanceSchema = z.object({
  messagesPerDay: z.number().int(),
  messagesLeft: z.number().int(),
  voiceSecondsLeft: z.number(),
});
export type CoachAllowance = z.infer<typeof coachAllowanceSchema>;

/** `POST /api/openai/report-response`. */
export const reportBodySchema = z.object({
  reportedMessage: chatMessageSchema.extend({ role: z.literal('assistant') }),
  chatHistory: z.array(chatMessageSchema).max(REPORT_HISTORY_MAX),
  sessionId: z.string().max(100).nullish(),
});
export type ReportBody = z.input<typeof reportBodySchema>;
export const reportResponseSchema = z.object({ id: z.uuid() });
