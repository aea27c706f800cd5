import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createLogDestination } from './log-destination.js';
import { chooseLogFormat, prettyLogDestination } from './log-format.js';
import { createShutdown } from './shutdown.js';

/** loadConfig -> open database -> migrate -> buildApp -> listen; graceful shutdown on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Until the app (and its logger) exists, a failing idle connection is reported on stderr.
  let reportConnectionError = (err: Error) => console.error('idle database connection failed:', err.message);
  const database = await openDatabase({
    url: config.database.url,
    dataDir: config.database.dataDir,
    migrationsDir: config.migrationsDir,
    timeouts: config.database.timeouts,
    onConnectionError: (err) => reportConnectionError(err),
  });
  await database.migrate();
  // The log never blocks the server, not even when stdout is a pipe nobody reads. A person at a
  // terminal reads it pretty, one line per request; anything else gets pino's JSON lines.
  const terminal = process.stdout.isTTY === true;
  const stdout = createLogDestination(process.stdout);
  const logDestination = chooseLogFormat(config.logFormat, terminal) === 'pretty' ? prettyLogDestination(stdout, { colors: terminal }) : stdout;
  const app = await buildApp(config, { database, logDestination });
  reportConnectionError = (err) => app.log.error({ err }, 'idle database connection failed');
  app.log.info(
    { database: database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL', mail: config.mail.smtpUrl ? 'SMTP' : 'log' },
    'database migrated',
  );
  // For the operator only: users are told in their own words that calls are unavailable.
  if (!config.ai.apiKey) app.log.warn('No AI provider (OPENAI_API_KEY is not set): the coach chats offline and voice calls are unavailable');

  // SIGTERM (an orchestrator) or SIGINT (Ctrl-C): stop accepting, let in-flight requests finish,
  // close the voice calls (1001), the mailer and the database; exit within 10 s whatever hangs.
  // Fastify's defaults do the HTTP part: idle keep-alive connections are closed at once
  // (forceCloseConnections 'idle'), and a request that arrives on a busy one meanwhile gets a 503
  // with Connection: close (return503OnClosing), which a load balancer retries elsewhere.
  // Reminders, nudges and reviews (issue 21): the job queue's workers and the minute tick.
  if (config.jobs.enabled) await app.jobs.start();

  const shutdown = createShutdown({
    steps: [
      // First, so no tick begins while in-flight requests finish (a tick on a stalled database
      // holds a connection until its timeout); at most 2 s (modules/notifications/background-jobs.service.ts).
      { name: 'jobs', run: () => app.jobs.stop() },
      { name: 'app', run: () => app.close() },
      { name: 'database', run: () => database.close() },
    ],
    log: app.log,
    flushLog: (timeoutMs) => logDestination.flush(timeoutMs),
    exit: (code) => process.exit(code),
    limitMs: config.http.shutdownLimitMs,
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // One address in the log, and one that works (issue 39): Fastify's own line names the socket
  // without a scheme; the link to open is the app's origin, which the Origin rule accepts.
  await app.listen({ port: config.http.port, host: config.http.host, listenTextResolver: (address) => `Listening on ${address.replace(/^[a-z]+:\/\//, '')}` });
  app.log.info({ node: process.version }, `Stride is running at ${config.appOrigin}`);
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
