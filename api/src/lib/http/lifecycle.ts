import type { Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { describeError } from './db-errors';

export interface GracefulShutdownOptions {
  server: Server;
  logger: Logger;
  /** The bound: in-flight requests still running after this are cut and the process exits 1. */
  timeoutMs: number;
  /** Runs first, synchronously: readiness turns 503. */
  onDrainStart(): void;
  /** Closes the session store, the pool, … once every connection ended (or the bound was hit). */
  closeResources(): Promise<void>;
  exit(code: number): void;
}

export interface GracefulShutdown {
  readonly draining: boolean;
  /** Starts the shutdown (a second call only raises the exit code); resolves when `exit` was called. */
  shutdown(reason: string, exitCode?: number): Promise<void>;
}

/** How long closing the session store and the pool may take once requests are done. */
const CLOSE_RESOURCES_MS = 5_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

/**
 * Graceful shutdown of an HTTP server: readiness turns 503, the listening socket closes (new
 * connections are refused), requests in flight (uploads included) finish and their connections
 * close instead of staying alive, idle keep-alive sockets close at once; then resources close and
 * the process exits 0 — or 1 when the bound cut requests short or `exitCode` says so.
 */
export function createGracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const { server, logger, timeoutMs } = options;
  let draining = false;
  /** The highest exit code asked for (an uncaught exception during a drain still exits 1). */
  let requestedCode = 0;
  const inFlight = new Set<ServerResponse>();

  // Registered before Express so the header is set before any handler can answer.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  async function shutdown(reason: string, exitCode = 0): Promise<void> {
    requestedCode = Math.max(requestedCode, exitCode);
    if (draining) return;
    draining = true;
    options.onDrainStart();
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    logger.info(
      { reason, inFlight: inFlight.size, timeoutMs },
      'shutting down: new connections refused, draining requests in flight',
    );

    let code = 0;
    if ((await within(closed, timeoutMs)) === 'timeout') {
      logger.error(
        { inFlight: inFlight.size },
        'shutdown bound reached: closing the requests still in flight',
      );
      server.closeAllConnections();
      code = 1;
    }
    try {
      if ((await within(options.closeResources(), CLOSE_RESOURCES_MS)) === 'timeout') {
        logger.error('closing the session store and database pool timed out');
        code = 1;
      }
    } catch (err) {
      logger.error(
        { err: describeError(err) },
        'closing the session store and database pool failed',
      );
      code = 1;
    }
    code = Math.max(code, requestedCode);
    logger.info({ exitCode: code }, 'stopped');
    options.exit(code);
  }

  return {
    get draining() {
      return draining;
    },
    shutdown,
  };
}

/**
 * Process-level handlers. SIGTERM/SIGINT start the graceful shutdown (a second signal exits 1 at
 * once). An uncaught exception leaves the process in an unknown state: it is logged and the
 * server shuts down gracefully with exit code 1. An unhandled rejection is logged and the process
 * keeps serving: Express 5 already routes rejected handlers to the error handler, so what is left
 * are fire-and-forget promises (e.g. a background write during a database outage) that must not
 * take every in-flight request down with them.
 */
export function installProcessHandlers(
  logger: Logger,
  lifecycle: GracefulShutdown,
  exit: (code: number) => void,
): void {
  const onSignal = (signal: NodeJS.Signals) => {
    if (lifecycle.draining) {
      logger.warn({ signal }, 'second signal while shutting down: exiting now');
      exit(1);
      return;
    }
    void lifecycle.shutdown(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  process.on('uncaughtException', (err) => {
    logger.fatal({ err: describeError(err) }, 'uncaught exception: shutting down');
    void lifecycle.shutdown('uncaughtException', 1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.error(
      { err: describeError(reason) },
      'unhandled promise rejection (logged; the process keeps running)',
    );
  });
}
