import {
  ConnectionAcquireTimeoutError,
  ConnectionRefusedError,
  DatabaseError,
  UniqueConstraintError,
} from 'sequelize';
import request from 'supertest';
import { markShuttingDown } from '../../src/components/health/health.router';
import { DbCircuitBreaker } from '../../src/db/circuit-breaker';
import { createMigrator, migrate } from '../../src/db/migrate';
import { createSequelize } from '../../src/db/sequelize';
import { toHttpError } from '../../src/lib/http';
import { createTestDatabase, setupTestApp, startTestApp } from '../helpers/test-app';

describe('GET /api/health/live and /api/health/ready', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('reports ready when the database answers and every migration is applied', async () => {
    await request(t.app).get('/api/health/live').expect(200, { status: 'ok' });
    await request(t.app)
      .get('/api/health/ready')
      .expect(200, { status: 'ready', database: 'up', migrations: 'applied', storage: 'up' });
  });

  it('answers readiness 503 + Retry-After while the database fails; liveness stays 200', async () => {
    const spy = jest
      .spyOn(t.ctx.sequelize, 'query')
      .mockRejectedValue(new Error('connection lost'));
    try {
      const res = await request(t.app).get('/api/health/ready').expect(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.body).toMatchObject({
        status: 'unavailable',
        reason: 'database',
        database: 'down',
      });
      await request(t.app).get('/api/health/live').expect(200);
    } finally {
      spy.mockRestore();
    }
    await request(t.app).get('/api/health/ready').expect(200);
  });

  it('answers readiness 503 once shutting down, while liveness stays 200', async () => {
    markShuttingDown(t.app);
    try {
      const res = await request(t.app).get('/api/health/ready').expect(503);
      expect(res.body).toMatchObject({ status: 'unavailable', reason: 'shutting-down' });
      await request(t.app).get('/api/health/live').expect(200);
    } finally {
      t.app.locals.shuttingDown = false;
    }
  });
});

describe('readiness with pending migrations', () => {
  it('answers 503 naming the pending migration, and 200 once it is applied', async () => {
    const db = await createTestDatabase();
    const sequelize = createSequelize(db.url);
    const [reverted] = await createMigrator(sequelize).down();
    const app = await startTestApp(db, {});
    try {
      const res = await request(app.app).get('/api/health/ready').expect(503);
      expect(res.body).toMatchObject({
        reason: 'migrations',
        database: 'up',
        pendingMigrations: [reverted.name],
      });
      expect(res.body.message).toBe('1 database migration(s) pending');
      expect(await migrate(sequelize)).toEqual([reverted.name]);
      await request(app.app).get('/api/health/ready').expect(200);
    } finally {
      await app.close();
      await sequelize.close();
      await db.drop();
    }
  });
});

describe('database errors in the error handler', () => {
  const lost = Object.assign(new Error('Connection lost: The server closed the connection.'), {
    code: 'PROTOCOL_CONNECTION_LOST',
  });
  it.each([
    [
      'connection refused',
      new ConnectionRefusedError(
        Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      ),
    ],
    ['pool acquire timeout', new ConnectionAcquireTimeoutError(new Error('TimeoutError'))],
    [
      'connection lost during a query',
      new DatabaseError(Object.assign(lost, { sql: 'SELECT 1', parameters: [] })),
    ],
    ['connect timeout', Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' })],
  ])('maps %s to 503 with Retry-After and a readable message', (_name, err) => {
    const mapped = toHttpError(err);
    expect(mapped?.status).toBe(503);
    expect(mapped?.headers?.['Retry-After']).toMatch(/^\d+$/);
    expect(mapped?.message).toMatch(/temporarily unavailable/);
  });

  it('leaves query errors alone (a constraint is not an outage)', () => {
    expect(
      toHttpError(new UniqueConstraintError({ message: 'Validation error' }))?.status,
    ).not.toBe(503);
  });
});

describe('database circuit breaker', () => {
  it('fails at once after a failed connect, for the cooldown, and closes on the next success', async () => {
    const breaker = new DbCircuitBreaker(200);
    const changes: string[] = [];
    breaker.onChange((state) => changes.push(state));
    expect(() => breaker.check()).not.toThrow();
    breaker.recordFailure(new Error('ECONNREFUSED'));
    expect(() => breaker.check()).toThrow(/database is unreachable/);
    expect(toHttpError(captured(() => breaker.check()))?.status).toBe(503);
    await new Promise((r) => setTimeout(r, 250));
    expect(() => breaker.check()).not.toThrow(); // cooldown over: the next request may try
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
    expect(changes).toEqual(['open', 'closed']);
  });

  it('tells requests waiting for a connection as soon as it opens (once)', () => {
    const breaker = new DbCircuitBreaker(1000);
    const waiting = jest.fn();
    const cancelled = jest.fn();
    breaker.onceOpen(waiting);
    breaker.onceOpen(cancelled)();
    breaker.recordFailure(new Error('ETIMEDOUT'));
    breaker.recordFailure(new Error('ETIMEDOUT'));
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

function captured(fn: () => void): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
}
