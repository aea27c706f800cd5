import { z } from 'zod';
import { tokenScopeSchema } from './tokens.schemas.js';

/** Issue 41: what OAuth access tokens start with (personal ones start with `stride_pat_`). */
export const OAUTH_ACCESS_TOKEN_PREFIX = 'stride_oat_';

/** An assistant the person let in (the consent screen), as Settings lists it beside the tokens. */
export const oauthGrantSchema = z.object({
  id: z.uuid(),
  clientName: z.string(),
  scope: tokenScopeSchema,
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type OauthGrant = z.infer<typeof oauthGrantSchema>;
export const oauthGrantListSchema = z.array(oauthGrantSchema);
