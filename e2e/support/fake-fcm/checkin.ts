import type { Devices } from './devices.js';
import { Message, MessageWriter } from './protobuf.js';

/** What a Chromium checkin said about itself (AndroidCheckinProto.chrome_build), for the fake's log. */
export interface CheckinRecord {
  androidId: string;
  /** True for the profile's first checkin (it sent id 0); later ones are the periodic checkin. */
  first: boolean;
  chromeVersion: string | undefined;
  /** ChromeBuildProto.Channel: 1 stable, 2 beta, 3 dev, 4 canary, 5 unknown (custom builds). */
  channel: number | undefined;
}

/**
 * POST /checkin (`--gcm-checkin-url`): Chromium's GCM client sends an AndroidCheckinRequest
 * (checkin.proto) once, before its first registration, and then every 2 days. The answer gives
 * the profile its Android ID and security token; Chromium retries (with backoff) any answer that
 * is not 200 with both non-zero, and wipes its GCM store on 400/401.
 */
export function handleCheckin(body: Buffer, devices: Devices): { status: number; body: Buffer; record?: CheckinRecord } {
  let request: Message;
  try {
    request = new Message(body);
  } catch {
    return { status: 400, body: Buffer.alloc(0) };
  }
  // AndroidCheckinRequest: id = 2 (int64), security_token = 13 (fixed64), checkin = 4.
  const id = request.int(2) ?? 0n;
  const securityToken = request.int(13) ?? 0n;
  const chromeBuild = request.message(4)?.message(13);
  const describe = (androidId: bigint, first: boolean): CheckinRecord => ({
    androidId: androidId.toString(),
    first,
    chromeVersion: chromeBuild?.string(2),
    channel: chromeBuild?.int(3) === undefined ? undefined : Number(chromeBuild.int(3)),
  });

  let credentials: { androidId: bigint; securityToken: bigint };
  let first: boolean;
  if (id === 0n) {
    credentials = devices.create();
    first = true;
  } else if (devices.authenticate(id.toString(), securityToken.toString())) {
    credentials = { androidId: id, securityToken };
    first = false;
  } else {
    return { status: 401, body: Buffer.alloc(0) };
  }

  // AndroidCheckinResponse: stats_ok = 1, time_msec = 3, android_id = 7 and security_token = 8 (fixed64).
  // No settings (settings_diff absent): Chromium keeps its defaults, and the command-line switches
  // override the checkin, registration and MCS addresses anyway.
  const response = new MessageWriter()
    .varint(1, true)
    .varint(3, BigInt(Date.now()))
    .fixed64(7, credentials.androidId)
    .fixed64(8, credentials.securityToken)
    .finish();
  return { status: 200, body: response, record: describe(credentials.androidId, first) };
}
