import { z } from 'zod';
import { INTEGRATION_TEXTS } from '../texts/integration-texts.js';

/** Issue 41: a personal access token reads (`read`) or reads and changes (`write`) the owner's habits, goals, vision and areas. */
export const TOKEN_SCOPES = ['read', 'write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const tokenScopeSchema = z.enum(TOKEN_SCOPES, { error: INTEGRATION_TEXTS.scopeInvalid });

/** At most this many tokens per account (decision 035). */
export const MAX_API_TOKENS = 20;
/** Requests one token may make in a minute before it is answered 429 (decision 035). */
export const TOKEN_REQUESTS_PER_MINUTE = 300;
/** Token and webhook names: 1 to 100 characters. */
export const INTEGRATION_NAME_MAX = 100;
/** What every personal access token starts with, so a leaked one is recognised (secret scanners, logs). */
export const PERSONAL_TOKEN_PREFIX = 'stride_pat_';

export const integrationNameSchema = z
  .string({ error: INTEGRATION_TEXTS.nameRequired })
  .trim()
  .min(1, { error: INTEGRATION_TEXTS.nameRequired })
  .max(INTEGRATION_NAME_MAX, { error: INTEGRATION_TEXTS.nameTooLong });

/** `POST /api/tokens`. */
export const createTokenBodySchema = z.object({ name: integrationNameSchema, scope: tokenScopeSchema }).strict();
export type CreateTokenBody = z.input<typeof createTokenBodySchema>;

/** A token as listed: never its secret. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: tokenScopeSchema,
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

/** `POST /api/tokens` answers the secret, this once (only its hash is kept). */
export const createdTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: tokenScopeSchema,
  token: z.string(),
  createdAt: z.iso.datetime(),
});
export type CreatedToken = z.infer<typeof createdTokenSchema>;
