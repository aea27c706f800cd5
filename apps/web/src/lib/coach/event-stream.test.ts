import { describe, expect, it } from 'vitest';
import { readEventStream } from './event-stream';

/** A body that arrives in exactly these pieces. */
function body(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      pieces.forEach((piece) => controller.enqueue(encoder.encode(piece)));
      controller.close();
    },
  });
}

async function read(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readEventStream(stream)) events.push(event);
  return events;
}

describe('readEventStream', () => {
  it('reads events whatever way the network cuts them', async () => {
    const text = 'event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {"reply":"Hi"}\n\n';
    const whole = await read(body(text));
    expect(whole).toEqual([
      { event: 'delta', data: '{"text":"Hi"}' },
      { event: 'done', data: '{"reply":"Hi"}' },
    ]);
    // Every cut, down to one character at a time.
    for (let cut = 1; cut < text.length; cut += 7) expect(await read(body(text.slice(0, cut), text.slice(cut)))).toEqual(whole);
    expect(await read(body(...text.split('')))).toEqual(whole);
  });

  it('takes \\r\\n and \\r line ends, even a \\r\\n cut between two chunks', async () => {
    expect(await read(body('event: delta\r', '\ndata: a\r\n\r\n', 'data: b\r\rdata: c\n\n'))).toEqual([
      { event: 'delta', data: 'a' },
      { event: 'message', data: 'b' },
      { event: 'message', data: 'c' },
    ]);
  });

  it('joins data lines, ignores comments, and skips events without data', async () => {
    expect(await read(body(': keep-alive\n\nevent: delta\ndata: line one\ndata: line two\n\nevent: empty\n\n'))).toEqual([{ event: 'delta', data: 'line one\nline two' }]);
  });

  it('keeps multi-byte characters cut between chunks', async () => {
    const bytes = new TextEncoder().encode('data: café ☕\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    expect(await read(stream)).toEqual([{ event: 'message', data: 'café ☕' }]);
  });
});
