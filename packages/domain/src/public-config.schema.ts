import { z } from 'zod';
import type { PublicConfig } from './public-config.js';

/** `GET /api/config`: the public settings (public-config.ts). */
export const publicConfigSchema = z.object({
  appOrigin: z.string(),
  supportEmail: z.string(),
  appStoreUrl: z.string().nullable(),
  playStoreUrl: z.string().nullable(),
  voiceCalls: z.boolean(),
  payments: z.boolean(),
  vapidPublicKey: z.string(),
}) satisfies z.ZodType<PublicConfig>;
