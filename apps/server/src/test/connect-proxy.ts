import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface ConnectProxyOptions {
  /**
   * "host:port" → a local port: only these are tunnelled (to 127.0.0.1), anything else is refused
   * with a 403, so a test cannot reach the internet through it by mistake (the browser tests' fake
   * FCM: `fcm.googleapis.com:443` → its push service). Without routes, every authority asked for.
   */
  routes?: Record<string, number>;
  log?: (line: string) => void;
}

/**
 * An HTTP proxy that only tunnels (CONNECT, as clients use for https), for tests of a server whose
 * way out is a proxy (PUSH_PROXY_URL). TLS stays end to end through it. It records each authority
 * it was asked for.
 */
export async function startConnectProxy({ routes, log = () => undefined }: ConnectProxyOptions = {}) {
  const asked: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((_request, response) => response.writeHead(405, { 'content-type': 'text/plain' }).end('this proxy only tunnels (CONNECT)\n'));
  server.on('connect', (request, client: Socket, head: Buffer) => {
    const authority = (request.url ?? '').toLowerCase();
    asked.push(authority);
    const separator = authority.lastIndexOf(':');
    const target = routes ? (routes[authority] === undefined ? undefined : { host: '127.0.0.1', port: routes[authority] }) : { host: authority.slice(0, separator), port: Number(authority.slice(separator + 1)) };
    if (!target) {
      log(`proxy: CONNECT ${authority} refused`);
      client.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    const upstream = connect(target.port, target.host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
