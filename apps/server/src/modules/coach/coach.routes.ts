import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COACH_MESSAGES,
  VOICE_UPLOAD_MAX_BYTES,
  chatBodySchema,
  coachFailureSchema,
  coachSessionParamsSchema,
  coachSessionSchema,
  coachTurnSchema,
  converseResponseSchema,
  reportBodySchema,
  reportResponseSchema,
  undoBodySchema,
  undoResponseSchema,
} from '@stride/domain';
import { errorResponses } from '../../http/error-responses.js';
import { openEventStream, wantsEventStream } from '../../http/event-stream.js';
import { callerOf } from '../../http/route-access.js';
import { DomainError, invalid, tooLarge, unsupportedMedia } from '../../errors.js';
import { audioContainerOf, containerNamedBy } from './audio-duration.js';
import type { CoachService } from './coach.service.js';

export interface CoachRoutesOptions {
  coach: CoachService;
}

// A 502 may name the functions that ran before the turn failed: their changes stand.
const errors = { ...errorResponses(400, 429), 502: coachFailureSchema };
const tags = ['coach'];

interface VoiceForm {
  audio: Buffer | undefined;
  fileName: string;
  mimeType: string;
  sessionId: string | undefined;
  isInitialGreeting: boolean;
}

/** Section 7 "AI coach": chat and voice, for the signed-in, verified user only. */
export const coachRoutes: FastifyPluginAsyncZod<CoachRoutesOptions> = async (app, { coach }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: VOICE_UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 64 * 1024 } });

  app.post(
    '/chat',
    {
      schema: {
        tags,
        summary: 'Send the coach a message; it may create, change or delete habits, goals and the vision',
        description:
          'The body may carry the client’s context for compatibility; the server reads the user’s records itself. ' +
          'With `Accept: text/event-stream` the answer is Server-Sent Events: `delta` ({ text }) as the reply is written, ' +
          '`function` ({ functionCalled, functionResult }) as each function runs, and a last `done` equal to the JSON answer ' +
          '(or `error` with { message, status }). A client that goes away cancels the turn, and the message is not charged.',
        body: chatBodySchema,
        response: { 200: coachTurnSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      const { message, sessionId } = request.body;
      if (!wantsEventStream(request)) return coach.chat(user, message, sessionId);
      const stream = openEventStream(request, reply);
      try {
        const turn = await coach.chat(user, message, sessionId, {
          signal: stream.signal,
          listener: {
            text: (text) => stream.send({ event: 'delta', data: { text } }),
            function: (outcome) => stream.send({ event: 'function', data: { functionCalled: outcome.name, functionResult: outcome.result } }),
          },
        });
        stream.send({ event: 'done', data: turn });
        stream.end();
      } catch (error) {
        // Gone before anything was sent: nobody to answer (the message was refunded).
        if (stream.signal.aborted && !stream.started) return reply.hijack();
        if (!stream.started) throw error;
        stream.fail(error);
      }
      return reply;
    },
  );

  app.get(
    '/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'A conversation so far (the caller’s own): the user’s messages and the coach’s replies, oldest first',
        description:
          'The `sessionId` a chat or call answered. Function calls and their results are not included. ' +
          'A session that is unknown, no longer kept, or another user’s answers 404.',
        params: coachSessionParamsSchema,
        response: { 200: coachSessionSchema, ...errorResponses(404) },
      },
    },
    async (request) => coach.history(callerOf(request).user, request.params.sessionId),
  );

  app.post(
    '/undo',
    {
      schema: {
        tags,
        summary: 'Bring back what a delete by the coach removed (within 30 days), answered as the functions that made it again',
        description:
          'Every delete the coach makes (deleteHabit, deleteGoal, deleteVision) answers an `undoId` in its functionResult. ' +
          'Undo brings the record back with its id, history and links: `createHabit`, `createGoal` (with `updateHabit` for each habit linked again) ' +
          'or `createOrUpdateVision`. 404 once undone or expired; 409 when the limit is reached or a new vision was set since.',
        body: undoBodySchema,
        response: { 200: undoResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => coach.undo(callerOf(request).user, request.body.undoId),
  );

  app.post(
    '/converse',
    {
      schema: {
        tags,
        summary: 'One voice turn: multipart audioFile (webm), context, sessionId, isInitialGreeting; answers the spoken reply as base64 mp3',
        consumes: ['multipart/form-data'],
        response: { 200: converseResponseSchema, ...errors, ...errorResponses(413, 415, 503) },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      if (!request.isMultipart()) throw invalid(COACH_MESSAGES.audioRequired);
      const form: VoiceForm = { audio: undefined, fileName: 'audio.webm', mimeType: 'audio/webm', sessionId: undefined, isInitialGreeting: false };
      try {
        await readVoiceForm(request.parts(), form);
      } catch (error) {
        // Ours (too large, bad context) as they are; anything the parser throws (no boundary, a
        // truncated part, a malformed header) is the client's malformed body: 400, never a 500.
        if (error instanceof DomainError) throw error;
        throw invalid(COACH_MESSAGES.uploadMalformed);
      }
      if (form.audio) {
        // Sniffed from the bytes: none of the formats the coach takes, or not the one the label
        // names (a label costs a client nothing), is refused before the provider hears it.
        const container = audioContainerOf(form.audio);
        const named = containerNamedBy(form.mimeType);
        if (!container || (named !== null && named !== container)) throw unsupportedMedia(COACH_MESSAGES.audioUnsupported);
      }
      return coach.converse(user, form);
    },
  );
};

/** Reads the converse form's parts into `form` (the recording, the session, the greeting flag; the context only checked). */
async function readVoiceForm(parts: AsyncIterableIterator<Multipart>, form: VoiceForm): Promise<void> {
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'audioFile') {
        part.file.resume();
        continue;
      }
      form.audio = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(COACH_MESSAGES.audioTooLarge);
        throw error;
      });
      form.fileName = part.filename || form.fileName;
      form.mimeType = part.mimetype || form.mimeType;
    } else if (part.fieldname === 'sessionId' && typeof part.value === 'string' && part.value) {
      form.sessionId = part.value;
    } else if (part.fieldname === 'isInitialGreeting') {
      form.isInitialGreeting = part.value === 'true' || part.value === true;
    } else if (part.fieldname === 'context' && typeof part.value === 'string' && part.value) {
      // Accepted for compatibility and checked for shape, never trusted (the server reads its own records).
      try {
        JSON.parse(part.value);
      } catch {
        throw invalid(COACH_MESSAGES.contextInvalid);
      }
    }
  }
}

/** `POST /openai/report-response` (and under /api): a reply reported as unhelpful. */
export const coachReportRoutes: FastifyPluginAsyncZod<CoachRoutesOptions> = async (app, { coach }) => {
  app.post(
    '/report-response',
    {
      schema: {
        tags,
        summary: 'Report a coach reply as unhelpful, with the conversation up to it',
        body: reportBodySchema,
        response: { 201: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      const id = await coach.report(user, request.body);
      return reply.status(201).send({ id });
    },
  );
};
