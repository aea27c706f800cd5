import { randomBytes } from 'node:crypto';

/**
 * The "devices" (Chromium profiles) known to the fake: GCM calls them Android IDs, each with a
 * secret security token, handed out at checkin and presented again on every registration
 * (`Authorization: AidLogin id:token`) and MCS login (LoginRequest.user / auth_token).
 */
export class Devices {
  private readonly tokens = new Map<string, string>();

  /** A new device for a first checkin. Both numbers must be non-zero (Chromium retries a checkin answered with 0). */
  create(): { androidId: bigint; securityToken: bigint } {
    const androidId = randomNonZero64();
    const securityToken = randomNonZero64();
    this.tokens.set(androidId.toString(), securityToken.toString());
    return { androidId, securityToken };
  }

  /**
   * Whether `androidId` may use `securityToken`. An id this fake never issued is adopted on first
   * sight: a Chromium profile that checked in with an earlier fake keeps its credentials for days
   * (the periodic checkin is every 2 days) and must still be able to log in. A known id with
   * another token is refused, as FCM would.
   */
  authenticate(androidId: string, securityToken: string): boolean {
    if (!/^[1-9]\d*$/.test(androidId) || !/^[1-9]\d*$/.test(securityToken)) return false;
    const known = this.tokens.get(androidId);
    if (known === undefined) {
      this.tokens.set(androidId, securityToken);
      return true;
    }
    return known === securityToken;
  }
}

/** A random id below 2^63, so that it reads the same as Chromium's uint64 and as a signed int64 (AndroidCheckinRequest.id). */
function randomNonZero64(): bigint {
  for (;;) {
    const value = randomBytes(8).readBigUInt64BE() & 0x7fff_ffff_ffff_ffffn;
    if (value !== 0n) return value;
  }
}
