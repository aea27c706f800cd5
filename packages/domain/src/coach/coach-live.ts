import { z } from 'zod';
import { ERROR_CODES } from '../contract/error-codes.js';
import { coachProposalSchema, coachTurnSchema, functionCallShape } from './coach.schemas.js';

/**
 * The real-time coach (DECISIONS.md, "The spec's calls keep their shapes"): the streamed chat
 * (Server-Sent Events on `POST /api/openai/chat` with `Accept: text/event-stream`) and the voice
 * call over one WebSocket (`GET /api/openai/voice`). Both sides read these shapes from here.
 */

/** One function the coach ran, as soon as it ran. */
export const coachFunctionEventSchema = z.object(functionCallShape);
export type CoachFunctionEvent = z.infer<typeof coachFunctionEventSchema>;

/** The SSE events of a streamed chat turn, by event name. `done` is exactly the non-streamed answer. */
export const chatStreamEventSchemas = {
  delta: z.object({ text: z.string() }),
  function: coachFunctionEventSchema,
  done: coachTurnSchema,
  /**
   * The turn failed; `code` and `status` are what the non-streamed call would have answered, and
   * `functionCalls` the functions that ran before it failed (their changes stand).
   */
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string(), status: z.number().int(), functionCalls: z.array(coachFunctionEventSchema).optional() }),
} as const;
export type ChatStreamEventName = keyof typeof chatStreamEventSchemas;
export type ChatStreamEvent = { [K in ChatStreamEventName]: { event: K; data: z.infer<(typeof chatStreamEventSchemas)[K]> } }[ChatStreamEventName];

/** The audio of a call: what the browser sends (microphone) and what the server sends back (speech). */
export const VOICE_AUDIO = {
  /** Microphone: 16 kHz mono signed 16-bit little-endian PCM, in binary messages of 20 ms. */
  inputSampleRate: 16_000,
  inputFrameMs: 20,
  /** Speech: 24 kHz mono signed 16-bit little-endian PCM (the provider's `pcm` format), in binary messages. */
  outputSampleRate: 24_000,
  /** Silence after speech that ends the person's turn, by default (`VOICE_END_OF_TURN_MS`). */
  endOfTurnMs: 600,
} as const;

/** The call's states (section 4 "Voice call"); 'connecting' while the socket and microphone open. */
export const VOICE_CALL_STATES = ['idle', 'connecting', 'greeting', 'listening', 'processing', 'speaking', 'ending'] as const;
export type VoiceCallState = (typeof VOICE_CALL_STATES)[number];

/** JSON text messages from the server during a call. Binary messages between them are speech audio. */
export const voiceServerMessageSchema = z.discriminatedUnion('type', [
  /** The call is open: its coach session, and the voice seconds left today (and this month, where capped). */
  z.object({ type: z.literal('ready'), sessionId: z.uuid(), secondsLeft: z.number() }),
  z.object({ type: z.literal('state'), state: z.enum(VOICE_CALL_STATES) }),
  /** What the server heard the person say in the turn that just ended. */
  z.object({ type: z.literal('transcript'), text: z.string() }),
  /** The coach's reply as the model writes it (`delta`), then whole (`reply`) when the turn ends. */
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('function'), ...functionCallShape }),
  /**
   * The turn's reply as the conversation keeps it: whole, or (interrupted) what was heard of it.
   * `audioSamples` is how much speech the turn sent, so the client knows when playback is over.
   * `proposal`: what now waits for the person's yes (a spoken yes, or Confirm in the call; issue 37).
   */
  z.object({ type: z.literal('reply'), text: z.string(), interrupted: z.boolean(), audioSamples: z.number().int(), proposal: coachProposalSchema.nullable().optional() }),
  /** The person spoke over the coach: stop playing now, and answer with `played`. */
  z.object({ type: z.literal('interrupt') }),
  /** The allowance ran out: the call ends with this message (section 8's text). */
  z.object({ type: z.literal('limit'), message: z.string() }),
  /** A turn failed (the call goes on) or, with `fatal`, the call ends. */
  z.object({ type: z.literal('error'), code: z.enum(ERROR_CODES), message: z.string(), fatal: z.boolean() }),
]);
export type VoiceServerMessage = z.infer<typeof voiceServerMessageSchema>;

/** JSON text messages from the browser. Binary messages are microphone PCM. */
export const voiceClientMessageSchema = z.discriminatedUnion('type', [
  /**
   * Playback of the current reply stopped: it finished, or an `interrupt` stopped it. `samples`:
   * how many of its samples were played. Until then the server counts the coach as speaking, and
   * speech it hears meanwhile is barge-in.
   */
  z.object({ type: z.literal('played'), samples: z.number().int().min(0) }),
  /** The person ends the call. */
  z.object({ type: z.literal('end') }),
]);
export type VoiceClientMessage = z.infer<typeof voiceClientMessageSchema>;

/** Close codes of the voice WebSocket beyond the standard ones. */
export const VOICE_CLOSE_CODES = {
  /** The day's or month's voice allowance is used up. */
  limitReached: 4429,
  /** No AI provider on this server. */
  unavailable: 4503,
  /** A failure the call cannot go on from. */
  failed: 4500,
  /** The browser sent no microphone audio for VOICE_NO_AUDIO_TIMEOUT_MS: the call ended (its last message says so). */
  noAudio: 4408,
} as const;
