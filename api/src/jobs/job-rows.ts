import { DataTypes, Op, UniqueConstraintError, type Model, type Sequelize } from 'sequelize';
import type { FailedJob, JobCounts } from './types';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

interface JobAttrs {
  id: number;
  name: string;
  key: string | null;
  payload: string | null;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}
type JobCreation = Pick<JobAttrs, 'name' | 'key' | 'payload' | 'status' | 'maxAttempts' | 'runAt'>;
type JobInst = Model<JobAttrs, JobCreation> & JobAttrs;

/** A claimed job as its worker sees it. */
export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  /** The lease's owner token: every later write of this run is conditional on it. */
  token: string;
}

const ERROR_LENGTH = 1000;

/** The `jobs` table (migration 0018) and the few statements the database backend runs on it. */
export function createJobRows(sequelize: Sequelize) {
  const Job = sequelize.define<JobInst>(
    'Job',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      name: { type: DataTypes.STRING(100), allowNull: false },
      key: { type: DataTypes.STRING(191), allowNull: true },
      payload: { type: DataTypes.TEXT, allowNull: true },
      status: { type: DataTypes.STRING(16), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      maxAttempts: { type: DataTypes.INTEGER, allowNull: false },
      runAt: { type: DataTypes.DATE(3), allowNull: false },
      lockedBy: { type: DataTypes.STRING(64), allowNull: true },
      lockedUntil: { type: DataTypes.DATE(3), allowNull: true },
      lastError: { type: DataTypes.STRING(ERROR_LENGTH), allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      updatedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { tableName: 'jobs', timestamps: true },
  );
  /** Queued and due, or claimed by a worker whose lease ran out. */
  const due = (names: string[], now: Date) => ({
    name: names,
    [Op.or]: [
      { status: 'queued', runAt: { [Op.lte]: now } },
      { status: 'running', lockedUntil: { [Op.lt]: now } },
    ],
  });
  const owned = (job: ClaimedJob) => ({ where: { id: job.id, lockedBy: job.token } });

  return {
    /** Inserts a job, or returns the id of the job that already has `key`. */
    async insert(row: JobCreation): Promise<number> {
      const existing = async () =>
        row.key ? (await Job.findOne({ where: { key: row.key }, attributes: ['id'] }))?.id : null;
      const found = await existing();
      if (found) return found;
      try {
        return (await Job.create(row)).id;
      } catch (err) {
        const again = err instanceof UniqueConstraintError ? await existing() : null;
        if (again) return again;
        throw err;
      }
    },

    /**
     * Claims the oldest due job: a conditional UPDATE that only one of several racing workers
     * (in this or another instance) can win, so every backend dialect needs no row locks.
     */
    async claim(names: string[], token: string, leaseMs: number): Promise<ClaimedJob | null> {
      for (let tries = 0; tries < 5; tries += 1) {
        const now = new Date();
        const next = await Job.findOne({
          where: due(names, now),
          order: [
            ['runAt', 'ASC'],
            ['id', 'ASC'],
          ],
          attributes: ['id'],
        });
        if (!next) return null;
        const [won] = await Job.update(
          {
            status: 'running',
            lockedBy: token,
            lockedUntil: new Date(now.getTime() + leaseMs),
            attempts: sequelize.literal('attempts + 1') as unknown as number,
          },
          { where: { id: next.id, ...due(names, now) } },
        );
        if (won !== 1) continue;
        const row = (await Job.findByPk(next.id))!;
        return {
          id: row.id,
          name: row.name,
          payload: row.payload === null ? null : JSON.parse(row.payload),
          attempts: row.attempts,
          maxAttempts: row.maxAttempts,
          token,
        };
      }
      return null;
    },

    /** Extends the lease; false when it was lost (the job was handed back or taken over). */
    async renew(job: ClaimedJob, leaseMs: number): Promise<boolean> {
      const [n] = await Job.update({ lockedUntil: new Date(Date.now() + leaseMs) }, owned(job));
      return n === 1;
    },

    /** Done: the payload is dropped, the row (and so its key) stays. False if the lease was lost. */
    async complete(job: ClaimedJob): Promise<boolean> {
      const [n] = await Job.update(
        { status: 'done', payload: null, lockedBy: null, lockedUntil: null, lastError: null },
        owned(job),
      );
      return n === 1;
    },

    /** A failed run: queued again at `retryAt`, or failed for good when it is null. */
    async fail(job: ClaimedJob, error: string, retryAt: Date | null): Promise<void> {
      const lastError = error.slice(0, ERROR_LENGTH);
      const next = retryAt
        ? { status: 'queued' as const, runAt: retryAt }
        : { status: 'failed' as const };
      await Job.update({ ...next, lastError, lockedBy: null, lockedUntil: null }, owned(job));
    },

    /** Gives a running job back uncounted, to be claimed again at once. */
    async handBack(job: ClaimedJob): Promise<void> {
      await Job.update(
        {
          status: 'queued',
          runAt: new Date(),
          lockedBy: null,
          lockedUntil: null,
          attempts: sequelize.literal('attempts - 1') as unknown as number,
        },
        owned(job),
      );
    },

    /** Jobs of these kinds not yet done or failed. */
    /** Jobs due or running; one enqueued for later that has not run yet is not counted. */
    pending: (names: string[]) =>
      Job.count({
        where: {
          name: names,
          status: ['queued', 'running'],
          [Op.not]: { attempts: 0, runAt: { [Op.gt]: new Date() } },
        },
      }),

    async counts(): Promise<JobCounts> {
      const rows = (await Job.findAll({
        attributes: ['status', [sequelize.fn('COUNT', sequelize.col('id')), 'n']],
        where: { status: ['queued', 'running', 'failed'] },
        group: ['status'],
        raw: true,
      })) as unknown as Array<{ status: JobStatus; n: number | string }>;
      const counts: JobCounts = { queued: 0, running: 0, failed: 0 };
      for (const r of rows) counts[r.status as keyof JobCounts] = Number(r.n);
      return counts;
    },

    async failed(limit: number): Promise<FailedJob[]> {
      const rows = await Job.findAll({
        where: { status: 'failed' },
        order: [
          ['updatedAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit,
      });
      return rows.map((r) => ({
        id: String(r.id),
        name: r.name,
        attempts: r.attempts,
        error: r.lastError,
        createdAt: r.createdAt.toISOString(),
        failedAt: r.updatedAt.toISOString(),
      }));
    },

    async retry(id: number): Promise<boolean> {
      const [n] = await Job.update(
        { status: 'queued', attempts: 0, runAt: new Date() },
        { where: { id, status: 'failed' } },
      );
      return n === 1;
    },
  };
}

export type JobRows = ReturnType<typeof createJobRows>;
