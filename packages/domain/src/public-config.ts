import { z } from 'zod';

/**
 * Settings the browser needs (DECISIONS.md, Other gaps). The server writes them into index.html as
 * `<script id="app-config" type="application/json">` and also answers them at GET /api/config.
 */
export const publicConfigSchema = z.object({
  appOrigin: z.string(),
  supportEmail: z.string(),
  appStoreUrl: z.string().nullable(),
  playStoreUrl: z.string().nullable(),
  /**
   * Whether this server can hold voice calls (an AI provider is configured). Known before anyone
   * presses Call, so the button can say calls are unavailable instead of failing (issue 20).
   */
  voiceCalls: z.boolean(),
  /** The server's VAPID public key (base64url) for `PushManager.subscribe` (issue 21). */
  vapidPublicKey: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const DEFAULT_SUPPORT_EMAIL = 'support@stride.local';
export const APP_CONFIG_PLACEHOLDER = '<!--app-config-->';
export const APP_CONFIG_ELEMENT_ID = 'app-config';
