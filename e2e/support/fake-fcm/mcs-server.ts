import type { AddressInfo } from 'node:net';
import { createServer, type Server, type TLSSocket } from 'node:tls';
import type { Devices } from './devices.js';
import {
  decodeLoginRequest,
  encodeDataMessage,
  encodeFrame,
  encodeHeartbeatAck,
  encodeLoginResponse,
  FrameReader,
  lastStreamIdReceived,
  MCS_VERSION,
  selectiveAckIds,
  Tag,
  type DataMessage,
} from './mcs-protocol.js';

/** What became of a message handed to the MCS server. */
export type DeliveryState = 'queued' | 'sent' | 'acked' | 'expired';

interface Pending {
  message: DataMessage;
  expiresAt: number;
  /** The server stream id it was last written with, on the session it was written to. */
  streamId: number | undefined;
  session: Session | undefined;
  onState: (state: DeliveryState) => void;
}

interface Session {
  socket: TLSSocket;
  androidId: string;
  /** Messages received from Chromium, the login request being 1 (Chromium acknowledges by these numbers too). */
  streamIdIn: number;
  /** Messages sent to Chromium, the login response being 1. */
  streamIdOut: number;
}

/**
 * The MCS endpoint (`--gcm-mcs-endpoint=https://127.0.0.1:PORT`): the long-lived TLS connection over
 * which FCM pushes messages to Chromium (google_apis/gcm/engine/mcs_client.cc is the other end).
 *
 * Chromium connects after its first checkin and logs in with its Android ID and security token.
 * The fake answers the login, answers heartbeat pings, and writes DataMessageStanzas; it keeps each
 * message until Chromium acknowledges it (a later message's last_stream_id_received, a
 * SelectiveAck, or the received_persistent_id list of its next login) and writes it again after a
 * reconnection, like FCM's reliable message queue. A message whose TTL runs out while Chromium is
 * away is dropped (TTL 0: delivered only to a connected browser).
 */
export class McsServer {
  private readonly server: Server;
  private readonly sessions = new Map<string, Session>();
  /** Every open connection, logged in or not, so that close() does not wait for Chromium to hang up. */
  private readonly sockets = new Set<TLSSocket>();
  private readonly pending = new Map<string, Map<string, Pending>>();
  private readonly loginWaiters: { androidId: string | undefined; resolve: () => void }[] = [];

  constructor(
    tls: { cert: Buffer; key: Buffer },
    private readonly devices: Devices,
    private readonly log: (line: string) => void,
  ) {
    this.server = createServer({ cert: tls.cert, key: tls.key }, (socket) => this.accept(socket));
    // A browser that does not trust the certificate shows up here (e.g. "alert bad certificate").
    this.server.on('tlsClientError', (error) => this.log(`mcs: TLS handshake failed: ${error.message}`));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  /** Resolves once `androidId` (or any device) is logged in. */
  waitForLogin(androidId?: string): Promise<void> {
    if (androidId ? this.sessions.has(androidId) : this.sessions.size > 0) return Promise.resolve();
    return new Promise((resolve) => this.loginWaiters.push({ androidId, resolve }));
  }

  /** Queues `message` for the device and writes it now if it is connected. */
  send(androidId: string, message: DataMessage, onState: (state: DeliveryState) => void): void {
    const entry: Pending = { message, expiresAt: Date.now() + message.ttl * 1000, streamId: undefined, session: undefined, onState };
    const session = this.sessions.get(androidId);
    if (!session && message.ttl === 0) {
      onState('expired');
      return;
    }
    let queue = this.pending.get(androidId);
    if (!queue) this.pending.set(androidId, (queue = new Map()));
    queue.set(message.persistentId, entry);
    onState('queued');
    if (session) this.write(session, entry);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sessions.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: TLSSocket): void {
    this.sockets.add(socket);
    const reader = new FrameReader();
    let session: Session | undefined;
    socket.on('data', (chunk: Buffer) => {
      try {
        const frames = reader.push(chunk);
        if (reader.version !== undefined && reader.version < MCS_VERSION) throw new Error(`unsupported MCS version ${reader.version}`);
        for (const frame of frames) {
          if (!session) {
            if (frame.tag !== Tag.LoginRequest) throw new Error(`expected a LoginRequest, got tag ${frame.tag}`);
            session = this.login(socket, frame.body);
            if (!session) return;
            continue;
          }
          this.receive(session, frame.tag, frame.body);
        }
      } catch (error) {
        this.log(`mcs: closing connection: ${(error as Error).message}`);
        socket.destroy();
      }
    });
    socket.on('error', (error) => this.log(`mcs: socket error: ${error.message}`));
    let endedByClient = false;
    socket.on('end', () => (endedByClient = true));
    socket.on('close', () => {
      this.sockets.delete(socket);
      if (session && this.sessions.get(session.androidId) === session) {
        this.sessions.delete(session.androidId);
        this.log(`mcs: ${session.androidId} disconnected (${endedByClient ? 'closed by Chromium' : 'reset'})`);
      }
    });
  }

  private login(socket: TLSSocket, body: Buffer): Session | undefined {
    const request = decodeLoginRequest(body);
    if (!this.devices.authenticate(request.user, request.authToken)) {
      this.log(`mcs: login refused for ${request.user}`);
      socket.end(Buffer.concat([Buffer.from([MCS_VERSION]), encodeFrame(Tag.LoginResponse, encodeLoginResponse({ id: request.id, error: { code: 401, message: 'bad credentials' } }))]));
      return undefined;
    }
    const session: Session = { socket, androidId: request.user, streamIdIn: 1, streamIdOut: 1 };
    this.sessions.get(session.androidId)?.socket.destroy();
    this.sessions.set(session.androidId, session);
    this.log(`mcs: ${session.androidId} logged in (${request.receivedPersistentIds.length} acks carried)`);
    socket.write(Buffer.concat([Buffer.from([MCS_VERSION]), encodeFrame(Tag.LoginResponse, encodeLoginResponse({ id: request.id }))]));

    const queue = this.pending.get(session.androidId);
    for (const persistentId of request.receivedPersistentIds) this.acknowledge(session.androidId, persistentId);
    for (const entry of queue?.values() ?? []) {
      if (entry.expiresAt < Date.now()) {
        queue?.delete(entry.message.persistentId);
        entry.onState('expired');
      } else {
        this.write(session, entry);
      }
    }
    for (const waiter of this.loginWaiters.splice(0)) {
      if (waiter.androidId === undefined || waiter.androidId === session.androidId) waiter.resolve();
      else this.loginWaiters.push(waiter);
    }
    return session;
  }

  private receive(session: Session, tag: number, body: Buffer): void {
    session.streamIdIn++;
    const acked = lastStreamIdReceived(tag, body);
    if (acked) {
      for (const entry of [...(this.pending.get(session.androidId)?.values() ?? [])]) {
        if (entry.session === session && entry.streamId !== undefined && entry.streamId <= acked) this.acknowledge(session.androidId, entry.message.persistentId);
      }
    }
    switch (tag) {
      case Tag.HeartbeatPing:
        this.writeFrame(session, Tag.HeartbeatAck, encodeHeartbeatAck(session.streamIdIn));
        return;
      case Tag.IqStanza:
        for (const persistentId of selectiveAckIds(body) ?? []) this.acknowledge(session.androidId, persistentId);
        return;
      case Tag.Close:
        session.socket.end();
        return;
      default:
        // HeartbeatAck, and upstream DataMessageStanzas (which web push never sends): nothing to answer.
        return;
    }
  }

  private acknowledge(androidId: string, persistentId: string): void {
    const queue = this.pending.get(androidId);
    const entry = queue?.get(persistentId);
    if (!entry) return;
    queue?.delete(persistentId);
    entry.onState('acked');
  }

  private write(session: Session, entry: Pending): void {
    entry.session = session;
    entry.streamId = this.writeFrame(session, Tag.DataMessageStanza, encodeDataMessage(entry.message, { lastStreamIdReceived: session.streamIdIn }));
    entry.onState('sent');
  }

  private writeFrame(session: Session, tag: number, body: Buffer): number {
    session.streamIdOut++;
    session.socket.write(encodeFrame(tag, body));
    return session.streamIdOut;
  }
}
