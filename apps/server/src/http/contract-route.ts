import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { allEndpoints, errorResponseSchema, operationIdOf, tokenScopeOf, type EndpointParsedBody, type EndpointReply, type EndpointSpec } from '@stride/domain';

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request of a route registered from `E`: params, query and body as its schemas parse them. */
export type RequestOf<E extends EndpointSpec> = FastifyRequest<{ Params: Output<E['params']>; Querystring: Output<E['query']>; Body: E['body'] extends z.ZodType ? EndpointParsedBody<E> : unknown }>;

/** A handler answers the endpoint's success body (the status defaults to its first), or sends the reply itself. */
export type HandlerOf<E extends EndpointSpec> = (request: RequestOf<E>, reply: FastifyReply) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

/** What a route adds to its contract entry: hooks, and the socket of a WebSocket endpoint. */
export interface RouteExtras<E extends EndpointSpec> {
  preHandler?: (request: RequestOf<E>, reply: FastifyReply) => Promise<void>;
  wsHandler?: (socket: WebSocket, request: RequestOf<E>) => void;
  /** Read the version of the caller's habit rows with the session, in one round trip (the habits list: decision 029). */
  withHabitsVersion?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route was registered from (route-access.ts reads its access). */
    endpoint?: EndpointSpec;
    /** The auth guard reads the version of the caller's habit rows with the session (auth-guard.ts). */
    withHabitsVersion?: boolean;
  }
}

/**
 * The OpenAPI `response` of an endpoint: its answers and every error it documents. An answer that
 * is not JSON (a page, a download, the calendar) is documented under its own media type.
 */
function responsesOf(endpoint: EndpointSpec): Record<number, z.ZodType | { content: Record<string, { schema: z.ZodType }> }> {
  const { produces } = endpoint;
  const types = typeof produces === 'string' ? [produces] : produces;
  const answers = types ? Object.fromEntries(Object.entries(endpoint.responses).map(([status, schema]) => [status, { content: Object.fromEntries(types.map((type) => [type, { schema }])) }])) : { ...endpoint.responses };
  const errors = Object.fromEntries((endpoint.errors ?? []).map((status) => [status, endpoint.errorSchemas?.[status] ?? errorResponseSchema]));
  return { ...answers, ...errors };
}

/** Each contract entry's name (`habits.complete`), for its `operationId`. */
const NAMES = new Map<EndpointSpec, string>(allEndpoints().map(({ name, endpoint }) => [endpoint, name]));

/**
 * Who may call it, in the document (issue 41, 52): nobody signed in for a public route (`[]`,
 * which generators read as "no credentials"), the session, and on the routes open to tokens a
 * personal token or an assistant's OAuth token with the scope the route needs.
 */
function securityOf(endpoint: EndpointSpec): Record<string, string[]>[] {
  if ((endpoint.access ?? 'verified') === 'public') return [];
  const scope = tokenScopeOf(endpoint);
  return scope ? [{ session: [] }, { bearer: [] }, { oauth2: [scope] }] : [{ session: [] }];
}

/**
 * Registers the route of a contract entry (packages/domain `API`): its method, path (and any
 * other path it is served at), schemas, OpenAPI entry and access all come from the entry, so the
 * server cannot drift from what the clients call. Every `/api` route is registered this way
 * (route-access.ts refuses any other).
 */
export function route<E extends EndpointSpec>(app: FastifyInstance, endpoint: E, handler: HandlerOf<E>, extras: RouteExtras<E> = {}): void {
  const status = Math.min(...Object.keys(endpoint.responses).map(Number));
  const schema = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && (endpoint.bodyKind ?? 'json') === 'json' ? { body: endpoint.body } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    security: securityOf(endpoint),
    response: responsesOf(endpoint),
  };
  const name = NAMES.get(endpoint);
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (status !== 200) reply.status(status);
    return handler(request as RequestOf<E>, reply);
  };
  for (const [alias, url] of [endpoint.path, ...(endpoint.alsoAt ?? [])].entries()) {
    app.route({
      method: endpoint.method,
      url,
      schema: name ? { ...schema, operationId: operationIdOf(name, alias) } : schema,
      config: extras.withHabitsVersion ? { endpoint, withHabitsVersion: true } : { endpoint },
      handler: answer,
      ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
      ...(extras.wsHandler ? { wsHandler: extras.wsHandler } : {}),
    } as RouteOptions);
  }
}
