import { Store, type SessionData } from 'express-session';
import { Op } from 'sequelize';
import { batchedLookup, type BatchedLookup } from '../../db/batched-lookup';
import { plainRow } from '../../db/fast-read';
import type { Models } from '../../db/models';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/** Writes that only extend the expiry are skipped unless it moved by at least this much. */
const TOUCH_THRESHOLD_MS = 60_000;
/** How many sessions' stored expiries are remembered (oldest forgotten first). */
const KNOWN_EXPIRIES_MAX = 10_000;

/** The account a session belongs to: signed in, or waiting for its second factor (so signing out everywhere ends that too). */
function userIdOf(sess: SessionData): number | null {
  const id = (sess as { passport?: { user?: unknown } }).passport?.user;
  if (typeof id === 'number') return id;
  return sess.pendingTwoFactor?.userId ?? null;
}

/**
 * express-session store on the `sessions` table, so every API instance on the same database
 * shares sessions. Rows carry the user id so all of a user's sessions can be ended at once.
 */
export class SequelizeSessionStore extends Store {
  /**
   * A session's unexpired row. Every request with a session cookie reads it, so it is plain SQL
   * on the driver's connection, and the reads of requests that arrive together share one
   * statement (db/batched-lookup.ts).
   */
  private readonly row: BatchedLookup<string, Record<string, unknown>>;

  constructor(
    private readonly models: Pick<Models, 'Session'>,
    private readonly defaultTtlMs: number,
  ) {
    super();
    this.row = batchedLookup(models.Session.sequelize!, {
      sql: (sids) =>
        `SELECT sid, data, expiresAt FROM sessions WHERE sid IN (${sids}) AND expiresAt > ?`,
      params: () => [new Date()],
      keyOf: (row) => String(row.sid),
    });
  }

  /**
   * The expiry each session's row had when this instance last read or wrote it: a touch that would
   * not move it by the threshold needs no statement at all. Another instance can only have moved a
   * row's expiry later, so a remembered one never skips a touch that was due.
   */
  private readonly knownExpiries = new Map<string, number>();

  private remember(sid: string, expiresAt: Date | null): void {
    this.knownExpiries.delete(sid);
    if (!expiresAt) return;
    this.knownExpiries.set(sid, expiresAt.getTime());
    if (this.knownExpiries.size > KNOWN_EXPIRIES_MAX)
      this.knownExpiries.delete(this.knownExpiries.keys().next().value!);
  }

  private expiryOf(sess: SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.defaultTtlMs);
  }

  get(sid: string, cb: Callback<SessionData | null>): void {
    this.row(sid)
      .then((found) => {
        const row =
          found && plainRow<{ data: string; expiresAt: Date }>(this.models.Session, found);
        this.remember(sid, row ? row.expiresAt : null);
        cb(undefined, row ? (JSON.parse(row.data) as SessionData) : null);
      })
      .catch((err) => cb(err));
  }

  set(sid: string, sess: SessionData, cb?: Callback): void {
    const expiresAt = this.expiryOf(sess);
    this.knownExpiries.delete(sid);
    this.models.Session.upsert({
      sid,
      userId: userIdOf(sess),
      data: JSON.stringify(sess),
      expiresAt,
    })
      .then(() => {
        this.remember(sid, expiresAt);
        cb?.();
      })
      .catch((err) => cb?.(err));
  }

  destroy(sid: string, cb?: Callback): void {
    this.knownExpiries.delete(sid);
    this.models.Session.destroy({ where: { sid } })
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  touch(sid: string, sess: SessionData, cb?: Callback): void {
    const expiresAt = this.expiryOf(sess);
    const due = new Date(expiresAt.getTime() - TOUCH_THRESHOLD_MS);
    const known = this.knownExpiries.get(sid);
    if (known !== undefined && known >= due.getTime()) {
      cb?.();
      return;
    }
    this.models.Session.update({ expiresAt }, { where: { sid, expiresAt: { [Op.lt]: due } } })
      .then(([updated]) => {
        if (updated > 0) this.remember(sid, expiresAt);
        cb?.();
      })
      .catch((err) => cb?.(err));
  }

  /** Removes expired rows; called periodically by the app. */
  async prune(): Promise<number> {
    return this.models.Session.destroy({ where: { expiresAt: { [Op.lte]: new Date() } } });
  }
}
