import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A small stand-in for a provider of the OpenAI Realtime protocol (issue 53), speaking its events
 * over a WebSocket at `/v1/realtime` under TLS (the SDK always asks wss; the certificate is the
 * tests' own CA's, fixtures/push-tls, which the test runs trust), so that the official SDK's
 * realtime client talks to it unchanged:
 * - `session.update` → `session.updated`;
 * - `input_audio_buffer.append` (24 kHz PCM): its "semantic" turn detection hears speech by its
 *   loudness (`input_audio_buffer.speech_started`) and, after `delays.turnQuietMs` of quiet, ends
 *   the turn (`speech_stopped`, `committed`, `conversation.item.added`), then sends the scripted
 *   transcript (`conversation.item.input_audio_transcription.completed`) after `delays.transcriptionMs`;
 * - `response.create` → `response.created`, then after `delays.firstAudioMs` the scripted answer:
 *   words with their audio (`response.output_audio_transcript.delta`, `response.output_audio.delta`,
 *   a tone of `speakSeconds`), or function calls (`response.function_call_arguments.done`); then
 *   `response.done`. A response asked to "Say exactly this" says the words quoted.
 * - `response.cancel` ends the response being made (`response.done`, status `cancelled`);
 *   `conversation.item.create` and `conversation.item.truncate` are kept and answered.
 */
export interface FakeRealtimeScript {
  content?: string;
  toolCalls?: { name: string; arguments: Record<string, unknown> }[];
}

export interface FakeRealtime {
  /** For OPENAI_REALTIME_BASE_URL. */
  url: string;
  /** Every client event received, in order, with when it came (performance.now()). */
  received: { at: number; event: { type: string; [key: string]: unknown } }[];
  /** Every server event sent, with when. */
  sent: { at: number; type: string }[];
  queue(...scripts: FakeRealtimeScript[]): void;
  hear(text: string): void;
  speakSeconds: number;
  delays: { turnQuietMs: number; transcriptionMs: number; firstAudioMs: number };
  close(): Promise<void>;
}

const RATE = 24_000;
const CHUNK_BYTES = (RATE / 10) * 2;
const QUIET = 0.01;
const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tone(samples: number): Buffer {
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 220 * i) / RATE)), i * 2);
  return pcm;
}

/** `tlsDir`: the folder of the test CA's certificate and key (a bundled benchmark names it). */
export async function startFakeRealtime(tlsDir: string = fileURLToPath(new URL('./fixtures/push-tls/', import.meta.url))): Promise<FakeRealtime> {
  const scripts: FakeRealtimeScript[] = [];
  const hearing: string[] = [];
  const received: FakeRealtime['received'] = [];
  const sent: FakeRealtime['sent'] = [];
  const fake = { speakSeconds: 1, delays: { turnQuietMs: 200, transcriptionMs: 0, firstAudioMs: 0 } };
  const server: Server = createServer({ cert: readFileSync(path.join(tlsDir, 'cert.pem')), key: readFileSync(path.join(tlsDir, 'key.pem')) });
  const wss = new WebSocketServer({ server, path: '/v1/realtime' });

  wss.on('connection', (socket: WebSocket) => {
    const emit = (event: Record<string, unknown> & { type: string }) => {
      if (socket.readyState !== socket.OPEN) return;
      sent.push({ at: performance.now(), type: event.type });
      socket.send(JSON.stringify({ event_id: id('event'), ...event }));
    };
    let speaking = false;
    let quietMs = 0;
    let heardMs = 0;
    let response: { id: string; cancelled: boolean } | null = null;
    emit({ type: 'session.created', session: { type: 'realtime', id: id('sess'), object: 'realtime.session' } });

    function hearAudio(pcm: Buffer) {
      // 10 ms windows: speech by loudness; the turn ends after `turnQuietMs` of quiet.
      for (let offset = 0; offset + 480 <= pcm.length; offset += 480) {
        let sum = 0;
        for (let i = 0; i < 240; i++) sum += (pcm.readInt16LE(offset + i * 2) / 32768) ** 2;
        const loud = Math.sqrt(sum / 240) > QUIET;
        heardMs += 10;
        if (loud) {
          quietMs = 0;
          if (!speaking) {
            speaking = true;
            emit({ type: 'input_audio_buffer.speech_started', audio_start_ms: heardMs, item_id: id('item') });
          }
        } else if (speaking && (quietMs += 10) >= fake.delays.turnQuietMs) {
          speaking = false;
          const item = id('item');
          emit({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: heardMs, item_id: item });
          emit({ type: 'input_audio_buffer.committed', item_id: item, previous_item_id: null });
          emit({ type: 'conversation.item.added', item: { id: item, type: 'message', role: 'user', status: 'completed', content: [{ type: 'input_audio', transcript: null }] } });
          const text = hearing.shift() ?? 'Hello coach.';
          void wait(fake.delays.transcriptionMs).then(() =>
            emit({ type: 'conversation.item.input_audio_transcription.completed', item_id: item, content_index: 0, transcript: text, usage: { type: 'duration', seconds: 1 } }),
          );
        }
      }
    }

    async function respond(request: { instructions?: string; tool_choice?: string }) {
      const current = { id: id('resp'), cancelled: false };
      response = current;
      emit({ type: 'response.created', response: { id: current.id, object: 'realtime.response', status: 'in_progress', output: [] } });
      await wait(fake.delays.firstAudioMs);
      const said = /^Say exactly this, and nothing else: "([\s\S]*)"$/.exec(request.instructions ?? '')?.[1];
      const script: FakeRealtimeScript = said !== undefined ? { content: said } : (scripts.shift() ?? { content: 'Hi, I am listening.' });
      const output: Record<string, unknown>[] = [];
      for (const call of script.toolCalls ?? []) {
        const item = id('item');
        const callId = id('call');
        const args = JSON.stringify(call.arguments);
        emit({ type: 'response.output_item.added', response_id: current.id, output_index: output.length, item: { id: item, type: 'function_call', name: call.name, call_id: callId, arguments: '' } });
        emit({ type: 'response.function_call_arguments.delta', response_id: current.id, item_id: item, output_index: output.length, call_id: callId, delta: args });
        emit({ type: 'response.function_call_arguments.done', response_id: current.id, item_id: item, output_index: output.length, call_id: callId, name: call.name, arguments: args });
        output.push({ id: item, type: 'function_call', name: call.name, call_id: callId, arguments: args, status: 'completed' });
      }
      if (script.content) {
        const item = id('item');
        emit({ type: 'response.output_item.added', response_id: current.id, output_index: output.length, item: { id: item, type: 'message', role: 'assistant', content: [] } });
        const words = script.content.match(/\S+\s*/g) ?? [];
        const pcm = tone(Math.round(fake.speakSeconds * RATE));
        const pieces = Math.max(words.length, Math.ceil(pcm.length / CHUNK_BYTES));
        for (let i = 0; i < pieces && !current.cancelled; i++) {
          if (i < words.length) emit({ type: 'response.output_audio_transcript.delta', response_id: current.id, item_id: item, output_index: output.length, content_index: 0, delta: words[i] });
          const chunk = pcm.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
          if (chunk.length) emit({ type: 'response.output_audio.delta', response_id: current.id, item_id: item, output_index: output.length, content_index: 0, delta: chunk.toString('base64') });
          await new Promise((resolve) => setImmediate(resolve));
        }
        output.push({ id: item, type: 'message', role: 'assistant', status: current.cancelled ? 'incomplete' : 'completed', content: [{ type: 'output_audio', transcript: script.content }] });
      }
      if (response === current) response = null;
      emit({ type: 'response.done', response: { id: current.id, object: 'realtime.response', status: current.cancelled ? 'cancelled' : 'completed', output } });
    }

    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; [key: string]: unknown };
      received.push({ at: performance.now(), event: event.type === 'input_audio_buffer.append' ? { type: event.type } : event });
      switch (event.type) {
        case 'session.update':
          return emit({ type: 'session.updated', session: event.session });
        case 'input_audio_buffer.append':
          return hearAudio(Buffer.from(event.audio as string, 'base64'));
        case 'response.create':
          return void respond((event.response ?? {}) as { instructions?: string; tool_choice?: string });
        case 'response.cancel':
          if (response) response.cancelled = true;
          return;
        case 'conversation.item.create':
          return emit({ type: 'conversation.item.added', item: { id: id('item'), ...(event.item as object) } });
        case 'conversation.item.truncate':
          return emit({ type: 'conversation.item.truncated', item_id: event.item_id, content_index: 0, audio_end_ms: event.audio_end_ms });
        default:
          return emit({ type: 'error', error: { type: 'invalid_request_error', message: `Unknown event ${event.type}` } });
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    sent,
    queue: (...next: FakeRealtimeScript[]) => void scripts.push(...next),
    hear: (text: string) => void hearing.push(text),
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
