import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { API, COACH_MESSAGES, SERVER_MESSAGES, VOICE_CLOSE_CODES, voiceClientMessageSchema, type VoiceServerMessage } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import { forbidden } from '../../errors.js';
import type { ThrottleService } from '../throttle/throttle.service.js';
import type { VoiceCallDeps } from './voice-call.js';
import { startVoiceCall, type VoiceCall } from './voice-call.js';
import { startRealtimeVoiceCall, type RealtimeCallDeps } from './voice-call-realtime.js';
import { createCallLeases, type CallLease } from './voice-call-leases.js';

export interface VoiceRoutesOptions extends VoiceCallDeps {
  /** The app's own origin, named when another is refused (issue 39). */
  appOrigin: string;
  /** The origins a browser may call from: a page from anywhere else cannot open a call with the user's cookie. */
  allowedOrigins: readonly string[];
  /** Where each call holds its place, so an account has at most VOICE_CALLS_AT_ONCE (voice-call-leases.ts). */
  throttle: Pick<ThrottleService, 'consume' | 'check' | 'renew' | 'release'>;
  /** Speech-to-speech (`VOICE_MODE=realtime`, issue 53): opens the provider's Realtime session for each call. */
  openRealtime?: RealtimeCallDeps['openRealtime'] | undefined;
}

/** A connection that stops answering pings is closed (and charged) rather than left open. */
const PING_INTERVAL_MS = 15_000;

/**
 * `GET /api/openai/voice`: one voice call over a WebSocket (issue 17). The upgrade needs the
 * session cookie (route access), the app's own Origin, an AI provider, voice seconds left and
 * fewer than VOICE_CALLS_AT_ONCE calls open on the account; otherwise it is refused with the
 * matching HTTP status before any socket opens.
 */
export async function voiceRoutes(app: FastifyInstance, { appOrigin, allowedOrigins, throttle, openRealtime, ...deps }: VoiceRoutesOptions) {
  const opened = new WeakMap<object, { call: Awaited<ReturnType<VoiceCallDeps['coach']['voice']['open']>>; lease: CallLease }>();
  const leases = createCallLeases(throttle, deps.logger);

  route(app, API.coach.voice, async (_request, reply) => reply.status(426).send({ message: COACH_MESSAGES.voiceUpgradeRequired }), {
    preHandler: async (request) => {
      const { user } = callerOf(request);
      if (!request.ws) {
        await deps.coach.voice.check(user);
        await leases.check(user.id);
        return;
      }
      // A page on another site cannot open a call with the user's cookie.
      if (!allowedOrigins.includes(request.headers.origin ?? '')) throw forbidden(SERVER_MESSAGES.originRefused(appOrigin));
      const lease = await leases.take(user.id);
      try {
        opened.set(request, { call: await deps.coach.voice.open(user, request.query.sessionId), lease });
      } catch (error) {
        await lease.release();
        throw error;
      }
    },
    wsHandler: (socket, request) => {
      const { user } = callerOf(request);
      const send = (message: VoiceServerMessage) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message));
      // Messages can arrive before the call is set up (the VAD model loads): they wait in order.
      const early: (Buffer | string)[] = [];
      let call: VoiceCall | undefined;
      const receive = (data: Buffer | string) => {
        if (!call) return void early.push(data);
        if (typeof data !== 'string') return call.audio(data);
        const parsed = voiceClientMessageSchema.safeParse(safeJson(data));
        if (parsed.success) call.message(parsed.data);
      };
      socket.on('message', (data: Buffer, isBinary: boolean) => receive(isBinary ? data : data.toString('utf8')));
      const heartbeat = keepAlive(socket);
      let closed = false;
      const { call: openedCall, lease } = opened.get(request)!;
      socket.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        // The call settles its seconds first; its place is given back once it has.
        void (async () => {
          try {
            await call?.closed();
          } finally {
            await lease.release();
          }
        })();
      });
      const transport = {
        send,
        sendAudio: (pcm: Buffer) => socket.readyState === socket.OPEN && socket.send(pcm, { binary: true }),
        close: (code: number, reason: string) => socket.readyState === socket.OPEN && socket.close(code, reason),
      };
      (openRealtime ? startRealtimeVoiceCall({ ...deps, openRealtime }, user, openedCall, transport) : startVoiceCall(deps, user, openedCall, transport))
        .then((started) => {
          call = started;
          early.splice(0).forEach(receive);
          if (closed) void started.closed();
        })
        .catch((err: unknown) => {
          request.log.error({ err }, 'voice call could not start');
          send({ type: 'error', code: 'internal', message: SERVER_MESSAGES.internal, fatal: true });
          socket.close(VOICE_CLOSE_CODES.failed, 'call could not start');
        });
    },
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function keepAlive(socket: WebSocket) {
  let alive = true;
  socket.on('pong', () => (alive = true));
  return setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, PING_INTERVAL_MS).unref();
}
