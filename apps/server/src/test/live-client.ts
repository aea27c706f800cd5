import { WebSocket } from 'ws';
import { chatStreamEventSchemas, voiceServerMessageSchema, type ChatStreamEvent, type VoiceClientMessage, type VoiceServerMessage } from '@stride/domain';

/**
 * Clients for the real-time coach over real sockets (the tests and `bench/voice-latency`): a
 * streamed chat read event by event as it arrives, and a voice call speaking PCM like a browser.
 */

export const cookieHeader = (cookies: Map<string, string>) => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

export interface TimedEvent<T> {
  at: number;
  value: T;
}

/** POSTs a chat message asking for Server-Sent Events; yields each event when it arrives. */
export async function* streamChat(
  baseUrl: string,
  cookies: Map<string, string>,
  body: { message: string; sessionId?: string | null },
  signal?: AbortSignal,
): AsyncGenerator<TimedEvent<ChatStreamEvent>, void, undefined> {
  const response = await fetch(`${baseUrl}/api/openai/chat`, {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json', 'client-type': 'web', cookie: cookieHeader(cookies) },
    body: JSON.stringify(body),
    signal: signal ?? null,
  });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    throw Object.assign(new Error(`not an event stream: ${response.status}`), { status: response.status, body: await response.text() });
  }
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1] as ChatStreamEvent['event'];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown;
      yield { at: performance.now(), value: { event: name, data: chatStreamEventSchemas[name].parse(data) } as ChatStreamEvent };
    }
  }
}

export interface VoiceCallClient {
  socket: WebSocket;
  messages: TimedEvent<VoiceServerMessage>[];
  /** Speech received, chunk by chunk. */
  audio: TimedEvent<Buffer>[];
  closed: Promise<{ code: number; reason: string }>;
  /** The next message of `type` after the ones already read by earlier calls (or one that already came). */
  next<T extends VoiceServerMessage['type']>(type: T, timeoutMs?: number): Promise<TimedEvent<Extract<VoiceServerMessage, { type: T }>>>;
  send(message: VoiceClientMessage): void;
  /** Microphone audio (16 kHz s16le) in 20 ms frames; `realTime` paces them as a microphone would. */
  speak(pcm: Buffer, options?: { realTime?: boolean }): Promise<void>;
  close(): void;
}

export const FRAME_BYTES = 640;

/** Opens a voice call; rejects with the HTTP status when the upgrade is refused. */
export function openVoiceCall(baseUrl: string, cookies: Map<string, string>, options: { origin?: string; sessionId?: string } = {}): Promise<VoiceCallClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/openai/voice${options.sessionId ? `?sessionId=${options.sessionId}` : ''}`;
  const socket = new WebSocket(url, { headers: { cookie: cookieHeader(cookies) }, origin: options.origin ?? baseUrl });
  const messages: TimedEvent<VoiceServerMessage>[] = [];
  const audio: TimedEvent<Buffer>[] = [];
  const read = new Map<string, number>();
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    const at = performance.now();
    if (isBinary) audio.push({ at, value: data });
    else messages.push({ at, value: voiceServerMessageSchema.parse(JSON.parse(data.toString('utf8'))) });
    waiters.forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      waiters.forEach((wake) => wake());
    });
  });
  const client: VoiceCallClient = {
    socket,
    messages,
    audio,
    closed,
    next(type, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no '${type}' message within ${timeoutMs} ms; got ${messages.map((m) => m.value.type).join(', ')}`));
        }, timeoutMs);
        function check() {
          const from = read.get(type) ?? 0;
          const index = messages.findIndex((m, i) => i >= from && m.value.type === type);
          if (index < 0) return;
          read.set(type, index + 1);
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages[index] as never);
        }
        waiters.add(check);
        check();
      });
    },
    send: (message) => socket.send(JSON.stringify(message)),
    async speak(pcm, { realTime = false } = {}) {
      const started = performance.now();
      for (let offset = 0, frame = 0; offset < pcm.length; offset += FRAME_BYTES, frame++) {
        if (socket.readyState !== socket.OPEN) return;
        socket.send(pcm.subarray(offset, offset + FRAME_BYTES), { binary: true });
        if (realTime) {
          const due = started + (frame + 1) * 20;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        }
      }
    },
    close: () => socket.close(1000, 'bye'),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => reject(Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') })));
    });
    socket.once('error', reject);
  });
}

/** `seconds` of microphone silence. */
export const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * 16_000) * 2);
