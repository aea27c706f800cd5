import { errorResponseSchema } from '@stride/domain';

/**
 * The `{ message }` answers a route documents, by status code: `errorResponses(400, 404, 409)`.
 * Guarded routes get 401 and 403 from route-access.ts, so a route lists only its own.
 */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes): { [Code in Codes[number]]: typeof errorResponseSchema } {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as { [Code in Codes[number]]: typeof errorResponseSchema };
}
