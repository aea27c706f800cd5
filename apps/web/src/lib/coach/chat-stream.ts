import { API, chatStreamEventSchemas, coachFailureSchema, coachTurnSchema, requestOf, type ChatBody, type ChatStreamEvent, type CoachTurn } from '@stride/domain';
import { ApiError } from '../api-client';
import { readEventStream } from './event-stream';

/** What a streamed chat turn reports as it goes. */
export interface ChatStreamListener {
  delta(text: string): void;
  function(event: Extract<ChatStreamEvent, { event: 'function' }>['data']): void;
}

/** A refused or failed turn; the functions it ran before failing (their changes stand) reach `listener` first. */
async function failure(response: Response, listener: ChatStreamListener): Promise<ApiError> {
  const failed = coachFailureSchema.safeParse(await response.json().catch(() => null)).data;
  failed?.functionCalls?.forEach((call) => listener.function(call));
  return new ApiError(response.status, failed?.message || null, undefined, failed?.code ?? null);
}

/**
 * `POST /api/openai/chat` asking for Server-Sent Events (issue 17): the reply reaches `listener`
 * as it is written and each function result as soon as it ran; answers the turn (`done`, the same
 * as the JSON call's answer). Errors are `ApiError`s as with every call: before the stream opens
 * they are the HTTP answer (429 limit, 400 …), after it the `error` event. An answer that is not an
 * event stream (a proxy that buffers) is read as the JSON answer.
 */
export async function streamChat(body: ChatBody, listener: ChatStreamListener, signal?: AbortSignal): Promise<CoachTurn> {
  const request = requestOf(API.coach.chat, { body });
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      credentials: 'include',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json', 'Client-Type': 'web' },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null);
  }
  if (!response.ok) throw await failure(response, listener);
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream') || !response.body) {
    const turn = coachTurnSchema.safeParse(await response.json().catch(() => null));
    if (!turn.success) throw new ApiError(response.status, null, 'The server sent an unexpected answer.');
    listener.delta(turn.data.reply);
    turn.data.functionCalls.forEach((call) => listener.function(call));
    return turn.data;
  }
  try {
    for await (const { event, data } of readEventStream(response.body)) {
      if (!(event in chatStreamEventSchemas)) continue;
      const parsed = chatStreamEventSchemas[event as keyof typeof chatStreamEventSchemas].safeParse(JSON.parse(data));
      if (!parsed.success) continue;
      const value = { event, data: parsed.data } as ChatStreamEvent;
      switch (value.event) {
        case 'delta':
          listener.delta(value.data.text);
          break;
        case 'function':
          listener.function(value.data);
          break;
        case 'done':
          return value.data;
        case 'error':
          throw new ApiError(value.data.status, value.data.message, undefined, value.data.code);
      }
    }
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new ApiError(0, null);
  }
  // The stream ended without its last event: the connection was lost.
  throw new ApiError(0, null);
}
