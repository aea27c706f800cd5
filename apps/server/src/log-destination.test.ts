import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination.js';

/** A stream that takes lines as a pipe does, or never finishes a write (a pipe nobody reads). */
function stream({ blocked }: { blocked: boolean }) {
  const written: string[] = [];
  const writable = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      written.push(chunk.toString());
      if (!blocked) callback();
    },
  });
  return { writable, written };
}

describe('createLogDestination', () => {
  it('passes lines through and flushes', async () => {
    const { writable, written } = stream({ blocked: false });
    const destination = createLogDestination(writable);
    destination.write('one\n');
    destination.write('two\n');
    expect(await destination.flush(100)).toBe(true);
    expect(written.join('')).toBe('one\ntwo\n');
    expect(destination.dropped()).toBe(0);
  });

  it('never waits for a blocked stream: keeps what fits, drops and counts the rest, gives up flushing at the limit', { tags: ['alone'] }, async () => {
    const { writable } = stream({ blocked: true });
    const destination = createLogDestination(writable, 1000);
    const line = `${'x'.repeat(99)}\n`;
    for (let i = 0; i < 50; i++) destination.write(line);
    expect(writable.writableLength).toBeLessThanOrEqual(1000);
    expect(destination.dropped()).toBe(50 - writable.writableLength / line.length);
    expect(destination.dropped()).toBeGreaterThan(30);
    const started = performance.now();
    expect(await destination.flush(100)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('drops every line after the stream broke (a reader that went away), without throwing', async () => {
    const writable = new Writable({ write: (_chunk, _encoding, callback) => callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })) });
    const destination = createLogDestination(writable);
    destination.write('first\n');
    await new Promise((resolve) => setImmediate(resolve));
    destination.write('second\n');
    expect(destination.dropped()).toBe(1);
    expect(await destination.flush(100)).toBe(false);
  });
});
