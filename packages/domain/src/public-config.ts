/**
 * Settings the browser needs (DECISIONS.md, Other gaps). The server writes them into index.html as
 * `<script id="app-config" type="application/json">` and also answers them at GET /api/config
 * (its schema: public-config.schema.ts, apart, so the first download that reads these constants
 * does not carry zod).
 */
export interface PublicConfig {
  appOrigin: string;
  supportEmail: string;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  /**
   * Whether this server can hold voice calls (an AI provider is configured). Known before anyone
   * presses Call, so the button can say calls are unavailable instead of failing (issue 20).
   */
  voiceCalls: boolean;
  /**
   * Issue 51: whether this server can sell Premium (Stripe and its price configured). Known before
   * anyone presses Upgrade, so the card says plainly that payments are off instead of offering it.
   */
  payments: boolean;
  /** The server's VAPID public key (base64url) for `PushManager.subscribe` (issue 21). */
  vapidPublicKey: string;
}

export const DEFAULT_SUPPORT_EMAIL = 'support@stride.local';
export const APP_CONFIG_PLACEHOLDER = '<!--app-config-->';
export const APP_CONFIG_ELEMENT_ID = 'app-config';
