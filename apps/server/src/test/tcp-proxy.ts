import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'forward' | 'stall' | 'refuse';

/**
 * A TCP proxy in front of a real server, to make it fail as networks do: `forward` passes bytes
 * both ways; `stall` freezes every connection, open or new (a partition: nothing answers, nothing
 * closes); `refuse` drops every connection at once (the server is down).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<[Socket, Socket | null]>();
  const server = createServer((client) => {
    if (mode === 'refuse') return void client.destroy();
    const pair: [Socket, Socket | null] = [client, null];
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pairs.delete(pair);
      pair[1]?.destroy();
    });
    if (mode === 'stall') return void client.pause();
    const upstream = connect(target.port, target.host);
    pair[1] = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    set(next: ProxyMode) {
      mode = next;
      for (const [client, upstream] of pairs) {
        if (next === 'refuse') client.destroy();
        else if (next === 'stall') {
          client.unpipe();
          upstream?.unpipe();
          client.pause();
          upstream?.pause();
        }
      }
    },
    close() {
      for (const [client] of pairs) client.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
