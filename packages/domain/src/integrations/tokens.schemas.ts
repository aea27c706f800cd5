import { z } from 'zod';
import { INTEGRATION_TEXTS } from '../texts/integration-texts.js';
import { INTEGRATION_NAME_MAX, TOKEN_SCOPES } from './integration-constants.js';

export { INTEGRATION_NAME_MAX, MAX_API_TOKENS, PERSONAL_TOKEN_PREFIX, TOKEN_REQUESTS_PER_MINUTE, TOKEN_SCOPES } from './integration-constants.js';

export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const tokenScopeSchema = z.enum(TOKEN_SCOPES, { error: INTEGRATION_TEXTS.scopeInvalid });

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
