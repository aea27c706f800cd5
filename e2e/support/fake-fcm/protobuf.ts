/**
 * Just enough of the protobuf wire format (proto2) for the few GCM messages the fake FCM speaks:
 * varints, fixed64 and length-delimited fields. Hand-rolled so that the fake needs no dependency
 * and no .proto compilation; the messages it reads and writes are small and flat.
 *
 * Field numbers are those of Chromium's google_apis/gcm/protocol/{checkin,mcs}.proto.
 */

/** A field as read off the wire: varints and fixed64 as bigint (64-bit ids do not fit a number), bytes as Buffer. */
export interface Field {
  number: number;
  wireType: number;
  value: bigint | Buffer;
}

const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;
const FIXED32 = 5;

export function encodeVarint(value: bigint | number): Buffer {
  let rest = BigInt(value);
  // Negative int32/int64 values go on the wire as their 64-bit two's complement (10 bytes).
  if (rest < 0n) rest = BigInt.asUintN(64, rest);
  const bytes: number[] = [];
  do {
    let byte = Number(rest & 0x7fn);
    rest >>= 7n;
    if (rest > 0n) byte |= 0x80;
    bytes.push(byte);
  } while (rest > 0n);
  return Buffer.from(bytes);
}

/** Reads a varint at `offset`; undefined when the buffer ends inside it (more bytes are needed). */
export function readVarint(buffer: Uint8Array, offset: number): { value: bigint; next: number } | undefined {
  let value = 0n;
  let shift = 0n;
  for (let position = offset; position < buffer.length; position++) {
    const byte = buffer[position] as number;
    value |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return { value, next: position + 1 };
    shift += 7n;
    if (shift > 63n) throw new Error('protobuf: varint longer than 10 bytes');
  }
  return undefined;
}

/** Decodes one message's fields, in wire order (repeated fields appear several times). */
export function decodeFields(buffer: Uint8Array): Field[] {
  const fields: Field[] = [];
  let offset = 0;
  while (offset < buffer.length) {
    const key = readVarint(buffer, offset);
    if (!key) throw new Error('protobuf: truncated field key');
    offset = key.next;
    const number = Number(key.value >> 3n);
    const wireType = Number(key.value & 7n);
    if (wireType === VARINT) {
      const varint = readVarint(buffer, offset);
      if (!varint) throw new Error('protobuf: truncated varint');
      fields.push({ number, wireType, value: varint.value });
      offset = varint.next;
    } else if (wireType === FIXED64 || wireType === FIXED32) {
      const size = wireType === FIXED64 ? 8 : 4;
      if (offset + size > buffer.length) throw new Error('protobuf: truncated fixed field');
      const view = Buffer.from(buffer.buffer, buffer.byteOffset + offset, size);
      fields.push({ number, wireType, value: size === 8 ? view.readBigUInt64LE() : BigInt(view.readUInt32LE()) });
      offset += size;
    } else if (wireType === LENGTH_DELIMITED) {
      const length = readVarint(buffer, offset);
      if (!length) throw new Error('protobuf: truncated length');
      const end = length.next + Number(length.value);
      if (end > buffer.length) throw new Error('protobuf: truncated bytes');
      fields.push({ number, wireType, value: Buffer.from(buffer.subarray(length.next, end)) });
      offset = end;
    } else {
      // Groups (3, 4) are not used by any GCM message.
      throw new Error(`protobuf: unsupported wire type ${wireType}`);
    }
  }
  return fields;
}

/** Read access to a decoded message by field number. */
export class Message {
  readonly fields: Field[];

  constructor(bytes: Uint8Array) {
    this.fields = decodeFields(bytes);
  }

  has(number: number): boolean {
    return this.fields.some((field) => field.number === number);
  }

  /** Varint or fixed field (proto2: the last occurrence wins). */
  int(number: number): bigint | undefined {
    const value = this.last(number)?.value;
    return typeof value === 'bigint' ? value : undefined;
  }

  bool(number: number): boolean | undefined {
    const value = this.int(number);
    return value === undefined ? undefined : value !== 0n;
  }

  bytes(number: number): Buffer | undefined {
    const value = this.last(number)?.value;
    return Buffer.isBuffer(value) ? value : undefined;
  }

  string(number: number): string | undefined {
    return this.bytes(number)?.toString('utf8');
  }

  /** Every occurrence of a repeated length-delimited field (strings or embedded messages). */
  repeatedBytes(number: number): Buffer[] {
    return this.fields.flatMap((field) => (field.number === number && Buffer.isBuffer(field.value) ? [field.value] : []));
  }

  message(number: number): Message | undefined {
    const bytes = this.bytes(number);
    return bytes ? new Message(bytes) : undefined;
  }

  private last(number: number): Field | undefined {
    for (let index = this.fields.length - 1; index >= 0; index--) {
      if (this.fields[index]?.number === number) return this.fields[index];
    }
    return undefined;
  }
}

/** Builds a message field by field; fields are written in call order (any order is valid protobuf). */
export class MessageWriter {
  private readonly parts: Buffer[] = [];

  private key(number: number, wireType: number): void {
    this.parts.push(encodeVarint((BigInt(number) << 3n) | BigInt(wireType)));
  }

  varint(number: number, value: bigint | number | boolean): this {
    this.key(number, VARINT);
    this.parts.push(encodeVarint(typeof value === 'boolean' ? (value ? 1 : 0) : value));
    return this;
  }

  fixed64(number: number, value: bigint): this {
    this.key(number, FIXED64);
    const bytes = Buffer.alloc(8);
    bytes.writeBigUInt64LE(BigInt.asUintN(64, value));
    this.parts.push(bytes);
    return this;
  }

  bytes(number: number, value: Uint8Array): this {
    this.key(number, LENGTH_DELIMITED);
    this.parts.push(encodeVarint(value.length), Buffer.from(value));
    return this;
  }

  string(number: number, value: string): this {
    return this.bytes(number, Buffer.from(value, 'utf8'));
  }

  message(number: number, value: MessageWriter): this {
    return this.bytes(number, value.finish());
  }

  finish(): Buffer {
    return Buffer.concat(this.parts);
  }
}
