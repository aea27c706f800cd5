import { z } from 'zod';
import { ERROR_CODES, type ErrorResponse } from './error-codes.js';

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** Every error answer of the API: `{ code, message }`, plus `errors` for validation. */
export const errorResponseSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
}) satisfies z.ZodType<ErrorResponse>;
