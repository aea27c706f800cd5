import type { z } from 'zod';
import { AUTH_TEXTS } from '@stride/domain';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed call: `status` 0 means the request never got an answer (network error). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `{ message }`, when it sent one. */
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null, message?: string) {
    super(message ?? serverMessage ?? (status === 0 ? AUTH_TEXTS.networkError : `Request failed (${status})`));
    this.name = 'ApiError';
    this.status = status;
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

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message || null;
  }
  return null;
}

/**
 * The one way the web app talks to its API (STYLE rule 6): same origin, cookies included,
 * `Client-Type: web`, JSON both ways. A `schema` checks the answer against the domain contract.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  schema?: z.ZodType<T>,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Client-Type': 'web' };
  // FormData (a voice recording) sets its own multipart Content-Type with the boundary. A Blob (a
  // file to import) goes as it is, typed by its own `type`.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
  if (isBlob) headers['Content-Type'] = body.type || 'application/octet-stream';
  else if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm || isBlob ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, null);
  }

  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(data));
  if (!schema) return data as T;

  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, null, 'The server sent an unexpected answer.');
  }
  return parsed.data;
}
