import { createApp, type CreateAppOptions } from './app';
import { markShuttingDown } from './components/health';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { circuitBreakerOf, createSequelize } from './db/sequelize';
import { describeError, createGracefulShutdown, installProcessHandlers } from './lib/http';

/** Migrates the database and serves until a signal asks it to stop, draining requests first. */
async function main(frontEnd: CreateAppOptions['frontEnd']): Promise<void> {
  const config = loadConfig();
  const sequelize = createSequelize(config.databaseUrl, {
    connectTimeoutMs: config.dbConnectTimeoutMs,
  });
  await migrate(sequelize);
  const { app, ctx, drain, close } = await createApp(config, { sequelize, frontEnd });
  const { logger } = ctx;
  circuitBreakerOf(sequelize)?.onChange((state, cause) => {
    if (state === 'open')
      logger.error(
        { err: describeError(cause) },
        'database unreachable: answering 503 until it returns',
      );
    else logger.info('database reachable again');
  });

  const listening = () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const on = typeof address === 'object' && address ? ` (listening on ${address.address})` : '';
    console.log(`Stackfolio running at http://localhost:${port}${on}`);
  };
  // Without HOST, Node listens on every interface; with it, only there (127.0.0.1: loopback only).
  const server = config.host
    ? app.listen(config.port, config.host, listening)
    : app.listen(config.port, listening);
  // Idle kept-alive connections outlive a proxy's or client's own idle timeout (commonly 60 s), so
  // the server is never the side that closes one just as it is reused (Node's default is 5 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const exit = (code: number) => process.exit(code);
  const lifecycle = createGracefulShutdown({
    server,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    onDrainStart: () => {
      markShuttingDown(app);
      drain();
    },
    closeResources: async () => {
      await close();
      await sequelize.close();
    },
    exit,
  });
  installProcessHandlers(logger, lifecycle, exit);
}

/** The server's process: `frontEnd` adds the pages (the all-in-one server), else the API alone. */
export function runServer(frontEnd?: CreateAppOptions['frontEnd']): void {
  main(frontEnd).catch((err: unknown) => {
    if (err instanceof ConfigError) {
      console.error(err.message);
    } else {
      console.error('Stackfolio failed to start:', describeError(err));
    }
    process.exit(1);
  });
}
