import OpenAI, { toFile } from 'openai';

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

/** The one place that talks to the AI provider (STYLE rule 2): any OpenAI-compatible endpoint, through the official SDK. */
export interface AiProvider {
  complete(messages: AiMessage[], tools: AiTool[]): Promise<AiCompletion>;
  /** Speech to text; `durationSeconds` is the provider's own measure of the recording. */
  transcribe(audio: Buffer, fileName: string, mimeType: string): Promise<{ text: string; durationSeconds: number | null }>;
  /** Text to speech, as mp3 bytes. */
  speak(text: string): Promise<Buffer>;
}

export interface OpenAiOptions {
  apiKey: string;
  /** e.g. http://127.0.0.1:4010/v1 for a local fake or another compatible provider; unset for OpenAI. */
  baseUrl: string | undefined;
  chatModel: string;
  transcribeModel: string;
  speechModel: string;
  voice: string;
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

export function createOpenAiProvider(options: OpenAiOptions): AiProvider {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: 60_000, maxRetries: 1 });
  return {
    async complete(messages, tools) {
      const completion = await client.chat.completions.create({
        model: options.chatModel,
        messages: messages.map(toSdkMessage),
        ...(tools.length ? { tools: tools.map((t) => ({ type: 'function' as const, function: t })), tool_choice: 'auto' as const } : {}),
      });
      const message = completion.choices[0]?.message;
      const toolCalls = (message?.tool_calls ?? []).flatMap((call) =>
        call.type === 'function' ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }] : [],
      );
      return { content: message?.content ?? null, toolCalls };
    },

    async transcribe(audio, fileName, mimeType) {
      const result = await client.audio.transcriptions.create({
        model: options.transcribeModel,
        file: await toFile(audio, fileName, { type: mimeType }),
        response_format: 'verbose_json',
      });
      return { text: result.text, durationSeconds: typeof result.duration === 'number' ? result.duration : null };
    },

    async speak(text) {
      const response = await client.audio.speech.create({ model: options.speechModel, voice: options.voice, input: text, response_format: 'mp3' });
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
