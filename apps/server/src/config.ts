import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './database-timeouts.js';
import { SHUTDOWN_LIMIT_MS } from './shutdown.js';
import { DEFAULT_SUPPORT_EMAIL, VOICE_AUDIO } from '@stride/domain';
import { TURN_SETTINGS, fixedTurns, type TurnSettings } from './voice-turn-settings.js';

/** The server package's root (apps/server), found from this file whether run from src or dist. */
function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the server package root');
    dir = parent;
  }
  return dir;
}

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/**
 * Where browsers' push subscriptions point (Web Push, RFC 8030): Chrome, Opera, Samsung Internet
 * and other Chromium browsers on FCM (jmt17.google.com for Chrome's beta, dev and canary
 * channels), Firefox on Mozilla's autopush, Edge on Windows Push Notification Services, Safari on
 * Apple's push service (web.push.apple.com).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = 'fcm.googleapis.com,jmt17.google.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com';
/** A DNS name of at least two labels, optionally `*.` before it. */
const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]([a-z0-9-]*[a-z0-9])?$/;

/** An https origin on a loopback address with an explicit port: all a test fake needs, nothing more. */
function isLoopbackTestOrigin(value: string): boolean {
  const url = URL.parse(value);
  if (!url || url.protocol !== 'https:' || !url.port || url.origin !== value.replace(/\/$/, '')) return false;
  return /^127\.\d+\.\d+\.\d+$/.test(url.hostname) || url.hostname === '[::1]';
}

/** The names of this machine a browser may use when `APP_ORIGIN` is unset; the first is `appOrigin`'s. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Every setting the server reads (.env.example lists each one; config.test.ts checks it). */
export const SETTINGS = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  // The HTTP server's limits (issue 38): a request's whole body must arrive within REQUEST, its
  // headers within HEADERS; a socket that sends nothing for IDLE is closed, one waiting between
  // requests after KEEP_ALIVE; connections beyond MAX_CONNECTIONS are refused at once.
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  // At most the promise's 9 s (shutdown.ts); shorter for a test that waits for a forced exit.
  SHUTDOWN_LIMIT_MS: z.coerce.number().int().min(1000).max(SHUTDOWN_LIMIT_MS).default(SHUTDOWN_LIMIT_MS),
  APP_ORIGIN: optionalUrl,
  DATABASE_URL: optionalUrl,
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_DATABASE_TIMEOUTS.queryMs),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(1).default('Stride <no-reply@stride.local>'),
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
  APP_STORE_URL: optionalUrl,
  PLAY_STORE_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: pretty at a terminal, JSON otherwise (log-format.ts).
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_PRICE_ID: z.string().trim().optional(),
  STRIPE_API_URL: optionalUrl,
  OPENAI_API_KEY: z.string().trim().optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_CHAT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_TRANSCRIBE_MODEL: z.string().trim().min(1).default('whisper-1'),
  OPENAI_SPEECH_MODEL: z.string().trim().min(1).default('tts-1'),
  OPENAI_VOICE: z.string().trim().min(1).default('alloy'),
  // Issue 54: a voice per language where the provider has one that suits it better ("es=nova,de=onyx"); OPENAI_VOICE otherwise.
  OPENAI_VOICES: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^\s*[a-z]{2}\s*=\s*[\w-]+\s*(,\s*[a-z]{2}\s*=\s*[\w-]+\s*)*$/.test(v), 'OPENAI_VOICES: language=voice pairs, comma-separated (es=nova,de=onyx)'),
  // `strict: true` on the coach's functions (issue 37): "auto" sends it to OpenAI itself only; "on"
  // for another provider that takes it (vLLM, recent llama.cpp servers); "off" for one that refuses it.
  OPENAI_STRICT_TOOLS: z.enum(['auto', 'on', 'off']).default('auto'),
  // A coach turn (model rounds and the functions they call) ends with what is done after this.
  COACH_TURN_DEADLINE_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  VOICE_END_OF_TURN_MS: z.coerce.number().int().min(100).max(5000).default(VOICE_AUDIO.endOfTurnMs),
  // Issue 53 (end-of-turn.ts, decision 053): "words" ends a turn by the quiet and what the words so
  // far promise; "fixed" after VOICE_END_OF_TURN_MS of quiet whatever was said (the call before it).
  VOICE_TURN_RULE: z.enum(['words', 'fixed']).default('words'),
  VOICE_TURN_COMPLETE_MS: z.coerce.number().int().min(50).max(5000).default(TURN_SETTINGS.completeMs),
  VOICE_TURN_CONTINUING_MS: z.coerce.number().int().min(50).max(5000).default(TURN_SETTINGS.continuingMs),
  VOICE_TURN_UNSURE_MS: z.coerce.number().int().min(50).max(5000).default(TURN_SETTINGS.unsureMs),
  // Quiet after the voice before the words so far are transcribed (and, with them in, a reply started).
  VOICE_PAUSE_MS: z.coerce.number().int().min(10).max(5000).default(TURN_SETTINGS.pauseMs),
  VOICE_SPECULATE: z.enum(['on', 'off']).default('on'),
  // Speech-to-speech calls over the OpenAI Realtime protocol (issue 53): OpenAI, Azure OpenAI's
  // /openai/v1, or a compatible server (OPENAI_REALTIME_BASE_URL, OPENAI_BASE_URL when unset).
  VOICE_MODE: z.enum(['cascaded', 'realtime']).default('cascaded'),
  OPENAI_REALTIME_MODEL: z.string().trim().min(1).default('gpt-realtime'),
  OPENAI_REALTIME_BASE_URL: z.string().trim().url().optional(),
  // A call whose browser sends no microphone audio for this long is ended (issue 38).
  VOICE_NO_AUDIO_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // A scraper's bearer token for /metrics; unset, /metrics answers 404. Long enough not to be guessed.
  METRICS_TOKEN: z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= 16, 'must be at least 16 characters (or unset to turn /metrics off)')
    .optional(),
  // Web push (issue 21): all three, or none and the server makes a key pair once and keeps it in the database.
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().optional(),
  // An HTTP proxy (CONNECT) through which web push reaches the browsers' push services, for a server
  // whose only way out is a proxy (and the browser tests' fake push service); unset: direct.
  PUSH_PROXY_URL: optionalUrl.refine((v) => v === undefined || /^https?:$/.test(new URL(v).protocol), 'must be an http:// or https:// URL'),
  // The hosts of the browsers' push services (issue 38): a push endpoint anywhere else is refused.
  // Comma-separated; "*.example.com" is any name under example.com.
  PUSH_SERVICE_HOSTS: z
    .string()
    .trim()
    .transform((v) => (v === '' ? DEFAULT_PUSH_SERVICE_HOSTS : v).split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(HOST_PATTERN, 'each must be a host name, or *. and a name under which any host is allowed')))
    .default(DEFAULT_PUSH_SERVICE_HOSTS.split(',')),
  // FOR TESTS ONLY, never in production: https origins on loopback (https://127.0.0.1:PORT) that
  // outbound requests (web push) may reach despite the rules above, for the tests' local fakes.
  OUTBOUND_TEST_LOOPBACK_ORIGINS: z
    .string()
    .trim()
    .transform((v) => v.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.string().refine(isLoopbackTestOrigin, 'each must be https://127.x.x.x:PORT or https://[::1]:PORT (a loopback origin with its port)')))
    .default([]),
  // Issue 41: 'true' lets webhooks go to http and to private, loopback or link-local addresses (self-hosting, tests).
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // Issue 52: /mcp is stateless (any instance answers any request); 'memory' keeps sessions in the instance (decision 039: elicitation, sticky routing).
  MCP_SESSIONS: z.enum(['stateless', 'memory', '']).default('stateless').transform((v) => (v === 'memory' ? 'memory' : 'stateless')),
  // 'false' stops this instance from running background jobs (reminders, nudges, reviews); others still can.
  JOBS: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  http: {
    port: number;
    host: string;
    /** Node's `requestTimeout`, `headersTimeout`, socket timeout, `keepAliveTimeout` and `maxConnections` (app.ts). */
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
    /** How long SIGTERM's shutdown may take before the process exits anyway (1): at most 9 s (shutdown.ts). */
    shutdownLimitMs: number;
  };
  appOrigin: string;
  /**
   * The origins a browser may send a state-changing request from (issue 39): `APP_ORIGIN` when it
   * is set; unset, every loopback name on `PORT` (localhost, 127.0.0.1 and [::1]), so whichever
   * of them a person opens works. `appOrigin` is the one the log prints and links use.
   */
  allowedOrigins: string[];
  /** True when the app is served over https: cookies become Secure and __Host- prefixed. */
  secureCookies: boolean;
  database: { url: string | undefined; dataDir: string; timeouts: DatabaseTimeouts };
  mail: { smtpUrl: string | undefined; from: string };
  public: { supportEmail: string; appStoreUrl: string | null; playStoreUrl: string | null };
  logLevel: string;
  /** `LOG_FORMAT`; undefined lets main.ts choose by whether stdout is a terminal. */
  logFormat: 'pretty' | 'json' | undefined;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (login throttling). */
  trustProxy: boolean;
  webDistDir: string;
  migrationsDir: string;
  /** Stripe; `secretKey` undefined turns checkout and the portal off (503). */
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; priceId: string | undefined; apiUrl: string | undefined };
  /** Any OpenAI-compatible provider; `apiKey` undefined means the offline coach and no voice (503). */
  coach: { turnDeadlineMs: number };
  ai: { apiKey: string | undefined; baseUrl: string | undefined; chatModel: string; transcribeModel: string; speechModel: string; voice: string; voices: Readonly<Record<string, string>>; strictTools: boolean };
  /** Voice calls: the silence after speech that ends the person's turn; how long a call may send no audio at all. */
  voice: { turns: TurnSettings; noAudioTimeoutMs: number; mode: 'cascaded' | 'realtime'; realtime: { model: string; baseUrl: string | undefined } };
  /** `/metrics` (Prometheus) answers only with this bearer token; undefined turns it off (404). */
  metrics: { token: string | undefined };
  /** Web push; undefined keys: made once and kept in the database. `subject` defaults to the support address. */
  push: { vapid: { publicKey: string; privateKey: string } | undefined; subject: string; proxyUrl: string | undefined; serviceHosts: string[] };
  /** Requests to URLs users give (issue 38): loopback origins let through for the tests' fakes only. */
  outbound: { testLoopbackOrigins: string[] };
  /** Whether this instance runs the job queue's workers and the notifications tick. */
  jobs: { enabled: boolean };
  webhooks: { allowPrivate: boolean };
  /** Issue 52: stateless /mcp (the default), or sessions in this instance's memory. */
  mcp: { sessions: 'stateless' | 'memory' };
}

export class ConfigError extends Error {}

/** Parses the environment once; every bad key is listed in one error. Nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = SETTINGS.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appOrigin = new URL(e.APP_ORIGIN ?? `http://${LOOPBACK_NAMES[0]}:${e.PORT}`).origin;
  const vapidSet = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY].filter(Boolean).length;
  if (vapidSet === 1) throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither');
  // Node refuses headers that may take longer than the whole request.
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) throw new ConfigError('Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not be above HTTP_REQUEST_TIMEOUT_MS');
  const root = serverRoot();
  return {
    env: e.NODE_ENV,
    http: {
      port: e.PORT,
      host: e.HOST,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      shutdownLimitMs: e.SHUTDOWN_LIMIT_MS,
    },
    appOrigin,
    allowedOrigins: e.APP_ORIGIN ? [appOrigin] : LOOPBACK_NAMES.map((host) => new URL(`http://${host}:${e.PORT}`).origin),
    secureCookies: appOrigin.startsWith('https:'),
    database: {
      url: e.DATABASE_URL,
      dataDir: path.resolve(e.DATA_DIR),
      timeouts: { connectMs: e.DB_CONNECT_TIMEOUT_MS, statementMs: e.DB_STATEMENT_TIMEOUT_MS, queryMs: e.DB_QUERY_TIMEOUT_MS },
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    public: {
      supportEmail: e.SUPPORT_EMAIL,
      appStoreUrl: e.APP_STORE_URL ?? null,
      playStoreUrl: e.PLAY_STORE_URL ?? null,
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.resolve(root, '../web/dist'),
    migrationsDir: path.join(root, 'drizzle'),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      priceId: e.STRIPE_PRICE_ID || undefined,
      apiUrl: e.STRIPE_API_URL,
    },
    ai: {
      apiKey: e.OPENAI_API_KEY || undefined,
      baseUrl: e.OPENAI_BASE_URL,
      chatModel: e.OPENAI_CHAT_MODEL,
      transcribeModel: e.OPENAI_TRANSCRIBE_MODEL,
      speechModel: e.OPENAI_SPEECH_MODEL,
      voice: e.OPENAI_VOICE,
      voices: Object.fromEntries(e.OPENAI_VOICES ? e.OPENAI_VOICES.split(',').map((pair) => pair.split('=').map((part) => part.trim()) as [string, string]) : []),
      strictTools: e.OPENAI_STRICT_TOOLS === 'on' || (e.OPENAI_STRICT_TOOLS === 'auto' && (!e.OPENAI_BASE_URL || new URL(e.OPENAI_BASE_URL).hostname === 'api.openai.com')),
    },
    voice: {
      turns:
        e.VOICE_TURN_RULE === 'fixed'
          ? { ...fixedTurns(e.VOICE_END_OF_TURN_MS), speculate: e.VOICE_SPECULATE === 'on' }
          : {
              rule: 'words',
              fixedMs: e.VOICE_END_OF_TURN_MS,
              completeMs: e.VOICE_TURN_COMPLETE_MS,
              continuingMs: e.VOICE_TURN_CONTINUING_MS,
              unsureMs: e.VOICE_TURN_UNSURE_MS,
              pauseMs: e.VOICE_PAUSE_MS,
              speculate: e.VOICE_SPECULATE === 'on',
            },
      noAudioTimeoutMs: e.VOICE_NO_AUDIO_TIMEOUT_MS,
      mode: e.VOICE_MODE,
      realtime: { model: e.OPENAI_REALTIME_MODEL, baseUrl: e.OPENAI_REALTIME_BASE_URL ?? e.OPENAI_BASE_URL },
    },
    coach: { turnDeadlineMs: e.COACH_TURN_DEADLINE_MS },
    metrics: { token: e.METRICS_TOKEN || undefined },
    push: {
      vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT || `mailto:${e.SUPPORT_EMAIL}`,
      proxyUrl: e.PUSH_PROXY_URL,
      serviceHosts: e.PUSH_SERVICE_HOSTS,
    },
    outbound: { testLoopbackOrigins: e.OUTBOUND_TEST_LOOPBACK_ORIGINS },
    jobs: { enabled: e.JOBS },
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE },
    mcp: { sessions: e.MCP_SESSIONS },
  };
}
