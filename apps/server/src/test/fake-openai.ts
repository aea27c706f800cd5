import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentMp3 } from './silent-mp3.js';

/** A scripted model answer: words, or function calls (arguments as an object or raw JSON text). */
export type FakeCompletion = { content: string } | { toolCalls: { name: string; arguments: Record<string, unknown> | string }[]; content?: string };

export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  /** JSON bodies parsed; multipart bodies as the raw text. */
  body: unknown;
  bytes: number;
}

export interface FakeOpenAi {
  /** For OPENAI_BASE_URL (ends in /v1). */
  url: string;
  requests: FakeOpenAiRequest[];
  /** Answers for the next chat completions, in order; when none is queued it says "You said: …". */
  queue(...completions: FakeCompletion[]): void;
  /** What the next transcriptions hear, and the duration the provider reports for them. */
  hear(text: string, durationSeconds?: number): void;
  /** Seconds of audio each speech answer lasts. */
  speakSeconds: number;
  /** The next `times` requests to `path` fail (the SDK retries a 5xx once). */
  failNext(path: string, status: number, message: string, times?: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small stand-in for an OpenAI-compatible provider (chat completions with function calling,
 * transcriptions with verbose_json, speech as mp3), speaking its HTTP API so the official SDK
 * talks to it unchanged.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  const completions: FakeCompletion[] = [];
  const hearing: { text: string; duration: number }[] = [];
  const failures = new Map<string, { status: number; message: string; times: number }>();
  const fake = { speakSeconds: 1.5 };
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(request);
    const isJson = (request.headers['content-type'] ?? '').includes('application/json');
    const body: unknown = isJson ? JSON.parse(raw.toString('utf8')) : raw.toString('latin1');
    requests.push({ path, authorization: request.headers.authorization, body, bytes: raw.length });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_${randomBytes(6).toString('hex')}` });
      response.end(JSON.stringify(value));
    };
    const failure = failures.get(path);
    if (failure) {
      if (--failure.times <= 0) failures.delete(path);
      json(failure.status, { error: { message: failure.message, type: 'server_error', code: null } });
      return;
    }
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      const messages = (body as { messages: { role: string; content: string | null }[] }).messages;
      const next = completions.shift() ?? { content: `You said: ${messages.findLast((m) => m.role === 'user')?.content ?? ''}` };
      const message =
        'toolCalls' in next
          ? {
              role: 'assistant',
              content: next.content ?? null,
              tool_calls: next.toolCalls.map((c, i) => ({
                id: `call_${i}_${randomBytes(4).toString('hex')}`,
                type: 'function',
                function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
              })),
            }
          : { role: 'assistant', content: next.content };
      json(200, {
        id: `chatcmpl-${randomBytes(6).toString('hex')}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: (body as { model: string }).model,
        choices: [{ index: 0, message, finish_reason: 'toolCalls' in next ? 'tool_calls' : 'stop', logprobs: null }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    } else if (request.method === 'POST' && path === '/v1/audio/transcriptions') {
      const heard = hearing.shift() ?? { text: 'Hello coach', duration: 2 };
      json(200, { task: 'transcribe', language: 'english', duration: heard.duration, text: heard.text, segments: [] });
    } else if (request.method === 'POST' && path === '/v1/audio/speech') {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.end(silentMp3(fake.speakSeconds));
    } else {
      json(404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error', code: null } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return Object.assign(fake, {
    url,
    requests,
    queue: (...next: FakeCompletion[]) => void completions.push(...next),
    hear: (text: string, duration = 2) => void hearing.push({ text, duration }),
    failNext: (path: string, status: number, message: string, times = 1) => void failures.set(path, { status, message, times }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
