import OpenAI, { APIError, toFile } from 'openai';
import type { ChatCompletionChunk, ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wavOf } from '../audio/wav.js';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.js';

describe('fake OpenAI provider, through the official SDK', () => {
  let fake: FakeOpenAi;
  let openai: OpenAI;
  beforeEach(async () => {
    fake = await startFakeOpenAi();
    openai = new OpenAI({ apiKey: 'sk-test-fake', baseURL: fake.url, maxRetries: 0 });
  });
  afterEach(() => fake.close());

  const streamChat = (params: Partial<ChatCompletionCreateParamsStreaming> = {}, signal?: AbortSignal) =>
    openai.chat.completions.create({ model: 'gpt-test', messages: [{ role: 'user', content: 'Hi' }], stream: true, ...params }, { signal });
  const collect = async (stream: AsyncIterable<ChatCompletionChunk>) => {
    const chunks: ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    return chunks;
  };
  const contentOf = (chunks: ChatCompletionChunk[]) => chunks.map((c) => c.choices[0]?.delta.content ?? '').join('');
  const transcribe = async <F extends 'json' | 'verbose_json' | 'text'>(response_format: F) =>
    openai.audio.transcriptions.create({ model: 'whisper-test', file: await toFile(Buffer.alloc(64), 'turn.wav', { type: 'audio/wav' }), response_format });

  it('streams a reply word by word, ending with the finish reason and the usage', async () => {
    const text = 'Good morning! A short walk after breakfast is a lovely start.';
    fake.queue({ content: text });
    const chunks = await collect(await streamChat({ stream_options: { include_usage: true } }));

    const withContent = chunks.filter((c) => c.choices[0]?.delta.content);
    expect(withContent.length).toBeGreaterThan(1);
    expect(contentOf(chunks)).toBe(text);
    expect(chunks[0]!.choices[0]!.delta.role).toBe('assistant');
    const [finish, usage] = chunks.slice(-2);
    expect(finish!.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(usage!.choices).toEqual([]);
    expect(usage!.usage).toMatchObject({ total_tokens: expect.any(Number) });
  });

  it('streams a tool call with its arguments split across chunks', async () => {
    const args = { name: 'Evening stretch', startTime: '21:00', days: ['Monday', 'Friday'] };
    fake.queue({ toolCalls: [{ name: 'createHabit', arguments: args }] });
    const chunks = await collect(await streamChat({ tools: [{ type: 'function', function: { name: 'createHabit', parameters: { type: 'object' } } }] }));

    const calls = chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []);
    const [opening, ...pieces] = calls;
    expect(opening).toMatchObject({ index: 0, id: expect.any(String), type: 'function', function: { name: 'createHabit', arguments: '' } });
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(Object.keys(piece).sort()).toEqual(['function', 'index']);
    expect(JSON.parse(pieces.map((p) => p.function!.arguments).join(''))).toEqual(args);
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe('tool_calls');
  });

  it('is a disciplined model: asks useFunctions for a function offered and not given, and refuses one neither given nor offered (issue 49)', async () => {
    const tool = (name: string, parameters: Record<string, unknown> = { type: 'object' }) => ({ type: 'function' as const, function: { name, parameters } });
    const more = tool('useFunctions', { type: 'object', properties: { names: { type: 'array', items: { type: 'string', enum: ['createHabit'] } } } });
    const call = (chunks: ChatCompletionChunk[]) => chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []).map((c) => c.function?.name ?? '').join('');
    const args = (chunks: ChatCompletionChunk[]) => chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []).map((c) => c.function?.arguments ?? '').join('');
    fake.queue({ toolCalls: [{ name: 'createHabit', arguments: { name: 'Read' } }] });
    const asking = await collect(await streamChat({ tools: [tool('getHabit'), more] }));
    expect(call(asking)).toBe('useFunctions');
    expect(JSON.parse(args(asking))).toEqual({ names: ['createHabit'] });
    // Given the next time: the call as scripted.
    const doing = await collect(await streamChat({ tools: [tool('createHabit'), tool('getHabit')] }));
    expect(call(doing)).toBe('createHabit');
    expect(fake.requests.at(-1)!.answered).toEqual({ toolCalls: [{ name: 'createHabit', arguments: { name: 'Read' } }] });
    // Neither given nor offered: refused loudly, and close() fails with it.
    fake.queue({ toolCalls: [{ name: 'deleteHabit', arguments: {} }] });
    await expect(streamChat({ tools: [tool('getHabit'), more] })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('called deleteHabit, not in the request') });
    expect(fake.undisciplined).toHaveLength(1);
    fake.undisciplined.length = 0;
  });

  describe('writes arguments as a model in strict mode does (issue 49 follow-up)', () => {
    const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });
    const cue = { type: 'object', properties: { afterHabitId: nullable({ type: 'string' }), text: { type: 'string' } }, required: ['afterHabitId', 'text'], additionalProperties: false };
    const properties = {
      habitId: { type: 'string' },
      schedule: nullable({ type: 'string' }),
      timesOfDay: nullable({ type: 'array', items: { type: 'string', pattern: '^[0-9]{2}:[0-9]{2}$' } }),
      cue: nullable(cue),
      period: nullable({ type: 'string', enum: ['today', 'this week'] }),
      onceADay: nullable({ type: 'boolean' }),
    };
    // As the coach sends a function: every property required, the optional ones nullable, closed.
    const updateHabit = { type: 'function' as const, function: { name: 'updateHabit', parameters: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false } } };
    const argumentsOf = (chunks: ChatCompletionChunk[]) => chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []).map((c) => c.function?.arguments ?? '').join('');
    const call = async (args: Record<string, unknown> | string, model: { ignoresSchema?: true } = {}) => {
      fake.queue({ toolCalls: [{ name: 'updateHabit', arguments: args }], ...model });
      return argumentsOf(await collect(await streamChat({ tools: [updateHabit] })));
    };
    const refusal = async (args: Record<string, unknown>) => {
      fake.queue({ toolCalls: [{ name: 'updateHabit', arguments: args }] });
      const error = await streamChat({ tools: [updateHabit] }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 400, code: 'scripted_model_undisciplined' });
      return (error as Error).message;
    };

    it('writes each property the script leaves out as null, at any depth and in the order of the schema', async () => {
      const sent = await call({ cue: { text: 'After coffee' }, schedule: 'at 7am', habitId: 'h1' });
      const written = { habitId: 'h1', schedule: 'at 7am', timesOfDay: null, cue: { afterHabitId: null, text: 'After coffee' }, period: null, onceADay: null };
      expect(sent).toBe(JSON.stringify(written));
      expect(fake.requests.at(-1)!.answered).toEqual({ toolCalls: [{ name: 'updateHabit', arguments: written }] });
      expect(fake.undisciplined).toEqual([]);
    });

    it('refuses arguments the schema given does not allow, naming each one and what is wrong with it', async () => {
      expect(await refusal({ habitId: 'h1', startTime: '07:00', days: ['Monday'] })).toContain(
        'updateHabit: "startTime", "days" are not properties of the schema given (it has: habitId, schedule, timesOfDay, cue, period, onceADay).',
      );
      expect(await refusal({ schedule: 'at 7am' })).toContain('updateHabit: "habitId" is missing: a strict model writes every property (null where its schema takes null).');
      const wrong = await refusal({ habitId: 'h1', timesOfDay: ['7am'], cue: { text: 'After coffee', mood: 'calm' }, period: 'someday', onceADay: 'yes' });
      expect(wrong).toContain('timesOfDay[0] is "7am"; it must match ^[0-9]{2}:[0-9]{2}$');
      expect(wrong).toContain('cue: "mood" is not a property of the schema given (it has: afterHabitId, text)');
      expect(wrong).toContain('period is "someday"; it must be one of today, this week');
      expect(wrong).toContain('onceADay is "yes" (string); it must be boolean or null');
      expect(await refusal({ habitId: 7 })).toContain('habitId is 7 (integer); it must be string');
      // Each is recorded, so close() fails the test file.
      expect(fake.undisciplined).toHaveLength(4);
      expect(fake.undisciplined[0]).toMatch(/^The scripted model called with arguments the schema it was given does not allow/);
      fake.undisciplined.length = 0;
    });

    it('sends what a model not held to the schema writes only when the script says so, and raw text as written', async () => {
      expect(JSON.parse(await call({ habitId: 'h1', startTime: '07:00' }, { ignoresSchema: true }))).toEqual({ habitId: 'h1', startTime: '07:00' });
      // Text that is not JSON: a model cut short at its token limit.
      expect(await call('{"habitId": ')).toBe('{"habitId": ');
      const whole = '{"habitId":"h1","schedule":null,"timesOfDay":["07:00"],"cue":null,"period":"today","onceADay":null}';
      expect(await call(whole)).toBe(whole);
      expect(fake.undisciplined).toEqual([]);
      fake.queue({ toolCalls: [{ name: 'updateHabit', arguments: '{"habitId":"h1"}' }] });
      await expect(streamChat({ tools: [updateHabit] })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('"schedule" is missing') });
      fake.undisciplined.length = 0;
    });
  });

  it('waits firstTokenMs before the first token', async () => {
    fake.delays.firstTokenMs = 150;
    fake.queue({ content: 'Hello there.' });
    const started = performance.now();
    for await (const chunk of await streamChat()) {
      if (chunk.choices[0]?.delta.content) {
        expect(performance.now() - started).toBeGreaterThanOrEqual(150);
        break;
      }
    }
    const request = fake.requests.at(-1)!;
    expect(request.firstByteAt! - request.at).toBeGreaterThanOrEqual(149); // timers may fire up to 1 ms early
  });

  it('speaks PCM of the exact length, in several chunks', async () => {
    // Over 64 KiB, so one socket read could never hold it all.
    fake.speakSeconds = 2.34567;
    const response = await openai.audio.speech.create({ model: 'tts-test', voice: 'alloy', input: 'Hi Ada!', response_format: 'pcm' });
    expect(response.headers.get('content-type')).toBe('audio/pcm');
    const reader = response.body!.getReader();
    let chunks = 0;
    let bytes = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks++;
      bytes += read.value.byteLength;
    }
    expect(bytes).toBe(Math.round(2.34567 * 24_000) * 2);
    expect(chunks).toBeGreaterThan(1);
    expect(fake.requests.at(-1)!.body).toMatchObject({ input: 'Hi Ada!', response_format: 'pcm' });
  });

  it('answers a transcription in the format asked for', async () => {
    fake.hear('Add a walk', 3.2);
    fake.hear('Add a walk', 3.2);
    fake.hear('Add a walk', 3.2);
    expect(await transcribe('json')).toEqual({ text: 'Add a walk' });
    expect(await transcribe('verbose_json')).toMatchObject({ text: 'Add a walk', duration: 3.2, language: 'english' });
    expect(await transcribe('text')).toBe('Add a walk');
  });

  it('takes a transcription’s language as an ISO 639-1 code and refuses a locale, as OpenAI does', async () => {
    fake.hear('Añade un paseo', 2);
    const file = async () => toFile(Buffer.alloc(64), 'turn.wav', { type: 'audio/wav' });
    expect(await openai.audio.transcriptions.create({ model: 'whisper-test', file: await file(), response_format: 'json', language: 'es' })).toEqual({ text: 'Añade un paseo' });
    expect(fake.requests.at(-1)!.body).toMatch(/name="language"\r\n\r\nes\r\n/);
    await expect(openai.audio.transcriptions.create({ model: 'whisper-test', file: await file(), response_format: 'json', language: 'es-ES' })).rejects.toMatchObject({ status: 400, code: 'invalid_language_format' });
  });

  it('hears words said over a length of audio in proportion in less of it, using up nothing until it has all of it', async () => {
    const wav = (seconds: number) => toFile(wavOf(Buffer.alloc(Math.round(seconds * 16_000) * 2), 16_000), 'utterance.wav', { type: 'audio/wav' });
    const heard = async (seconds: number) => (await openai.audio.transcriptions.create({ model: 'whisper-test', file: await wav(seconds), response_format: 'json' })).text;
    fake.hear('move my run to seven', 2, 2);
    expect(await heard(1)).toBe('move my');
    expect(await heard(1.9)).toBe('move my run to');
    expect(await heard(2)).toBe('move my run to seven');
    expect(await heard(1)).toBe('Hello coach');
  });

  it('refuses to stream with a 400 when streaming is off', async () => {
    fake.streaming = false;
    const error = await streamChat().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({ status: 400, type: 'invalid_request_error', param: 'stream', code: 'unsupported_value' });
  });

  it('records a stream the client aborted, and stops writing to it', async () => {
    fake.delays.perTokenMs = 30;
    fake.queue({ content: 'This reply is long enough to be still streaming when the client leaves early on.' });
    const controller = new AbortController();
    // The SDK ends an aborted stream quietly rather than throwing.
    let received = 0;
    for await (const _chunk of await streamChat({}, controller.signal)) {
      received++;
      controller.abort();
    }
    expect(received).toBe(1);
    await expect.poll(() => fake.aborted).toEqual(['/v1/chat/completions']);
    expect(fake.requests.at(-1)!.endAt).toBeUndefined();
  });
});
