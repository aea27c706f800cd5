import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { silentMp3 } from './silent-mp3.js';
import { respondingTo } from './responding-to.js';
import { disciplined, type ChatBody, type FakeCompletion } from './scripted-model.js';

export type { FakeCompletion } from './scripted-model.js';

export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  /** JSON bodies parsed; multipart bodies as the raw text. */
  body: unknown;
  bytes: number;
  /** performance.now() when the request arrived, when the first byte of the answer went out, and the last. */
  at: number;
  firstByteAt?: number;
  endAt?: number;
  /** The scripted answer it was given (a chat completion), after the model's discipline (a `useFunctions` call in its place, say). */
  answered?: FakeCompletion;
}

/** How slow the provider is; all 0 unless a test or benchmark sets them. */
export interface FakeDelays {
  /** Chat: before the first token (streamed), or added to the whole answer. */
  firstTokenMs: number;
  /** Chat: between streamed pieces; a whole answer waits as long as its last piece would have. */
  perTokenMs: number;
  transcriptionMs: number;
  /** Speech: before the first byte of audio. */
  speechFirstByteMs: number;
  /** Speech (PCM): between its 100 ms pieces; unset or 0 writes them as fast as they are made. */
  speechChunkDelayMs?: number;
}

export interface FakeOpenAi {
  /** For OPENAI_BASE_URL (ends in /v1). */
  url: string;
  requests: FakeOpenAiRequest[];
  /** Answers for the next chat completions, in order; when none is queued it says "You said: …". */
  queue(...completions: FakeCompletion[]): void;
  /**
   * What the next transcriptions hear, and the duration the provider reports for them. `ofSeconds`:
   * the words are said over this much audio (a WAV upload); a transcription of less (the utterance
   * so far, at a pause inside it) hears the first words in proportion and uses up nothing, as a real
   * transcriber would. Without it, the next transcription answered hears the words whole.
   */
  hear(text: string, durationSeconds?: number, ofSeconds?: number): void;
  /** Seconds of audio each speech answer lasts. */
  speakSeconds: number;
  delays: FakeDelays;
  /** False: a chat request with `stream: true` is refused with a 400, as a provider that does not stream. */
  streaming: boolean;
  /** Paths of requests whose client went away before the answer was over. */
  aborted: string[];
  /** Calls the script made to functions the request neither gave nor offered, or with arguments their schema does not allow (each refused with a 400; `close()` fails). */
  undisciplined: string[];
  /** The next `times` requests to `path` fail (the SDK retries a 5xx once), after `after` more are answered. */
  failNext(path: string, status: number, message: string, times?: number, after?: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Word-ish tokens, spaces kept: "Hi Ada! " → ["Hi ", "Ada! "]. */
const tokensOf = (text: string) => text.match(/\S+\s*/g) ?? [];
/** Arguments JSON streamed in pieces of this many characters, as providers split them. */
const ARGUMENT_PIECE = 8;
const PCM_SAMPLE_RATE = 24_000;
/** Speech PCM is written in pieces of 100 ms. */
const PCM_CHUNK_BYTES = (PCM_SAMPLE_RATE / 10) * 2;

/** Gives the event loop a turn, so each piece of a response goes out on its own. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface ToolCallOut {
  id: string;
  name: string;
  arguments: string;
}

/**
 * A small stand-in for an OpenAI-compatible provider (chat completions with function calling,
 * whole or streamed as Server-Sent Events with tool calls split across chunks; transcriptions as
 * json, verbose_json or text; speech as mp3 or streamed PCM), speaking its HTTP API so the official SDK talks to it
 * unchanged. Delays are configurable to measure latency against a realistic provider.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  const completions: FakeCompletion[] = [];
  const hearing: { text: string; duration: number; ofSeconds?: number }[] = [];
  const failures = new Map<string, { status: number; message: string; times: number; after: number }>();
  const fake = {
    speakSeconds: 1.5,
    delays: { firstTokenMs: 0, perTokenMs: 0, transcriptionMs: 0, speechFirstByteMs: 0 } as FakeDelays,
    streaming: true,
    aborted: [] as string[],
    undisciplined: [] as string[],
  };
  /** Completions already deferred once behind a `useFunctions` call: the next request must give their functions. */
  const deferred = new WeakSet<FakeCompletion>();
  const server: Server = createServer(respondingTo(async (request, response) => {
    const at = performance.now();
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    // A client that leaves stops the answer: no more writes, and pending waits end at once.
    const left = new AbortController();
    response.on('close', () => {
      if (response.writableEnded) return;
      fake.aborted.push(path);
      left.abort();
    });
    const gone = () => left.signal.aborted || response.destroyed;
    const wait = (ms: number) => (ms > 0 ? delay(ms, undefined, { signal: left.signal }).catch(() => undefined) : Promise.resolve());
    let raw: Buffer;
    try {
      raw = await readBody(request);
    } catch {
      return; // the client left while sending; the close handler has recorded it
    }
    const isJson = (request.headers['content-type'] ?? '').includes('application/json');
    const body: unknown = isJson ? JSON.parse(raw.toString('utf8')) : raw.toString('latin1');
    const record: FakeOpenAiRequest = { path, authorization: request.headers.authorization, body, bytes: raw.length, at };
    requests.push(record);
    const write = (chunk: string | Buffer) => {
      if (gone()) return false;
      record.firstByteAt ??= performance.now();
      response.write(chunk);
      return true;
    };
    const end = (chunk?: string | Buffer) => {
      if (gone()) return;
      record.firstByteAt ??= performance.now();
      response.end(chunk);
      record.endAt = performance.now();
    };
    const json = (status: number, value: unknown) => {
      if (gone()) return;
      response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_${randomBytes(6).toString('hex')}` });
      end(JSON.stringify(value));
    };
    const failure = failures.get(path);
    if (failure && failure.after > 0) failure.after--;
    else if (failure) {
      if (--failure.times <= 0) failures.delete(path);
      json(failure.status, { error: { message: failure.message, type: 'server_error', code: null } });
      return;
    }
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      const chat = body as ChatBody;
      if (chat.stream && !fake.streaming) {
        json(400, { error: { message: 'Streaming is not supported by this model', type: 'invalid_request_error', param: 'stream', code: 'unsupported_value' } });
        return;
      }
      const queued = completions.shift();
      const scripted = queued ?? { content: `You said: ${chat.messages.findLast((m) => m.role === 'user')?.content ?? ''}` };
      const discipline = disciplined(scripted, chat, deferred);
      if ('refused' in discipline) {
        fake.undisciplined.push(discipline.refused);
        json(400, { error: { message: discipline.refused, type: 'invalid_request_error', param: 'tools', code: 'scripted_model_undisciplined' } });
        return;
      }
      if (discipline.ask) completions.unshift(scripted);
      const next = discipline.ask ?? discipline.answer;
      record.answered = next;
      const content = next.content ?? null;
      const toolCalls: ToolCallOut[] =
        'toolCalls' in next
          ? next.toolCalls.map((c, i) => ({
              id: `call_${i}_${randomBytes(4).toString('hex')}`,
              name: c.name,
              arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
            }))
          : [];
      const finish = toolCalls.length ? 'tool_calls' : 'stop';
      const id = `chatcmpl-${randomBytes(6).toString('hex')}`;
      const created = Math.floor(Date.now() / 1000);
      const deltas = streamedDeltas(content, toolCalls);
      if (!chat.stream) {
        await wait(fake.delays.firstTokenMs + fake.delays.perTokenMs * (deltas.length - 1));
        const message = toolCalls.length
          ? { role: 'assistant', content, tool_calls: toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })) }
          : { role: 'assistant', content };
        json(200, {
          id,
          object: 'chat.completion',
          created,
          model: chat.model,
          choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        });
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'x-request-id': `req_${randomBytes(6).toString('hex')}` });
      // With include_usage OpenAI puts `usage: null` on every chunk, then the figures on a last one.
      const includeUsage = chat.stream_options?.include_usage === true;
      const event = (fields: Record<string, unknown>) =>
        write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: chat.model, ...(includeUsage && { usage: null }), ...fields })}\n\n`);
      const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
        event({ choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }] });
      // A client that leaves before the answer's first token (a reply started early and cancelled,
      // issue 53) has had none of it: the scripted answer goes back to the head of the queue. Only a
      // queued one: the echo made up for an empty queue is nobody's script (put back, it would answer
      // the next test's turn before that test's own script).
      const putBack = () => void (queued === undefined || discipline.ask || record.firstByteAt !== undefined || completions.unshift(scripted));
      await wait(fake.delays.firstTokenMs);
      for (const [i, delta] of deltas.entries()) {
        if (i > 0) await wait(fake.delays.perTokenMs);
        if (!chunk(delta)) return putBack();
      }
      chunk({}, finish);
      if (includeUsage) event({ choices: [], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } });
      end('data: [DONE]\n\n');
    } else if (request.method === 'POST' && path === '/v1/audio/transcriptions') {
      // As OpenAI: a language hint must be an ISO 639-1 code ("es"), never a locale ("es-ES") or a name.
      const language = /name="language"\r\n\r\n([^\r]*)/.exec(body as string)?.[1];
      if (language !== undefined && !/^[a-z]{2}$/.test(language)) {
        json(400, { error: { message: `Invalid language '${language}'. Language parameter must be specified in ISO-639-1 format.`, type: 'invalid_request_error', param: 'language', code: 'invalid_language_format' } });
        return;
      }
      await wait(fake.delays.transcriptionMs);
      // What is heard is used up by the transcription answered (one the client left before its answer heard nothing).
      if (gone()) return;
      const next = hearing[0];
      const seconds = next?.ofSeconds === undefined ? null : wavSeconds(body as string);
      let heard: { text: string; duration: number };
      if (next && seconds !== null && seconds < next.ofSeconds!) {
        const words = next.text.split(' ');
        heard = { text: words.slice(0, Math.floor((words.length * seconds) / next.ofSeconds!)).join(' '), duration: seconds };
      } else heard = hearing.shift() ?? { text: 'Hello coach', duration: 2 };
      const format = /name="response_format"\r\n\r\n([a-z_]+)/.exec(body as string)?.[1] ?? 'json';
      if (format === 'verbose_json') json(200, { task: 'transcribe', language: 'english', duration: heard.duration, text: heard.text, segments: [] });
      else if (format === 'text') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        end(heard.text);
      } else json(200, { text: heard.text });
    } else if (request.method === 'POST' && path === '/v1/audio/speech') {
      const speech = body as { response_format?: string };
      await wait(fake.delays.speechFirstByteMs);
      if (gone()) return;
      if (speech.response_format === 'pcm') {
        response.writeHead(200, { 'content-type': 'audio/pcm' });
        const pcm = tone(Math.round(fake.speakSeconds * PCM_SAMPLE_RATE));
        for (let offset = 0; offset < pcm.length; offset += PCM_CHUNK_BYTES) {
          if (offset > 0) await (fake.delays.speechChunkDelayMs ? wait(fake.delays.speechChunkDelayMs) : nextTurn());
          if (!write(pcm.subarray(offset, offset + PCM_CHUNK_BYTES))) return;
        }
        end();
      } else {
        response.writeHead(200, { 'content-type': 'audio/mpeg' });
        end(silentMp3(fake.speakSeconds));
      }
    } else {
      json(404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error', code: null } });
    }
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return Object.assign(fake, {
    url,
    requests,
    queue: (...next: FakeCompletion[]) => void completions.push(...next),
    hear: (text: string, duration = 2, ofSeconds?: number) => void hearing.push({ text, duration, ...(ofSeconds === undefined ? {} : { ofSeconds }) }),
    failNext: (path: string, status: number, message: string, times = 1, after = 0) => void failures.set(path, { status, message, times, after }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (fake.undisciplined.length) throw new Error(`The scripted model made calls no model given these tools could make:\n${fake.undisciplined.join('\n')}`);
    },
  });
}

/**
 * A streamed answer as OpenAI splits it: the text word by word, then each tool call opened with its
 * id and name and its arguments JSON in pieces; the first piece carries the role.
 */
function streamedDeltas(content: string | null, toolCalls: ToolCallOut[]): Record<string, unknown>[] {
  const deltas: Record<string, unknown>[] = tokensOf(content ?? '').map((token) => ({ content: token }));
  toolCalls.forEach((call, index) => {
    deltas.push({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] });
    for (let i = 0; i < call.arguments.length; i += ARGUMENT_PIECE) deltas.push({ tool_calls: [{ index, function: { arguments: call.arguments.slice(i, i + ARGUMENT_PIECE) } }] });
  });
  const [first = { content: '' }, ...rest] = deltas;
  return [{ role: 'assistant', ...first }, ...rest];
}

/** The length of the PCM WAV in a multipart upload (read as latin1), in seconds; null when there is none. */
function wavSeconds(body: string): number | null {
  const at = body.indexOf('RIFF');
  if (at < 0 || body.slice(at + 8, at + 12) !== 'WAVE' || body.slice(at + 36, at + 40) !== 'data') return null;
  const bytes = Buffer.from(body.slice(at, at + 44), 'latin1');
  return bytes.readUInt32LE(40) / bytes.readUInt32LE(28);
}

/** A quiet 220 Hz tone as 24 kHz s16le PCM: audible in a browser test, and exact in length. */
function tone(samples: number): Buffer {
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 220 * i) / PCM_SAMPLE_RATE)), i * 2);
  return pcm;
}
