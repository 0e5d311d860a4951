import { z } from 'zod';
import { inTransaction } from '../../src/db/transactions';
import { fixedBackoff } from '../../src/jobs';
import { gate, jobStore, type Backend, type Engine } from './engine-setup';

const payload = z.object({ n: z.number().int() });

/** A short pause, so that work is spread over several workers. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

const BACKENDS: Backend[] = ['database', 'bullmq'];

describe.each(BACKENDS)('the %s job engine', (backend) => {
  const store = jobStore(backend);
  const engines: Engine[] = [];
  const engine = (options = {}) => {
    const e = store.engine(options);
    engines.push(e);
    return e;
  };

  beforeEach(() => store.open());
  afterAll(() => store.drop());
  afterEach(async () => {
    while (engines.length) await engines.pop()!.close();
    await store.clear();
  });

  it('runs an enqueued job once with its payload, and then counts nothing left', async () => {
    const { jobs } = engine();
    const seen: number[] = [];
    jobs.define('add', { schema: payload, handler: async ({ n }) => void seen.push(n) });
    jobs.start();
    await jobs.enqueue('add', { n: 7 });
    await jobs.settled();
    expect(seen).toEqual([7]);
    expect(await jobs.counts()).toEqual({ queued: 0, running: 0, failed: 0 });
  });

  it('treats a second enqueue with the same key as the same job, even after it is done', async () => {
    const { jobs } = engine();
    const seen: number[] = [];
    jobs.define('add', { schema: payload, handler: async ({ n }) => void seen.push(n) });
    jobs.start();
    const first = await jobs.enqueue('add', { n: 1 }, { key: 'k-1' });
    expect(await jobs.enqueue('add', { n: 2 }, { key: 'k-1' })).toBe(first);
    await jobs.settled();
    expect(await jobs.enqueue('add', { n: 3 }, { key: 'k-1' })).toBe(first);
    await jobs.settled();
    expect(seen).toEqual([1]);
  });

  it('retries a failing job with its backoff, then marks it failed with the reason; Retry queues it again', async () => {
    const { jobs, logs } = engine();
    let calls = 0;
    let healthy = false;
    jobs.define('flaky', {
      schema: payload,
      attempts: 3,
      backoff: fixedBackoff([10, 20]),
      async handler() {
        calls += 1;
        if (!healthy) throw Object.assign(new Error('server said no'), { code: 'EDOWN' });
      },
    });
    jobs.start();
    const id = await jobs.enqueue('flaky', { n: 1 });
    await jobs.settled();
    expect(calls).toBe(3);
    expect(logs.text.match(/job failed; retrying/g)).toHaveLength(2);
    expect(logs.text).toContain('job failed; giving up');
    expect(await jobs.counts()).toEqual({ queued: 0, running: 0, failed: 1 });
    const [failed] = await jobs.failed();
    expect(failed).toMatchObject({
      id,
      name: 'flaky',
      attempts: 3,
      error: 'EDOWN: server said no',
    });

    healthy = true;
    expect(await jobs.retry(id)).toBe(true);
    await jobs.settled();
    expect(calls).toBe(4);
    expect(await jobs.counts()).toEqual({ queued: 0, running: 0, failed: 0 });
    expect(await jobs.retry(id)).toBe(false);
  });

  it('fails a job whose payload breaks its schema once, with the reason logged, never calling the handler', async () => {
    const { jobs, logs } = engine();
    let calls = 0;
    jobs.define('add', { schema: payload, attempts: 5, handler: async () => void (calls += 1) });
    jobs.start();
    const id = await jobs.enqueue('add', { n: 'seven' });
    await jobs.settled();
    expect(calls).toBe(0);
    const [failed] = await jobs.failed();
    expect(failed.id).toBe(id);
    expect(failed.attempts).toBe(1);
    expect(failed.error).toMatch(/^invalid payload: n /);
    expect(logs.text.match(/job failed: invalid payload/g)).toHaveLength(1);
  });

  it('keeps a job enqueued in a transaction that rolls back out of the queue', async () => {
    const { jobs, sequelize } = engine();
    const seen: number[] = [];
    jobs.define('add', { schema: payload, handler: async ({ n }) => void seen.push(n) });
    jobs.start();
    await expect(
      inTransaction(sequelize, async () => {
        await jobs.enqueue('add', { n: 1 });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await inTransaction(sequelize, async () => void (await jobs.enqueue('add', { n: 2 })));
    await jobs.settled();
    expect(seen).toEqual([2]);
  });

  it('shares one queue between two instances: each of 60 jobs runs exactly once', async () => {
    const a = engine({ concurrency: 3 });
    const b = engine({ concurrency: 3 });
    const runs: Array<{ n: number; by: string }> = [];
    for (const [e, by] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      e.jobs.define('add', {
        schema: payload,
        handler: async ({ n }) => {
          await tick();
          runs.push({ n, by });
        },
      });
    }
    for (let n = 0; n < 60; n += 1) await a.jobs.enqueue('add', { n });
    a.jobs.start();
    b.jobs.start();
    await a.jobs.settled();
    await b.jobs.settled();
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(60).keys()]);
    expect(new Set(runs.map((r) => r.by))).toEqual(new Set(['a', 'b']));
  });

  it('hands a job still running at stop back to the queue, uncounted, for another instance', async () => {
    const a = engine({ graceMs: 50 });
    const held = gate();
    const started = gate();
    a.jobs.define('slow', {
      schema: payload,
      attempts: 1,
      async handler() {
        started.open();
        await held.opened;
      },
    });
    a.jobs.start();
    await a.jobs.enqueue('slow', { n: 1 });
    await started.opened;
    await a.jobs.stop();
    expect(a.logs.text).toMatch(/still running at shutdown; handed back/);

    const b = engine();
    const seen: number[] = [];
    b.jobs.define('slow', {
      schema: payload,
      attempts: 1,
      handler: async ({ n }) => void seen.push(n),
    });
    b.jobs.start();
    await b.jobs.settled();
    expect(seen).toEqual([1]);
    expect(await b.jobs.counts()).toEqual({ queued: 0, running: 0, failed: 0 });
    held.open();
  });

  it('runs a delayed job only once its time has come, and settles without waiting for it', async () => {
    const { jobs } = engine();
    const seen: number[] = [];
    jobs.define('add', { schema: payload, handler: async ({ n }) => void seen.push(n) });
    jobs.start();
    await jobs.enqueue('add', { n: 1 }, { delayMs: 60_000 });
    await jobs.enqueue('add', { n: 2 });
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([2]);
    expect(await jobs.counts()).toMatchObject({ queued: 1 });
    // Settled means nothing due is left: the job for later does not hold it up.
    await jobs.enqueue('add', { n: 3 });
    await jobs.settled();
    expect(seen).toEqual([2, 3]);
    expect(await jobs.counts()).toMatchObject({ queued: 1 });
  });
});

describe('the database job engine after an instance died', () => {
  const store = jobStore('database');
  const engines: Engine[] = [];
  const engine = (options = {}) => {
    const e = store.engine(options);
    engines.push(e);
    return e;
  };
  beforeEach(() => store.open());
  afterEach(async () => {
    while (engines.length) await engines.pop()!.close();
    await store.clear();
  });
  afterAll(() => store.drop());

  it('takes over a job whose instance died holding it, once its lease has run out', async () => {
    const { jobs, sequelize } = engine();
    const seen: number[] = [];
    jobs.define('add', { schema: payload, handler: async ({ n }) => void seen.push(n) });
    // What a killed instance leaves: a running row, its lease already over.
    await sequelize.query(
      `INSERT INTO jobs (name, payload, status, attempts, maxAttempts, runAt, lockedBy, lockedUntil, createdAt, updatedAt)
       VALUES ('add', '{"n":5}', 'running', 1, 5, ?, 'dead-instance', ?, ?, ?)`,
      { replacements: [new Date(), new Date(Date.now() - 1000), new Date(), new Date()] },
    );
    jobs.start();
    await jobs.settled();
    expect(seen).toEqual([5]);
  });
});
