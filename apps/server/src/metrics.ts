import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What node-postgres' pool reports about itself. */
export interface PoolStats {
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection (the pool is exhausted while this is above 0). */
  waiting: number;
  max: number;
}

/** The provider calls measured (adapters/measured-ai-provider.ts). */
export const AI_OPERATIONS = ['chat', 'chat_stream', 'transcribe', 'speech', 'speech_stream'] as const;
export type AiOperation = (typeof AI_OPERATIONS)[number];

export interface MetricsSources {
  /** PostgreSQL's pool; absent on PGlite, which runs in the process and has no pool to report. */
  poolStats?: () => PoolStats;
  /** Log lines the non-blocking log destination dropped because stdout did not take them. */
  droppedLogLines?: () => number;
}

export type AppMetrics = ReturnType<typeof createMetrics>;

/**
 * The app's Prometheus metrics, on a registry of its own (not prom-client's global one), so that
 * several apps in one process (tests) never collide. Served by http/metrics-route.ts.
 */
export function createMetrics(sources: MetricsSources = {}) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by route pattern (never the raw URL) and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const databaseUnavailable = new Counter({
    name: 'db_unavailable_errors_total',
    help: 'Requests answered 503 because the database was unreachable or did not answer in time.',
    registers,
  });

  const apiTokenRequests = new Counter({
    name: 'api_token_requests_total',
    help: 'API requests made with a Bearer token (issue 41), by kind of token (`token`: personal, `oauth`: an assistant\'s, `refused`: not accepted) and status class.',
    labelNames: ['via', 'status_class'] as const,
    registers,
  });

  const webhookDeliveries = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook delivery attempts (issue 41), by outcome (`delivered`, `retried`: failed with another attempt to come, `failed`: the last attempt failed).',
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of ['delivered', 'retried', 'failed']) webhookDeliveries.inc({ outcome }, 0);

  const webhooksDisabled = new Counter({
    name: 'webhooks_disabled_total',
    help: 'Webhooks turned off after repeated failed deliveries (issue 41).',
    registers,
  });

  const oauthTokenRequests = new Counter({
    name: 'oauth_token_requests_total',
    help: 'Requests to the OAuth token endpoint (issue 41), by grant type and outcome (`issued`, or the OAuth error refused with).',
    labelNames: ['grant_type', 'outcome'] as const,
    registers,
  });

  // Issue 41: what assistants ask of /mcp (decision 039), apart from the API's Bearer traffic.
  const mcpRequests = new Counter({
    name: 'mcp_requests_total',
    help: 'HTTP requests to /mcp by JSON-RPC method (`stream`: the GET stream, `end_session`: DELETE) and outcome (ok, error, unauthenticated, forbidden, rate_limited, session_not_found, sessions_full, invalid_request, too_many_open; idle_closed when a held response is closed for carrying nothing).',
    labelNames: ['method', 'outcome'] as const,
    registers,
  });
  const mcpToolCalls = new Counter({
    name: 'mcp_tool_calls_total',
    help: 'MCP tool calls by tool and outcome (`ok`, `tool_error`: refused, `asked`: waits for a confirm, `declined`: the person said no).',
    labelNames: ['tool', 'outcome'] as const,
    registers,
  });

  const { poolStats, droppedLogLines } = sources;
  if (poolStats) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    poolGauge('db_pool_connections', 'Open PostgreSQL connections in the pool, idle or in use.', (s) => s.total);
    poolGauge('db_pool_idle_connections', 'Open PostgreSQL connections waiting for a query.', (s) => s.idle);
    poolGauge('db_pool_waiting_queries', 'Queries waiting for a connection (the pool is exhausted).', (s) => s.waiting);
    poolGauge('db_pool_max_connections', 'The most connections the pool opens.', (s) => s.max);
  }

  if (droppedLogLines) {
    new Counter({
      name: 'log_lines_dropped_total',
      help: 'Log lines dropped because stdout did not take them (a blocked pipe); the server never waits for its log.',
      registers,
      collect() {
        this.reset();
        this.inc(droppedLogLines());
      },
    });
  }

  // Job queue lag: there is no job queue yet (issue 18, item 6). When one exists, its gauge
  // `job_queue_lag_seconds` (the age of the oldest job waiting) is registered here, read in
  // `collect()` from a source passed in `MetricsSources`, as the pool's gauges are.

  const aiDuration = new Histogram({
    name: 'ai_provider_duration_seconds',
    help: 'AI provider calls that succeeded: from the call to its answer (streams: to their last chunk).',
    labelNames: ['operation'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
    registers,
  });
  const aiFirstChunk = new Histogram({
    name: 'ai_provider_first_chunk_seconds',
    help: 'Streamed AI provider calls: from the call to their first chunk (text, tool call or audio).',
    labelNames: ['operation'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
    registers,
  });
  const aiFailures = new Counter({
    name: 'ai_provider_failures_total',
    help: 'AI provider calls that failed (an error or a timeout, not a cancellation).',
    labelNames: ['operation'] as const,
    registers,
  });
  const aiCancelled = new Counter({
    name: 'ai_provider_cancelled_total',
    help: 'AI provider calls the caller cancelled before their end (a client that left, a reply talked over).',
    labelNames: ['operation'] as const,
    registers,
  });

  return {
    registry,
    httpRequestDuration,
    databaseUnavailable,
    apiTokenRequests,
    webhookDeliveries,
    webhooksDisabled,
    oauthTokenRequests,
    mcp: { requests: mcpRequests, toolCalls: mcpToolCalls },
    ai: {
      duration: aiDuration,
      firstChunk: aiFirstChunk,
      failures: aiFailures,
      cancelled: aiCancelled,
      /** Every operation's series at 0, so rates and alerts have a series before the first call. */
      zero() {
        for (const operation of AI_OPERATIONS) {
          aiFailures.inc({ operation }, 0);
          aiCancelled.inc({ operation }, 0);
        }
      },
    },
  };
}
