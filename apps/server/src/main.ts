import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

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
  const app = await buildApp(config, { database });
  reportConnectionError = (err) => app.log.error({ err }, 'idle database connection failed');
  app.log.info(
    { database: database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL', mail: config.mail.smtpUrl ? 'SMTP' : 'log' },
    'database migrated',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.http.port, host: config.http.host });
  app.log.info({ node: process.version }, `Stride is running at ${config.appOrigin}`);
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
