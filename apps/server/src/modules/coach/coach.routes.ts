import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { API, COACH_MESSAGES, VOICE_UPLOAD_MAX_BYTES } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { openEventStream, wantsEventStream } from '../../http/event-stream.js';
import { callerOf } from '../../http/route-access.js';
import { refuseUnstorableInput } from '../../http/storable-input.js';
import { DomainError, invalid, tooLarge, unsupportedMedia } from '../../errors.js';
import { audioContainerOf, containerNamedBy } from '../../audio/audio-duration.js';
import type { CoachService } from './coach.service.js';
import { ranCall } from './functions/index.js';

export interface CoachRoutesOptions {
  coach: CoachService;
}

interface VoiceForm {
  audio: Buffer | undefined;
  fileName: string;
  mimeType: string;
  sessionId: string | undefined;
  isInitialGreeting: boolean;
}

/** What @fastify/multipart throws when a request holds more files, parts or fields than the limits allow. */
const MULTIPART_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Section 7 "AI coach": chat and voice, for the signed-in, verified user only. */
export async function coachRoutes(app: FastifyInstance, { coach }: CoachRoutesOptions) {
  await app.register(fastifyMultipart, { limits: { fileSize: VOICE_UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 64 * 1024 } });

  route(app, API.coach.chat, async (request, reply) => {
    const { user } = callerOf(request);
    const { message, shown, sessionId } = request.body;
    const said = { message, shown };
    if (!wantsEventStream(request)) return coach.chat(user, said, sessionId);
    const stream = openEventStream(request, reply);
    try {
      const turn = await coach.chat(user, said, sessionId, {
        signal: stream.signal,
        listener: {
          text: (text) => stream.send({ event: 'delta', data: { text } }),
          function: (outcome) => stream.send({ event: 'function', data: ranCall(outcome) }),
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
  });

  route(app, API.coach.session, async (request) => coach.history(callerOf(request).user, request.params.sessionId));
  route(app, API.coach.sessions, async (request) => coach.sessions(callerOf(request).user));
  route(app, API.coach.allowance, async (request) => coach.allowance(callerOf(request).user));
  route(app, API.coach.decide, async (request) => coach.decide(callerOf(request).user, request.params.sessionId, request.body.proposalId, request.body.decision));

  route(app, API.coach.converse, async (request) => {
    const { user } = callerOf(request);
    if (!request.isMultipart()) throw invalid(COACH_MESSAGES.audioRequired);
    const form: VoiceForm = { audio: undefined, fileName: 'audio.webm', mimeType: 'audio/webm', sessionId: undefined, isInitialGreeting: false };
    try {
      await readVoiceForm(request.parts(), form);
    } catch (error) {
      // Ours (too large, bad context) as they are; a second recording (or more parts or fields
      // than a turn has) is too much for one request, 413; anything else the parser throws (no
      // boundary, a truncated part, a malformed header) is the client's malformed body: 400, never a 500.
      if (error instanceof DomainError) throw error;
      if (MULTIPART_LIMITS.has((error as { code?: string }).code ?? '')) throw tooLarge(COACH_MESSAGES.oneRecordingOnly);
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
  });

  // `POST /openai/report-response` (and under /api, the contract's alsoAt): a reply reported as unhelpful.
  route(app, API.coach.report, async (request) => ({ id: await coach.report(callerOf(request).user, request.body) }));
}

/** Reads the converse form's parts into `form` (the recording, the session, the greeting flag; the context only checked). */
async function readVoiceForm(parts: AsyncIterableIterator<Multipart>, form: VoiceForm): Promise<void> {
  for await (const part of parts) {
    // Text the database cannot store is refused by name, as in any JSON request (http/storable-input.ts).
    if (part.type === 'field') refuseUnstorableInput({ [part.fieldname]: part.value });
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
