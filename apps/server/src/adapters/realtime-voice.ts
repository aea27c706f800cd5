import OpenAI from 'openai';
import { OpenAIRealtimeWS } from 'openai/realtime/ws';
import type { RealtimeClientEvent, RealtimeServerEvent } from 'openai/resources/realtime/realtime';
import type { AiMessage, AiProvider, AiStreamEvent, AiTool, AiToolCall } from './ai-provider.js';

/** The Realtime protocol's audio both ways: 24 kHz mono s16le PCM (`audio/pcm`). */
export const REALTIME_SAMPLE_RATE = 24_000;

export interface RealtimeOptions {
  apiKey: string;
  /** The provider's API base (https://api.openai.com/v1, an Azure OpenAI `/openai/v1`, a compatible server); the SDK speaks wss to its `/realtime`. */
  baseUrl: string | undefined;
  model: string;
  voice: string;
  /** The model transcribing what the person says (the call's transcripts). */
  transcribeModel: string;
  /** The language the person speaks (ISO 639-1, issue 54), told to the transcription model. */
  language?: string | undefined;
}

/** Who a session speaks as and listens for (issue 54): the person's language's voice where one is configured, and their language. */
export interface RealtimeSpeaker {
  voice: string | undefined;
  language: string;
}

export interface RealtimeHandlers {
  /** The provider heard speech start (its semantic turn detection). */
  onSpeechStarted(): void;
  /** The provider decided the person's turn is over: their audio is the conversation item `itemId`. */
  onCommitted(itemId: string): void;
  /** What the person said in item `itemId`, transcribed. */
  onTranscript(itemId: string, text: string): void;
  /** Audio of the response being made (24 kHz PCM). */
  onAudio(pcm: Buffer): void;
  /** The connection failed or closed. */
  onClosed(error?: unknown): void;
}

export interface RealtimeSession {
  /** Microphone audio, 24 kHz PCM. */
  append(pcm: Buffer): void;
  /**
   * The session as the coach's model (coach-turn.ts `runModelTurn`): each round sends the results
   * of the functions the last one called, asks for a response with the round's instructions and
   * tools, streams its transcript as text (its audio to `onAudio`), and ends with its function calls.
   * Aborted, the response is cancelled.
   */
  model: AiProvider;
  /** A response that says `text` as it is (an answer the coach made without the model: a yes done). */
  say(text: string, signal: AbortSignal): Promise<void>;
  /** The person heard the reply in item `itemId` until `ms`: the provider's conversation keeps only that. */
  truncate(itemId: string, ms: number): void;
  /** The item of the last response's spoken reply, if it had one. */
  lastReplyItem(): string | null;
  close(): void;
}

const notForRealtime = () => Promise.reject(new Error('not used by a speech-to-speech call'));

/**
 * A speech-to-speech session over the OpenAI Realtime protocol (issue 53), through the official
 * SDK's WebSocket client: audio streams both ways, the provider's semantic turn detection decides
 * when the person is done (`create_response: false`: the call asks for each response itself, so
 * that a yes to a proposal is done exactly as in a cascaded call), and the coach's functions run
 * on the server, as in the cascaded call.
 */
export async function openRealtimeSession(options: RealtimeOptions, handlers: RealtimeHandlers): Promise<RealtimeSession> {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl });
  const rt = new OpenAIRealtimeWS({ model: options.model }, client);
  const send = (event: RealtimeClientEvent) => {
    if (rt.socket.readyState === rt.socket.OPEN) rt.send(event);
  };
  await new Promise<void>((resolve, reject) => {
    rt.socket.once('open', () => resolve());
    rt.socket.once('error', reject);
  });
  let closed = false;
  rt.socket.on('close', () => {
    if (!closed) handlers.onClosed();
    closed = true;
  });
  rt.on('error', (error) => {
    if (!closed) handlers.onClosed(error);
  });
  send({
    type: 'session.update',
    session: {
      type: 'realtime',
      model: options.model,
      output_modalities: ['audio'],
      audio: {
        input: {
          format: { type: 'audio/pcm', rate: REALTIME_SAMPLE_RATE },
          turn_detection: { type: 'semantic_vad', create_response: false, interrupt_response: false },
          transcription: { model: options.transcribeModel, ...(options.language && { language: options.language }) },
        },
        output: { format: { type: 'audio/pcm', rate: REALTIME_SAMPLE_RATE }, voice: options.voice },
      },
    },
  });

  /** The response being made: its events go to its reader. */
  let current: { id: string | null; push(event: RealtimeServerEvent): void } | null = null;
  let replyItem: string | null = null;
  rt.on('event', (event) => {
    switch (event.type) {
      case 'input_audio_buffer.speech_started':
        return handlers.onSpeechStarted();
      case 'input_audio_buffer.committed':
        return handlers.onCommitted(event.item_id);
      case 'conversation.item.input_audio_transcription.completed':
        return handlers.onTranscript(event.item_id, event.transcript);
      case 'response.output_audio.delta':
        if (current && (current.id === null || current.id === event.response_id)) handlers.onAudio(Buffer.from(event.delta, 'base64'));
        replyItem = event.item_id;
        return;
      default:
        if (current && event.type.startsWith('response.')) current.push(event);
    }
  });

  /** Asks for a response and reads its events until it is done (or cancels it when `signal` aborts). */
  async function* respond(request: Extract<RealtimeClientEvent, { type: 'response.create' }>['response'], signal?: AbortSignal): AsyncIterable<RealtimeServerEvent> {
    const queue: RealtimeServerEvent[] = [];
    let wake: (() => void) | null = null;
    const reader = {
      id: null as string | null,
      push(event: RealtimeServerEvent) {
        queue.push(event);
        wake?.();
      },
    };
    current = reader;
    const abort = () => wake?.();
    signal?.addEventListener('abort', abort);
    send({ type: 'response.create', response: request });
    try {
      while (!signal?.aborted && !closed) {
        const event = queue.shift();
        if (!event) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          continue;
        }
        if (event.type === 'response.created') reader.id = event.response.id ?? null;
        yield event;
        if (event.type === 'response.done') return;
      }
      if (signal?.aborted) send({ type: 'response.cancel', ...(reader.id ? { response_id: reader.id } : {}) });
    } finally {
      signal?.removeEventListener('abort', abort);
      if (current === reader) current = null;
    }
  }

  /** Results of the functions the last round called, not yet sent (the conversation's tool messages). */
  let sentMessages = 0;
  const model: AiProvider = {
    async *stream(messages: AiMessage[], tools: AiTool[], signal?: AbortSignal): AsyncIterable<AiStreamEvent> {
      for (const message of messages.slice(sentMessages)) {
        if (message.role === 'tool') send({ type: 'conversation.item.create', item: { type: 'function_call_output', call_id: message.toolCallId, output: message.content } });
      }
      sentMessages = messages.length;
      const system = messages[0]?.role === 'system' ? messages[0].content : undefined;
      let text = '';
      const calls: AiToolCall[] = [];
      for await (const event of respond(
        {
          ...(system ? { instructions: system } : {}),
          tools: tools.map((t) => ({ type: 'function' as const, name: t.name, description: t.description, parameters: t.parameters })),
          tool_choice: tools.length ? 'auto' : 'none',
        },
        signal,
      )) {
        if (event.type === 'response.output_audio_transcript.delta') {
          text += event.delta;
          yield { type: 'text', text: event.delta };
        } else if (event.type === 'response.function_call_arguments.done') {
          calls.push({ id: event.call_id, name: event.name, arguments: event.arguments });
        } else if (event.type === 'response.done' && event.response.status === 'failed') {
          throw new Error(`realtime response failed: ${JSON.stringify(event.response.status_details ?? null)}`);
        }
      }
      if (!signal?.aborted) yield { type: 'end', completion: { content: text || null, toolCalls: calls } };
    },
    complete: notForRealtime,
    transcribe: notForRealtime,
    speak: notForRealtime,
    // eslint-disable-next-line require-yield
    async *speakPcm() {
      throw new Error('not used by a speech-to-speech call');
    },
  };

  return {
    append(pcm) {
      send({ type: 'input_audio_buffer.append', audio: pcm.toString('base64') });
    },
    model,
    async say(text, signal) {
      for await (const event of respond({ instructions: `Say exactly this, and nothing else: "${text}"`, tools: [], tool_choice: 'none' }, signal)) void event;
    },
    truncate(itemId, ms) {
      send({ type: 'conversation.item.truncate', item_id: itemId, content_index: 0, audio_end_ms: Math.max(0, Math.round(ms)) });
    },
    lastReplyItem: () => replyItem,
    close() {
      closed = true;
      rt.close();
    },
  };
}
