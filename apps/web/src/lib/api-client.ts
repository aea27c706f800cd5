import {
  AUTH_TEXTS,
  COMMON_TEXTS,
  ERROR_CODES,
  requestOf,
  type CallArgsTuple,
  type ContractRequest,
  type EndpointAnswer,
  type EndpointSpec,
  type ErrorCode,
  type RouteOf,
} from '@stride/domain';
import { commonWord } from './i18n/common-words';

/** A failed call: `status` 0 means the request never got an answer (network error). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `code` (packages/domain `ERROR_STATUS`): what screens decide by, never the words. */
  readonly code: ErrorCode | null;
  /** The server's `{ message }`, when it sent one. */
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null, message?: string, code: ErrorCode | null = null) {
    // Issue 54: in the screens' language (lib/i18n/common-words.ts), English elsewhere.
    super(message ?? serverMessage ?? (status === 0 ? commonWord('networkError', AUTH_TEXTS.networkError) : `${commonWord('requestFailed', COMMON_TEXTS.requestFailed)} (${status})`));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const field = (body: unknown, name: string): string | null => {
  if (body && typeof body === 'object' && name in body) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value) return value;
  }
  return null;
};
const codeOf = (body: unknown): ErrorCode | null => {
  const code = field(body, 'code');
  return code && (ERROR_CODES as readonly string[]).includes(code) ? (code as ErrorCode) : null;
};

/**
 * Sends a request the contract built (`requestOf`): same origin, cookies included, `Client-Type:
 * web`, JSON both ways (STYLE rule 6). The answer is checked against the endpoint's schema for
 * the status that came back, when the request carries its schemas.
 */
export async function send<E extends EndpointSpec>(request: ContractRequest<E>): Promise<EndpointAnswer<E>> {
  const { body } = request;
  const headers: Record<string, string> = { Accept: 'application/json', 'Client-Type': 'web' };
  // Issue 54: the server words its refusals in the page's language (`<html lang>`: /es/login's, or
  // the signed-in screens'), not the browser's first one. A signed-in account's own language wins there.
  const language = globalThis.document?.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  // FormData (a voice recording) sets its own multipart Content-Type with the boundary. A Blob (a
  // file to import) goes as it is, typed by its own `type`.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
  if (isBlob) headers['Content-Type'] = body.type || 'application/octet-stream';
  else if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm || isBlob ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, null);
  }

  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, field(data, 'message'), undefined, codeOf(data));
  const schema = request.endpoint.responses?.[response.status];
  if (!schema) return data as EndpointAnswer<E>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, null, 'The server sent an unexpected answer.');
  return parsed.data as EndpointAnswer<E>;
}

/** One call to the API, from its contract entry: `apiCall(API.habits.complete, { params: { id }, body })`. */
export function apiCall<E extends EndpointSpec>(endpoint: E, ...args: CallArgsTuple<E>): Promise<EndpointAnswer<E>>;
/** A call by its route only, for the first download (no zod): `apiCall<typeof API.auth.check>(API_ROUTES.auth.check)`. */
export function apiCall<E extends EndpointSpec>(route: RouteOf<E>, ...args: CallArgsTuple<E>): Promise<EndpointAnswer<E>>;
export function apiCall<E extends EndpointSpec>(endpoint: RouteOf<E>, ...args: CallArgsTuple<E>): Promise<EndpointAnswer<E>> {
  return send(requestOf<E>(endpoint, ...args));
}
