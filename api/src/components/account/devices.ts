import { Op } from 'sequelize';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http';
import { hashToken } from '../auth/tokens';
import { ACCOUNT_MESSAGES, type Device } from '@stackfolio/contract';
import { describeUserAgent } from './user-agent';

/** At most this many sessions and as many tokens are listed (newest activity first). */
const LIST_LIMIT = 50;

/** What identifies the caller's own device: its session and its bearer token. */
export interface CallerDevice {
  sessionId?: string;
  tokenHash?: string;
}

interface SessionData {
  passport?: { user?: unknown };
  authAt?: number;
  device?: { userAgent?: string; country?: string };
}

const parse = (data: string): SessionData => {
  try {
    return JSON.parse(data) as SessionData;
  } catch {
    return {};
  }
};

/**
 * Settings → Devices: the account's signed-in browser sessions and API tokens.
 * A browser signs in with both (cookie and stored token); the token carries its session's key, so
 * the pair is one row and signing it out ends both. Sessions live in the `sessions` table; with
 * REDIS_URL the list shows the tokens and the current browser only (Redis cannot be searched by
 * user).
 */
export function createDevices(ctx: AppContext) {
  const { Session, ApiToken } = ctx.models;
  const idleMs = ctx.config.sessionIdleMs;

  async function list(userId: number, caller: CallerDevice): Promise<Device[]> {
    const now = new Date();
    const sessions = await Session.findAll({
      where: { userId, expiresAt: { [Op.gt]: now } },
      order: [['expiresAt', 'DESC']],
      limit: LIST_LIMIT,
    });
    const tokens = await ApiToken.findAll({
      where: { userId, expiresAt: { [Op.gt]: now } },
      order: [['createdAt', 'DESC']],
      limit: LIST_LIMIT,
    });
    const callerKey = caller.sessionId ? hashToken(caller.sessionId) : undefined;
    const devices = new Map<string, Device>();
    for (const s of sessions) {
      const key = hashToken(s.sid);
      const data = parse(s.data);
      // A sign-in still waiting for its second factor is no device yet.
      if (data.passport?.user === undefined) continue;
      devices.set(key, {
        id: `s_${key}`,
        kind: 'browser',
        ...describeUserAgent(data.device?.userAgent),
        country: data.device?.country || null,
        // The idle timeout rolls: the expiry is the last activity plus the idle time.
        lastActiveAt: new Date(new Date(s.expiresAt).getTime() - idleMs).toISOString(),
        signedInAt: data.authAt ? new Date(data.authAt).toISOString() : null,
        current: key === callerKey,
      });
    }
    const rows: Device[] = [...devices.values()];
    for (const t of tokens) {
      const used = new Date(t.lastUsedAt ?? t.createdAt).toISOString();
      const current = t.tokenHash === caller.tokenHash;
      const paired = t.sessionKey ? devices.get(t.sessionKey) : undefined;
      if (paired) {
        if (used > paired.lastActiveAt) paired.lastActiveAt = used;
        paired.current ||= current;
        continue;
      }
      rows.push({
        id: `t_${t.id}`,
        kind: 'api-token',
        ...describeUserAgent(t.userAgent),
        country: t.country || null,
        lastActiveAt: used,
        signedInAt: new Date(t.createdAt).toISOString(),
        current: current || (t.sessionKey !== null && t.sessionKey === callerKey),
      });
    }
    return rows.sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
    );
  }

  return {
    list,

    /** Signs one device out: its session and the token issued with it, or the token alone. */
    async signOut(userId: number, deviceId: string): Promise<void> {
      const tokenId = /^t_(\d{1,12})$/.exec(deviceId)?.[1];
      if (tokenId) {
        const removed = await ApiToken.destroy({ where: { id: Number(tokenId), userId } });
        if (!removed) throw notFound(ACCOUNT_MESSAGES.deviceNotFound);
        return;
      }
      const key = /^s_([0-9a-f]{64})$/.exec(deviceId)?.[1];
      const sessions = key ? await Session.findAll({ where: { userId }, attributes: ['sid'] }) : [];
      const session = sessions.find((s) => hashToken(s.sid) === key);
      if (!session || !key) throw notFound(ACCOUNT_MESSAGES.deviceNotFound);
      await Session.destroy({ where: { sid: session.sid, userId } });
      await ApiToken.destroy({ where: { userId, sessionKey: key } });
    },

    /** Ends every session and token of the account except the caller's own. */
    async signOutOthers(userId: number, caller: CallerDevice): Promise<void> {
      const callerKey = caller.sessionId ? hashToken(caller.sessionId) : '';
      await Session.destroy({
        where: { userId, ...(caller.sessionId ? { sid: { [Op.ne]: caller.sessionId } } : {}) },
      });
      await ApiToken.destroy({
        where: {
          userId,
          tokenHash: { [Op.ne]: caller.tokenHash ?? '' },
          [Op.or]: [{ sessionKey: null }, { sessionKey: { [Op.ne]: callerKey } }],
        },
      });
    },
  };
}
