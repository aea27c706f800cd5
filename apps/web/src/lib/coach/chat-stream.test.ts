import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, type CoachTurn } from '@stride/domain';
import { ApiError } from '../api-client';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { streamChat } from './chat-stream';

const turn: CoachTurn = {
  reply: 'Done: Read at 08:00.',
  sessionId: '6f1c1b7e-3c35-4d43-9d7e-2b1cbb4c7f10',
  functionCalled: 'createGoal',
  functionResult: { id: 'g1' },
  functionCalls: [{ functionCalled: 'createGoal', functionResult: { id: 'g1' } }],
  online: true,
};

const sse = (events: [string, unknown][]) => events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');

/** An event-stream answer whose pieces the test releases one by one. */
function streamedResponse(pieces: string[]) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    next() {
      const piece = pieces.shift();
      if (piece === undefined) controller.close();
      else controller.enqueue(encoder.encode(piece));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('streamChat', () => {
  it('asks for an event stream and reports deltas and functions as they arrive, then answers the turn', async () => {
    const stream = streamedResponse([
      sse([['function', { functionCalled: 'createGoal', functionResult: { id: 'g1' } }]]),
      sse([['delta', { text: 'Done: ' }]]),
      sse([['delta', { text: 'Read at 08:00.' }], ['done', turn]]),
    ]);
    const fetchMock = mockApi({ [on(API.coach.chat)]: () => stream.response });
    const seen: string[] = [];
    const answer = streamChat({ message: 'Read at 8' }, { delta: (t) => seen.push(`delta:${t}`), function: (f) => seen.push(`function:${f.functionCalled}`) });
    stream.next();
    await vi.waitFor(() => expect(seen).toEqual(['function:createGoal']));
    stream.next();
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    stream.next();
    expect(await answer).toEqual(turn);
    expect(seen).toEqual(['function:createGoal', 'delta:Done: ', 'delta:Read at 08:00.']);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toMatchObject({ Accept: 'text/event-stream', 'Client-Type': 'web' });
  });

  it('turns an error event, an HTTP refusal and a cut stream into ApiErrors', async () => {
    const failed = streamedResponse([sse([['delta', { text: 'Hm' }], ['error', { code: 'provider_failed', message: 'The AI coach could not answer just now.', status: 502 }]])]);
    mockApi({ [on(API.coach.chat)]: () => failed.response });
    const answer = streamChat({ message: 'x' }, { delta: () => undefined, function: () => undefined });
    failed.next();
    await expect(answer).rejects.toMatchObject({ status: 502, serverMessage: 'The AI coach could not answer just now.' });

    mockApi({ [on(API.coach.chat)]: () => errorResponse('plan_limit', 'Daily message limit reached.') });
    await expect(streamChat({ message: 'x' }, { delta: () => undefined, function: () => undefined })).rejects.toMatchObject({ status: 429, code: 'plan_limit', serverMessage: 'Daily message limit reached.' });

    const cut = streamedResponse([sse([['delta', { text: 'Hal' }]])]);
    mockApi({ [on(API.coach.chat)]: () => cut.response });
    const lost = streamChat({ message: 'x' }, { delta: () => undefined, function: () => undefined });
    cut.next();
    cut.next();
    const error = await lost.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('reads a JSON answer (a proxy that buffers the stream) as one delta', async () => {
    mockApi({ [on(API.coach.chat)]: () => jsonResponse(turn) });
    const deltas: string[] = [];
    expect(await streamChat({ message: 'x' }, { delta: (t) => deltas.push(t), function: () => undefined })).toEqual(turn);
    expect(deltas).toEqual([turn.reply]);
  });
});
