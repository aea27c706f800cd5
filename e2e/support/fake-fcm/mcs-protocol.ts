import { encodeVarint, Message, MessageWriter, readVarint } from './protobuf.js';

/**
 * The MCS ("mobile connection server") wire format, as Chromium's
 * google_apis/gcm/engine/connection_handler_impl.cc reads and writes it over TLS:
 *
 *   client: version byte (41), then frames; server: version byte, then frames.
 *   frame:  tag byte, varint length, protobuf bytes (mcs.proto; tag order in base/mcs_util.h).
 *
 * Chromium accepts a server version byte >= 41 (or 38).
 */
export const MCS_VERSION = 41;

export const Tag = {
  HeartbeatPing: 0,
  HeartbeatAck: 1,
  LoginRequest: 2,
  LoginResponse: 3,
  Close: 4,
  IqStanza: 7,
  DataMessageStanza: 8,
} as const;

/** IqStanza extension ids (mcs.proto Extension). */
export const Extension = { SelectiveAck: 12, StreamAck: 13 } as const;

export interface Frame {
  tag: number;
  body: Buffer;
}

/** Splits the client's byte stream into frames; the first byte of the stream is the version. */
export class FrameReader {
  private pending = Buffer.alloc(0);
  version: number | undefined;

  push(chunk: Buffer): Frame[] {
    this.pending = Buffer.concat([this.pending, chunk]);
    const frames: Frame[] = [];
    let offset = 0;
    if (this.version === undefined) {
      if (this.pending.length === 0) return frames;
      this.version = this.pending[0];
      offset = 1;
    }
    for (;;) {
      if (offset >= this.pending.length) break;
      const tag = this.pending[offset] as number;
      const length = readVarint(this.pending, offset + 1);
      if (!length) break;
      const end = length.next + Number(length.value);
      if (end > this.pending.length) break;
      frames.push({ tag, body: this.pending.subarray(length.next, end) });
      offset = end;
    }
    this.pending = Buffer.from(this.pending.subarray(offset));
    return frames;
  }
}

export function encodeFrame(tag: number, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), encodeVarint(body.length), body]);
}

export interface LoginRequest {
  id: string;
  domain: string;
  /** The Android ID, in decimal. */
  user: string;
  resource: string;
  /** The security token, in decimal. */
  authToken: string;
  deviceId: string | undefined;
  /** Persistent ids of server messages Chromium received but has not yet had confirmed (acks carried by the login). */
  receivedPersistentIds: string[];
  settings: Record<string, string>;
}

export function decodeLoginRequest(body: Buffer): LoginRequest {
  const message = new Message(body);
  const settings: Record<string, string> = {};
  for (const bytes of message.repeatedBytes(8)) {
    const setting = new Message(bytes);
    settings[setting.string(1) ?? ''] = setting.string(2) ?? '';
  }
  return {
    id: message.string(1) ?? '',
    domain: message.string(2) ?? '',
    user: message.string(3) ?? '',
    resource: message.string(4) ?? '',
    authToken: message.string(5) ?? '',
    deviceId: message.string(6),
    receivedPersistentIds: message.repeatedBytes(10).map((id) => id.toString('utf8')),
    settings,
  };
}

/** The field that carries last_stream_id_received in each client message type (0: none). */
export function lastStreamIdReceived(tag: number, body: Buffer): number | undefined {
  const field = { [Tag.HeartbeatPing]: 2, [Tag.HeartbeatAck]: 2, [Tag.IqStanza]: 10, [Tag.DataMessageStanza]: 11 }[tag];
  if (field === undefined) return undefined;
  const value = new Message(body).int(field);
  return value === undefined ? undefined : Number(value);
}

/** The persistent ids a SelectiveAck IqStanza confirms, or undefined for another IqStanza. */
export function selectiveAckIds(iqBody: Buffer): string[] | undefined {
  const extension = new Message(iqBody).message(7);
  if (Number(extension?.int(1) ?? -1) !== Extension.SelectiveAck) return undefined;
  const data = extension?.bytes(2);
  return data ? new Message(data).repeatedBytes(1).map((id) => id.toString('utf8')) : [];
}

export function encodeLoginResponse(options: { id: string; error?: { code: number; message: string } }): Buffer {
  // LoginResponse: id = 1, error = 3 (ErrorInfo code = 1, message = 2), last_stream_id_received = 6
  // (the login request was the client's stream message 1), server_timestamp = 8.
  const writer = new MessageWriter().string(1, options.id);
  if (options.error) writer.message(3, new MessageWriter().varint(1, options.error.code).string(2, options.error.message));
  return writer.varint(6, 1).varint(8, BigInt(Date.now())).finish();
}

export function encodeHeartbeatAck(lastStreamIdReceived: number): Buffer {
  return new MessageWriter().varint(2, lastStreamIdReceived).finish();
}

/** A downstream message, as FCM hands a web push message to Chromium. */
export interface DataMessage {
  /** DataMessageStanza.from: the sender (for web push, the applicationServerKey, base64url). */
  from: string;
  /** DataMessageStanza.category: the registration's `app` (product_category_for_subtypes). */
  category: string;
  /** AppData key/value pairs: "subtype" (the app id), "content-encoding", and for aesgcm "encryption" / "crypto-key". */
  appData: [string, string][];
  persistentId: string;
  rawData: Buffer | undefined;
  ttl: number;
  /** Seconds since the epoch at which the push service accepted the message. */
  sent: number;
}

export function encodeDataMessage(message: DataMessage, streamIds: { lastStreamIdReceived: number }): Buffer {
  // DataMessageStanza: id = 2, from = 3, category = 5, app_data = 7 (AppData key = 1, value = 2),
  // persistent_id = 9, last_stream_id_received = 11, ttl = 17, sent = 18, raw_data = 21,
  // immediate_ack = 24 (Chromium answers with a StreamAck at once, so the fake knows it arrived).
  const writer = new MessageWriter().string(2, message.persistentId).string(3, message.from).string(5, message.category);
  for (const [key, value] of message.appData) writer.message(7, new MessageWriter().string(1, key).string(2, value));
  writer.string(9, message.persistentId).varint(11, streamIds.lastStreamIdReceived).varint(17, message.ttl).varint(18, message.sent);
  if (message.rawData && message.rawData.length > 0) writer.bytes(21, message.rawData);
  return writer.varint(24, true).finish();
}
