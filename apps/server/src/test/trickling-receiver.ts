import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the trickling receiver took: when it came, and when the sender gave up on it. */
export interface TrickledRequest {
  /** The path and query it was sent to (a test tells its webhooks apart by the query). */
  url: string;
  openedAt: number;
  closedAt: number | null;
  bytesSent: number;
}

/**
 * Issue 48: a real receiver on loopback that answers 200 at once, then its body one byte every
 * `everyMs`, never ending: an idle timeout never fires on it; only a deadline for the whole answer
 * cuts it. It stops writing when the sender closes the connection, and records when that happened.
 */
export async function startTricklingReceiver(everyMs = 200) {
  const requests: TrickledRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const entry: TrickledRequest = { url: req.url ?? '', openedAt: Date.now(), closedAt: null, bytesSent: 0 };
    requests.push(entry);
    req.resume();
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.flushHeaders();
    open.add(res);
    const timer = setInterval(() => {
      res.write('.');
      entry.bytesSent++;
    }, everyMs);
    res.on('close', () => {
      clearInterval(timer);
      entry.closedAt = Date.now();
      open.delete(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/slow`,
    requests,
    async close(): Promise<void> {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TricklingReceiver = Awaited<ReturnType<typeof startTricklingReceiver>>;
