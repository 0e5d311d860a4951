import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { createSequelize } from './db/sequelize';

async function main(): Promise<void> {
  const config = loadConfig();
  const sequelize = createSequelize(config.databaseUrl);
  await migrate(sequelize);
  const { app, ctx, close } = await createApp(config, { sequelize });
  const server = app.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Stackfolio running at http://localhost:${port}`);
  });
  const shutdown = (signal: string) => {
    ctx.logger.info({ signal }, 'shutting down');
    server.close(() => {
      close()
        .then(() => sequelize.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Stackfolio failed to start:', err);
  }
  process.exit(1);
});
