import OpenAI, { APIError, toFile } from 'openai';

/** A function the model may call, described by a JSON Schema of its arguments. */
export interface AiTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface AiToolCall {
  id: string;
  name: string;
  /** The model's JSON text, validated by the caller before anything runs. */
  arguments: string;
}

export type AiMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: AiToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

export interface AiCompletion {
  content: string | null;
  toolCalls: AiToolCall[];
}

/** What a streamed completion yields: the reply's text as it is written, then the whole completion. */
export type AiStreamEvent = { type: 'text'; text: string } | { type: 'end'; completion: AiCompletion };

/** Speech as it is synthesized: 24 kHz mono signed 16-bit little-endian PCM, chunk by chunk. */
export const SPEECH_PCM_SAMPLE_RATE = 24_000;

/**
 * The one place that talks to the AI provider (STYLE rule 2): any OpenAI-compatible endpoint,
 * through the official SDK. Every call takes an AbortSignal: a client that goes away, or a reply
 * the person talks over, cancels the provider's request.
 */
export interface AiProvider {
  complete(messages: AiMessage[], tools: AiTool[], signal?: AbortSignal): Promise<AiCompletion>;
  /**
   * The completion streamed: text deltas as the model writes them, tool calls assembled from their
   * deltas, then `end` with the whole completion. A provider that refuses to stream is asked once
   * for a whole completion instead (yielded as one text event), and is not asked to stream again.
   */
  stream(messages: AiMessage[], tools: AiTool[], signal?: AbortSignal): AsyncIterable<AiStreamEvent>;
  /**
   * Speech to text (`json`: newer transcription models offer nothing else; durations come from the
   * audio). `language` (issue 54: the person's, ISO 639-1 such as "es") tells the model what it hears.
   */
  transcribe(audio: Buffer, fileName: string, mimeType: string, signal?: AbortSignal, language?: string): Promise<string>;
  /** Text to speech, as mp3 bytes; `voice` (issue 54: the person's language's) instead of the configured one. */
  speak(text: string, signal?: AbortSignal, voice?: string): Promise<Buffer>;
  /** Text to speech as PCM (`SPEECH_PCM_SAMPLE_RATE`), yielded as the provider sends it. */
  speakPcm(text: string, signal?: AbortSignal, voice?: string): AsyncIterable<Buffer>;
}

export interface OpenAiOptions {
  apiKey: string;
  /** e.g. http://127.0.0.1:4010/v1 for a local fake or another compatible provider; unset for OpenAI. */
  baseUrl: string | undefined;
  chatModel: string;
  transcribeModel: string;
  speechModel: string;
  voice: string;
  /** `max_completion_tokens` on every chat completion (the coach's limits). */
  maxTokens: number;
  /** `strict: true` on every function (the schemas are strict-valid: tool-schemas.ts); only for a provider that takes it. */
  strictTools?: boolean;
}

function toSdkMessage(message: AiMessage): OpenAI.ChatCompletionMessageParam {
  switch (message.role) {
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    case 'assistant':
      return {
        role: 'assistant',
        content: message.content,
        ...(message.toolCalls?.length
          ? { tool_calls: message.toolCalls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.arguments } })) }
          : {}),
      };
    default:
      return { role: message.role, content: message.content };
  }
}

/** Tool calls arrive in pieces (`index` names the call; name and id come once, arguments in parts). */
function assembleToolCalls() {
  const calls: AiToolCall[] = [];
  return {
    add(deltas: OpenAI.ChatCompletionChunk.Choice.Delta.ToolCall[] | undefined) {
      for (const delta of deltas ?? []) {
        const call = (calls[delta.index] ??= { id: '', name: '', arguments: '' });
        if (delta.id) call.id = delta.id;
        if (delta.function?.name) call.name += delta.function.name;
        if (delta.function?.arguments) call.arguments += delta.function.arguments;
      }
    },
    calls: () => calls.filter((call) => call.name),
  };
}

/** A provider's way of saying it does not stream: a 400 about the `stream` parameter. */
const refusesToStream = (error: unknown) => error instanceof APIError && error.status === 400 && /stream/i.test(`${error.message} ${String((error as { param?: unknown }).param ?? '')}`);

export function createOpenAiProvider(options: OpenAiOptions): AiProvider {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: 60_000, maxRetries: 1 });
  let streams = true;
  const request = (messages: AiMessage[], tools: AiTool[]) => ({
    model: options.chatModel,
    messages: messages.map(toSdkMessage),
    max_completion_tokens: options.maxTokens,
    ...(tools.length ? { tools: tools.map((t) => ({ type: 'function' as const, function: options.strictTools ? { ...t, strict: true } : t })), tool_choice: 'auto' as const } : {}),
  });

  async function complete(messages: AiMessage[], tools: AiTool[], signal?: AbortSignal): Promise<AiCompletion> {
    const completion = await client.chat.completions.create(request(messages, tools), { signal });
    const message = completion.choices[0]?.message;
    const toolCalls = (message?.tool_calls ?? []).flatMap((call) =>
      call.type === 'function' ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }] : [],
    );
    return { content: message?.content ?? null, toolCalls };
  }

  return {
    complete,

    async *stream(messages, tools, signal) {
      let chunks;
      try {
        if (!streams) throw new Error('not streaming');
        chunks = await client.chat.completions.create({ ...request(messages, tools), stream: true }, { signal });
      } catch (error) {
        if (streams && !refusesToStream(error)) throw error;
        streams = false;
        const completion = await complete(messages, tools, signal);
        if (completion.content) yield { type: 'text', text: completion.content };
        yield { type: 'end', completion };
        return;
      }
      let content = '';
      const toolCalls = assembleToolCalls();
      for await (const chunk of chunks) {
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          content += delta.content;
          yield { type: 'text', text: delta.content };
        }
        toolCalls.add(delta.tool_calls);
      }
      yield { type: 'end', completion: { content: content || null, toolCalls: toolCalls.calls() } };
    },

    async transcribe(audio, fileName, mimeType, signal, language) {
      const result = await client.audio.transcriptions.create(
        { model: options.transcribeModel, file: await toFile(audio, fileName, { type: mimeType }), response_format: 'json', ...(language && { language }) },
        { signal },
      );
      return result.text;
    },

    async speak(text, signal, voice) {
      const response = await client.audio.speech.create({ model: options.speechModel, voice: voice ?? options.voice, input: text, response_format: 'mp3' }, { signal });
      return Buffer.from(await response.arrayBuffer());
    },

    async *speakPcm(text, signal, voice) {
      const response = await client.audio.speech.create({ model: options.speechModel, voice: voice ?? options.voice, input: text, response_format: 'pcm' }, { signal });
      if (!response.body) return;
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    },
  };
}
