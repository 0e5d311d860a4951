import { defineDailyJob, nextDailyAt, type JobDefinition, type Jobs } from '../../src/jobs';

/** Just what defineDailyJob uses of an engine: what it defines and what it enqueues. */
function fakeJobs() {
  const defined = new Map<string, JobDefinition<{ day: string }>>();
  const enqueued: { name: string; payload: unknown; key?: string; delayMs?: number }[] = [];
  const jobs = {
    define: (name: string, definition: JobDefinition<{ day: string }>) =>
      void defined.set(name, definition),
    enqueue: async (
      name: string,
      payload: unknown,
      options: { key?: string; delayMs?: number },
    ) => {
      enqueued.push({ name, payload, ...options });
      return String(enqueued.length);
    },
  } as unknown as Jobs;
  return { jobs, defined, enqueued };
}

describe('a daily job (defineDailyJob)', () => {
  it('is due at the next time of day, in UTC, never at the same instant', () => {
    const now = new Date('2026-11-27T08:00:00.000Z');
    expect(nextDailyAt(now, 8 * 60).toISOString()).toBe('2026-11-28T08:00:00.000Z');
    expect(nextDailyAt(now, 8 * 60 + 1).toISOString()).toBe('2026-11-27T08:01:00.000Z');
  });

  it('with a weekday, is due at that time on the next such day (2026-11-27 is a Friday)', () => {
    const monday = 1;
    const friday = new Date('2026-11-27T08:00:00.000Z');
    expect(nextDailyAt(friday, 8 * 60, monday).toISOString()).toBe('2026-11-30T08:00:00.000Z');
    const mondayAt8 = new Date('2026-11-30T08:00:00.000Z');
    expect(nextDailyAt(mondayAt8, 8 * 60, monday).toISOString()).toBe('2026-12-07T08:00:00.000Z');
    const mondayAt7 = new Date('2026-11-30T07:59:00.000Z');
    expect(nextDailyAt(mondayAt7, 8 * 60, monday).toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });

  it('queues one job per day, keyed by the day, and each run queues the next', async () => {
    const { jobs, defined, enqueued } = fakeJobs();
    const run = jest.fn(async () => undefined);
    const { queueNext } = defineDailyJob(jobs, 'test:daily', { atMinute: 90, what: 'test', run });
    await queueNext(new Date('2026-11-27T14:00:00.000Z'));
    expect(enqueued).toEqual([
      {
        name: 'test:daily',
        payload: { day: '2026-11-28' },
        key: 'test:daily:2026-11-28',
        delayMs: 11.5 * 60 * 60_000,
      },
    ]);

    const kind = defined.get('test:daily')!;
    expect(kind.messages).toEqual({
      retrying: 'test failed; retrying',
      gaveUp: 'test failed; giving up',
    });
    await kind.handler({ day: '2026-11-28' }, { id: '1', name: 'test:daily', attempt: 1 });
    expect(run).toHaveBeenCalledTimes(1);
    expect(enqueued).toHaveLength(2);
    expect(enqueued[1].name).toBe('test:daily');
  });

  it('queues nothing while it is not wanted', async () => {
    const { jobs, enqueued } = fakeJobs();
    let wanted = false;
    const { queueNext } = defineDailyJob(jobs, 'test:daily', {
      atMinute: 0,
      what: 'test',
      run: async () => undefined,
      wanted: async () => wanted,
    });
    await queueNext();
    expect(enqueued).toHaveLength(0);
    wanted = true;
    await queueNext();
    expect(enqueued).toHaveLength(1);
  });
});
