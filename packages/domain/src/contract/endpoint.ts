import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `verified` (the default, so a new endpoint is closed unless it says
 * otherwise): a signed-in user whose email is verified. `signed-in`: any session. `public`: anyone
 * (its own check, a signed token or a signature, is in the handler).
 */
export type EndpointAccess = 'public' | 'signed-in' | 'verified';

/** How the request body travels: JSON (the default), a file as the raw body, a multipart form, or an HTML form. */
export type BodyKind = 'json' | 'file' | 'multipart' | 'form';

/** Where an endpoint is and who may call it (routes.ts): all a client needs to send a request. */
export interface RouteSpec {
  readonly method: HttpMethod;
  /** Fastify's form: `/api/habits/:id`; a parameter may be followed by a suffix (`/:token.ics`). */
  readonly path: `/${string}`;
  /** Also served at these paths (the spec's `/openai/report-response`). */
  readonly alsoAt?: readonly `/${string}`[];
  readonly access?: EndpointAccess;
}

/** The rest of an endpoint: its words and schemas (the area's `*.endpoints.ts`). */
export interface EndpointDetails {
  /** The OpenAPI tag (the area). */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly bodyKind?: BodyKind;
  /** Media types a `file` or `multipart` body may have. */
  readonly consumes?: readonly string[];
  /** The success answers by status (a `null` schema for an empty 204). */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /** An answer that is not JSON: its media type (the download, the calendar, a page), or the types it may be. */
  readonly produces?: string | readonly string[];
  /** The error statuses the endpoint answers (401 and 403 of its access are added for it). */
  readonly errors?: readonly number[];
  /** Error answers with more than `{ code, message }` (a failed coach turn names what ran). */
  readonly errorSchemas?: Readonly<Record<number, z.ZodType>>;
  /** A WebSocket endpoint: a plain GET runs its checks; an upgrade opens the socket. */
  readonly websocket?: true;
}

/**
 * One call of the API, written once (STYLE rule 7): the server registers its route and its
 * OpenAPI entry from this, and the web app, the service worker and the browser tests build their
 * requests from it. Nothing else writes the path.
 */
export type EndpointSpec = RouteSpec & EndpointDetails;

/**
 * Joins an endpoint's route to its details, keeping their literal types (paths, statuses) for the
 * callers. Marked free of side effects, so a bundle that uses no endpoint's schemas (the landing
 * page, which calls the auth endpoints by their routes) leaves them and zod out.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<const R extends RouteSpec, const D extends EndpointDetails>(route: R, details: D): R & D {
  return { ...route, ...details };
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointParams<E extends EndpointSpec> = Input<E['params']>;
export type EndpointQuery<E extends EndpointSpec> = Input<E['query']>;
/** What a client sends: JSON as the schema's input, a file as a Blob, a form as FormData. */
export type EndpointBody<E extends EndpointSpec> = E['bodyKind'] extends 'file' ? Blob : E['bodyKind'] extends 'multipart' ? FormData : Input<E['body']>;
/** The body as a handler reads it (after the schema's defaults and transforms). */
export type EndpointParsedBody<E extends EndpointSpec> = Output<E['body']>;
export type SuccessStatus<E extends EndpointSpec> = keyof E['responses'] & number;
/** The answer at `S`, or any of the success answers. */
export type EndpointAnswer<E extends EndpointSpec, S extends SuccessStatus<E> = SuccessStatus<E>> = { [K in S]: Output<E['responses'][K]> }[S];
/** What a handler returns for a status (the schema's input: the serializer applies the rest). */
export type EndpointReply<E extends EndpointSpec, S extends SuccessStatus<E> = SuccessStatus<E>> = { [K in S]: Input<E['responses'][K]> }[S];

/** `GET /api/habits/user/:userId`: an endpoint's name in lists, logs and tests. */
export const endpointKey = (endpoint: Pick<RouteSpec, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The endpoint's path with each parameter put in, encoded. */
export function pathOf(endpoint: Pick<RouteSpec, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(PARAM, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string (with its `?`) of the values given; undefined and null values are left out. */
export function queryString(query?: Record<string, unknown>): string {
  if (!query) return '';
  const pairs = Object.entries(query).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null);
  return pairs.length ? `?${new URLSearchParams(pairs.map(([key, value]): [string, string] => [key, String(value)])).toString()}` : '';
}

type Fields<E extends EndpointSpec> = (E['params'] extends z.ZodType ? { params: EndpointParams<E> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: EndpointQuery<E> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: EndpointBody<E> } : E['bodyKind'] extends 'file' | 'multipart' ? { body: EndpointBody<E> } : { body?: undefined });

/** What a call to `E` needs: its path parameters, query and body, typed from the contract. */
export type CallArgs<E extends EndpointSpec> = Fields<E>;

/** A request ready to send: what fetch needs, with the endpoint it calls (its answer's schemas, when known). */
export interface ContractRequest<E extends EndpointSpec = EndpointSpec> {
  endpoint: RouteSpec & Partial<EndpointDetails>;
  method: HttpMethod;
  url: string;
  body?: unknown;
  /** Only a type: the endpoint whose answer this request gets. */
  readonly __endpoint?: E;
}

/** The URL of a call (path and query), for links and downloads as much as for fetch. */
export function urlOf<E extends EndpointSpec>(endpoint: RouteOf<E>, args: { params?: unknown; query?: unknown } = {}): string {
  return `${pathOf(endpoint, args.params as Record<string, string>)}${queryString(args.query as Record<string, unknown>)}`;
}

/** An endpoint's route only (routes.ts): enough to send a request, without the schemas' weight. */
export type RouteOf<E extends EndpointSpec> = Pick<E, 'method' | 'path'> & RouteSpec;

/** The arguments after the endpoint: optional when the endpoint needs none. */
export type CallArgsTuple<E extends EndpointSpec> = Record<never, never> extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/**
 * The request for a call to `endpoint`: the one way a client turns the contract into a URL.
 * Given the whole endpoint (`API.habits.complete`) the answer is checked against its schemas;
 * given only its route (`requestOf<typeof API.auth.login>(API_ROUTES.auth.login, ...)`, for code
 * that must not load zod) it is typed but not checked.
 */
export function requestOf<E extends EndpointSpec>(endpoint: E, ...args: CallArgsTuple<E>): ContractRequest<E>;
export function requestOf<E extends EndpointSpec>(route: RouteOf<E>, ...args: CallArgsTuple<E>): ContractRequest<E>;
export function requestOf(endpoint: RouteSpec, args?: { params?: unknown; query?: unknown; body?: unknown }): ContractRequest {
  const fields = args ?? {};
  return { endpoint, method: endpoint.method, url: urlOf(endpoint as EndpointSpec, fields), ...(fields.body === undefined ? {} : { body: fields.body }) };
}

/** API paths (the JSON API, and the spec's own `/openai/report-response`); everything else is the web app. */
export const API_PATH_PATTERN = /^\/(api(\/|$|\?)|openai\/)/;
export const isApiPath = (path: string) => API_PATH_PATTERN.test(path);

const patterns = new WeakMap<object, RegExp>();

/**
 * The path parameters when `method` and `url` are a call to `endpoint` (query ignored), else
 * undefined: how the service worker and the tests' fake fetch recognise a request.
 */
export function matchEndpoint(endpoint: Pick<RouteSpec, 'method' | 'path'>, method: string, url: string): Record<string, string> | undefined {
  if (method.toUpperCase() !== endpoint.method) return undefined;
  let pattern = patterns.get(endpoint);
  if (!pattern) {
    const names: string[] = [];
    const source = endpoint.path
      .split(PARAM)
      .map((part, i) => (i % 2 ? (names.push(part), '([^/?#]+)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    pattern = Object.assign(new RegExp(`^${source}$`), { names });
    patterns.set(endpoint, pattern);
  }
  const path = new URL(url, 'http://stride.invalid').pathname;
  const found = pattern.exec(path);
  if (!found) return undefined;
  const names = (pattern as RegExp & { names: string[] }).names;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
}
