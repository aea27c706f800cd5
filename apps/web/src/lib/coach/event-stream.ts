/** One Server-Sent Event: its name (`message` when none is given) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads Server-Sent Events as they arrive (the EventSource format: `event:` and `data:` fields,
 * events ended by a blank line, `\n`, `\r\n` or `\r` line ends, comments ignored), whatever way the
 * network cuts the chunks.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  /** A chunk ended in \r: a \n that starts the next one belongs to the same line end. */
  let pendingCr = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      let text = decoder.decode(value, { stream: true });
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = text.endsWith('\r');
      buffer += text;
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last piece may be a line cut in two.
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = text;
          else if (field === 'data') data.push(text);
        }
      }
    }
    if (data.length) yield { event: event || 'message', data: data.join('\n') };
  } finally {
    reader.releaseLock();
  }
}
