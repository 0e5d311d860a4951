import { z } from 'zod';
import type { Jobs } from './types';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The next time of day `atMinute` (minutes after 00:00 UTC) strictly after `now`; with `weekday`
 * (0 = Sunday), the next one on that day of the week.
 */
export function nextDailyAt(now: Date, atMinute: number, weekday?: number): Date {
  const at = new Date(now);
  at.setUTCHours(0, atMinute, 0, 0);
  if (weekday !== undefined) {
    at.setTime(at.getTime() + ((weekday - at.getUTCDay() + 7) % 7) * DAY_MS);
    return at > now ? at : new Date(at.getTime() + 7 * DAY_MS);
  }
  return at > now ? at : new Date(at.getTime() + DAY_MS);
}

export interface DailyJob {
  /** When it runs: minutes after 00:00 UTC. */
  atMinute: number;
  /** Only on this day of the week (0 = Sunday): a weekly job. */
  weekday?: number;
  /** What the failure log lines name ("<what> failed; retrying" / "… giving up"). */
  what: string;
  /** `day`: the UTC date (YYYY-MM-DD) the run was queued for, which a late run still covers. */
  run(day: string): Promise<void>;
  /** Whether a next run is wanted at all (default: always); checked each time one is queued. */
  wanted?: () => Promise<boolean>;
}

/**
 * A job run once a day (or week, with `weekday`) at `atMinute` UTC: one job per day, keyed by its day, so that of N
 * instances queueing it one runs it once; each run queues the next day's. Call `queueNext` once
 * the engine has started, and again whenever `wanted` may have turned true.
 */
export function defineDailyJob(jobs: Jobs, name: string, job: DailyJob) {
  async function queueNext(now = new Date()): Promise<void> {
    if (job.wanted && !(await job.wanted())) return;
    const at = nextDailyAt(now, job.atMinute, job.weekday);
    const day = at.toISOString().slice(0, 10);
    await jobs.enqueue(
      name,
      { day },
      { key: `${name}:${day}`, delayMs: at.getTime() - now.getTime() },
    );
  }
  jobs.define(name, {
    schema: z.object({ day: z.string() }),
    // A daily run is heavy and not urgent: a failed one is tried again after a while, a few times.
    attempts: 3,
    backoff: () => 10 * 60_000,
    messages: { retrying: `${job.what} failed; retrying`, gaveUp: `${job.what} failed; giving up` },
    logFields: ({ day }) => ({ day }),
    async handler({ day }) {
      await job.run(day);
      await queueNext();
    },
  });
  return { queueNext };
}
