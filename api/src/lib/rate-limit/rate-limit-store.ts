import { createHash } from 'node:crypto';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { QueryTypes, type Sequelize } from 'sequelize';

/** One in this many increments also deletes the counters whose window has ended. */
const PRUNE_EVERY = 200;

/**
 * express-rate-limit store on the `rate_limits` table (migration 0004): every API instance on the
 * same database shares the counters, so a second instance is no second chance for a guesser.
 * Keys are stored as SHA-256 hashes (no e-mail address or IP in the table). One increment is one
 * atomic upsert: a counter whose window has ended starts again at 1.
 */
export class SqlRateLimitStore implements Store {
  private windowMs = 60_000;
  private increments = 0;

  constructor(
    private readonly sequelize: Sequelize,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private hash(key: string): string {
    return createHash('sha256').update(`${this.prefix}:${key}`).digest('hex');
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.sequelize.query<{ hits: number; resetAt: number | string }>(
      'SELECT hits, resetAt FROM rate_limits WHERE `key` = ? AND resetAt > ?',
      { replacements: [this.hash(key), Date.now()], type: QueryTypes.SELECT },
    );
    return row
      ? { totalHits: Number(row.hits), resetTime: new Date(Number(row.resetAt)) }
      : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const id = this.hash(key);
    const now = Date.now();
    const resetAt = now + this.windowMs;
    const upsert =
      this.sequelize.getDialect() === 'sqlite'
        ? 'INSERT INTO rate_limits (`key`, hits, resetAt) VALUES (?, 1, ?) ON CONFLICT(`key`) DO UPDATE SET ' +
          'hits = CASE WHEN resetAt <= ? THEN 1 ELSE hits + 1 END, ' +
          'resetAt = CASE WHEN resetAt <= ? THEN excluded.resetAt ELSE resetAt END'
        : // MySQL/MariaDB apply the assignments in order: resetAt is still the old one when hits is set.
          'INSERT INTO rate_limits (`key`, hits, resetAt) VALUES (?, 1, ?) ON DUPLICATE KEY UPDATE ' +
          'hits = IF(resetAt <= ?, 1, hits + 1), resetAt = IF(resetAt <= ?, VALUES(resetAt), resetAt)';
    await this.sequelize.query(upsert, { replacements: [id, resetAt, now, now] });
    this.increments += 1;
    if (this.increments % PRUNE_EVERY === 0) {
      await this.sequelize.query('DELETE FROM rate_limits WHERE resetAt <= ?', {
        replacements: [now],
      });
    }
    return (await this.get(key)) ?? { totalHits: 1, resetTime: new Date(resetAt) };
  }

  async decrement(key: string): Promise<void> {
    await this.sequelize.query(
      'UPDATE rate_limits SET hits = hits - 1 WHERE `key` = ? AND hits > 0',
      {
        replacements: [this.hash(key)],
      },
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.sequelize.query('DELETE FROM rate_limits WHERE `key` = ?', {
      replacements: [this.hash(key)],
    });
  }
}
