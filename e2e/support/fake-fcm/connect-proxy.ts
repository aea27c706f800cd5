import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A forward proxy that only speaks CONNECT, and only to the hosts it is given: the application
 * server reaches `https://fcm.googleapis.com/...` endpoints through it (web-push's `proxy`
 * option, i.e. https-proxy-agent), and the tunnel ends at the fake push service's HTTPS port,
 * whose certificate is for fcm.googleapis.com. TLS stays end to end, so the application server
 * checks that certificate as it would FCM's (trusting the test CA through NODE_EXTRA_CA_CERTS).
 * Any other host is refused (403), so a test cannot reach the internet through it by mistake.
 */
export class ConnectProxy {
  private readonly server: Server;
  private readonly tunnels = new Set<Socket>();
  /** "host:port" of every CONNECT asked for, allowed or not. */
  readonly requests: string[] = [];

  constructor(
    /** "host:port" → local port, e.g. { 'fcm.googleapis.com:443': 40123 }. */
    private readonly routes: Record<string, number>,
    private readonly log: (line: string) => void,
  ) {
    this.server = createServer((request, response) => {
      response.writeHead(405, { 'content-type': 'text/plain' }).end('this proxy only tunnels (CONNECT)\n');
    });
    this.server.on('connect', (request, client: Socket, head: Buffer) => {
      const target = (request.url ?? '').toLowerCase();
      this.requests.push(target);
      const port = this.routes[target];
      if (port === undefined) {
        this.log(`proxy: CONNECT ${target} refused`);
        client.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
        return;
      }
      const upstream = connect(port, '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      this.tunnels.add(client).add(upstream);
      const closeBoth = () => {
        client.destroy();
        upstream.destroy();
        this.tunnels.delete(client);
        this.tunnels.delete(upstream);
      };
      upstream.on('error', closeBoth).on('close', closeBoth);
      client.on('error', closeBoth).on('close', closeBoth);
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const socket of this.tunnels) socket.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
