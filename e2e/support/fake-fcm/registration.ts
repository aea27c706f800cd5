import { randomBytes } from 'node:crypto';
import type { Devices } from './devices.js';

/** One push subscription as FCM sees it: the token at the end of the endpoint and whom it routes to. */
export interface Registration {
  /** The FCM token: the last path segment of the subscription's endpoint. */
  token: string;
  /** The Android ID of the Chromium profile that holds it (its MCS connection gets the messages). */
  androidId: string;
  /**
   * The `app` form field. For web push this is Chromium's product_category_for_subtypes (e.g.
   * "org.chromium.linux"); messages must carry it as DataMessageStanza.category for Chromium to
   * trust their `subtype`.
   */
  category: string;
  /** The `X-subtype` form field: Chromium's app id for the subscription, "wp:<origin>#<uuid>". */
  subtype: string | undefined;
  /** The `sender` form field (Instance ID "authorized entity"): the applicationServerKey, base64url without padding. */
  sender: string;
  /** The `appid` form field: the Instance ID Chromium made for this app id. */
  instanceId: string | undefined;
  scope: string | undefined;
  createdAt: number;
  /** Set when Chromium deleted the token (unsubscribe) or a test revoked it: POSTs then answer 410. */
  goneReason?: 'unsubscribed' | 'revoked';
}

/** The registrations this fake has handed out, by token. */
export class Registrations {
  readonly byToken = new Map<string, Registration>();

  revoke(token: string): boolean {
    const registration = this.byToken.get(token);
    if (registration) registration.goneReason = 'revoked';
    return registration !== undefined;
  }
}

/**
 * POST /register (`--gcm-registration-url`), form-encoded, `Authorization: AidLogin <id>:<token>`.
 *
 * Web push subscriptions with an applicationServerKey go through the Instance ID token API
 * (google_apis/gcm/engine/instance_id_get_token_request_handler.cc): fields app, X-subtype,
 * device, scope, X-scope, gmsv, appid, sender, and X-<option> per option. The answer is the line
 * `token=<token>`; errors are `Error=<CODE>` (AUTHENTICATION_FAILED and server errors are retried
 * up to 5 times with backoff, INVALID_SENDER / INVALID_PARAMETERS are not).
 *
 * The same URL deletes tokens (unregistration_request.cc + instance_id_delete_token_request_handler.cc):
 * the same fields plus delete=true; sender "*" and scope "*" (InstanceID::DeleteID, what
 * PushSubscription.unsubscribe() does) delete every token of that app id. Chromium wants "token="
 * somewhere in that answer too.
 */
export function handleRegister(
  body: string,
  authorization: string | undefined,
  devices: Devices,
  registrations: Registrations,
): { status: number; body: string; registration?: Registration; deleted?: Registration[] } {
  const form = new URLSearchParams(body);
  const login = /^AidLogin (\d+):(\d+)$/.exec(authorization ?? '');
  const device = form.get('device');
  if (!login || !device || login[1] !== device || !devices.authenticate(login[1] ?? '', login[2] ?? '')) {
    return { status: 401, body: 'Error=AUTHENTICATION_FAILED' };
  }
  const androidId = device;
  const category = form.get('app');
  const sender = form.get('sender');
  if (!category || !sender) return { status: 400, body: 'Error=INVALID_PARAMETERS' };
  const subtype = form.get('X-subtype') ?? undefined;
  const appId = subtype ?? category;
  const instanceId = form.get('appid') ?? undefined;
  const scope = form.get('scope') ?? undefined;

  if (form.get('delete') === 'true') {
    const deleted = [...registrations.byToken.values()].filter(
      (registration) =>
        registration.androidId === androidId &&
        (registration.subtype ?? registration.category) === appId &&
        (sender === '*' || registration.sender === sender) &&
        (scope === undefined || scope === '*' || registration.scope === scope) &&
        registration.goneReason === undefined,
    );
    for (const registration of deleted) registration.goneReason = 'unsubscribed';
    return { status: 200, body: `token=${instanceId ?? appId}`, deleted };
  }

  // A web push sender is a P-256 public key (65 bytes, 0x04 first) in base64url. Chromium itself also
  // registers with numeric sender ids (GCMAccountMapper: app com.google.android.gms, sender
  // 745476177629, at every GCM start); FCM gives those a token too, so the fake does, and they
  // simply never match a VAPID key. Anything else is refused as FCM would.
  const senderKey = Buffer.from(sender, 'base64url');
  const isVapidKey = senderKey.length === 65 && senderKey[0] === 0x04;
  if (!isVapidKey && !/^\d+(,\d+)*$/.test(sender)) return { status: 200, body: 'Error=INVALID_SENDER' };

  // Shaped like an FCM token ("<instance id>:APA91b<opaque>"); only this fake needs to understand it.
  const token = `${instanceId ?? randomBytes(8).toString('base64url')}:APA91b${randomBytes(96).toString('base64url')}`;
  const registration: Registration = { token, androidId, category, subtype, sender, instanceId, scope, createdAt: Date.now() };
  registrations.byToken.set(token, registration);
  return { status: 200, body: `token=${token}`, registration };
}
