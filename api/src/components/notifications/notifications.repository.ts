import type { NotificationKind } from '@stackfolio/contract';
import { Op } from 'sequelize';
import { plainRow, selectRows } from '../../db/fast-read';
import type { Models } from '../../db/models';
import { visibleProjectSql } from '../../db/visibility';
import { OWNER_ATTRIBUTES, type OwnerRow } from '../projects';

/** What a new notification refers to; `payload` is stored as JSON text. */
export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  actorId?: number | null;
  projectId?: number | null;
  commentId?: number | null;
  payload?: Record<string, unknown> | null;
}

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  createdAt: Date;
  readAt: Date | null;
  payload: Record<string, unknown>;
  actor: OwnerRow | null;
  project: { id: number; title: string; slug: string; ownerHandle: string | null } | null;
}

const ACTOR_COLUMNS = OWNER_ATTRIBUTES.map((c) => `a.${c} AS a_${c}`).join(', ');

/**
 * Which of a person's notifications are shown (alias `n`, with `a` its actor and `p` its project
 * joined): not about a project that is gone or hidden, nor a comment moderators hid, nor by an
 * actor who is suspended or whom the recipient blocks. The rows stay: an unblock or a restore
 * brings them back.
 */
const SHOWN = `(n.projectId IS NULL OR (p.id IS NOT NULL AND ${visibleProjectSql('p')}))
  AND (n.actorId IS NULL OR (a.suspendedAt IS NULL
    AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blockerId = n.userId AND b.blockedId = n.actorId)))
  AND (n.commentId IS NULL
    OR EXISTS (SELECT 1 FROM comments c WHERE c.id = n.commentId AND c.hiddenAt IS NULL))`;
const FROM = `FROM notifications n
  LEFT JOIN users a ON a.id = n.actorId
  LEFT JOIN projects p ON p.id = n.projectId
  LEFT JOIN users o ON o.id = p.userId`;

/** A stored payload as an object ({} for anything unreadable). */
export const parsePayload = (text: unknown): Record<string, unknown> => {
  if (typeof text !== 'string') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Data access for notifications; returns plain objects. */
export function createNotificationsRepository(models: Models) {
  const { Notification, User } = models;
  const sequelize = Notification.sequelize!;

  const toRow = (r: Record<string, unknown>): NotificationRow => {
    const actor: Record<string, unknown> = {};
    for (const c of OWNER_ATTRIBUTES) actor[c] = r[`a_${c}`];
    // SQLite hands dates back as text: the model's column types read them as Dates.
    const dates = plainRow<{ createdAt: Date; readAt: Date | null }>(Notification, {
      createdAt: r.createdAt,
      readAt: r.readAt ?? null,
    });
    return {
      id: Number(r.id),
      kind: r.kind as NotificationKind,
      createdAt: dates.createdAt,
      readAt: dates.readAt,
      payload: parsePayload(r.payload),
      actor: r.a_id === null || r.a_id === undefined ? null : plainRow<OwnerRow>(User, actor),
      project:
        r.projectId === null || r.projectId === undefined
          ? null
          : {
              id: Number(r.projectId),
              title: String(r.projectTitle),
              slug: String(r.projectSlug),
              ownerHandle: (r.ownerHandle as string | null) ?? null,
            },
    };
  };

  /** Shown notifications matching `where` (which may end in ORDER BY and LIMIT). */
  async function shown(where: string, params: unknown[]) {
    const rows = await selectRows<Record<string, unknown>>(
      sequelize,
      `SELECT n.id, n.userId, n.kind, n.createdAt, n.readAt, n.payload, n.projectId,
              p.title AS projectTitle, p.slug AS projectSlug, o.handle AS ownerHandle,
              ${ACTOR_COLUMNS}
         ${FROM}
        WHERE ${SHOWN} AND ${where}`,
      params,
    );
    return rows.map((r) => ({ ...toRow(r), userId: Number(r.userId) }));
  }

  return {
    async projectOwner(projectId: number): Promise<number | null> {
      const [row] = await selectRows<{ userId: unknown }>(
        sequelize,
        'SELECT userId FROM projects WHERE id = ?',
        [projectId],
      );
      return row ? Number(row.userId) : null;
    },

    /** Writes one; its id. */
    async add(n: NewNotification): Promise<number> {
      const row = await Notification.create({
        userId: n.userId,
        kind: n.kind,
        actorId: n.actorId ?? null,
        projectId: n.projectId ?? null,
        commentId: n.commentId ?? null,
        payload: n.payload ? JSON.stringify(n.payload) : null,
        readAt: null,
      });
      return row.id;
    },

    /** Whether the person has the weekly summary of the week that starts on `weekStart`. */
    async hasWeeklySummary(userId: number, weekStart: string): Promise<boolean> {
      // The payload is JSON.stringify's, so the week is written exactly like this.
      const [row] = await selectRows(
        sequelize,
        `SELECT id FROM notifications WHERE userId = ? AND kind = 'weekly-summary' AND payload LIKE ?`,
        [userId, `%"weekStart":${JSON.stringify(weekStart)}%`],
      );
      return Boolean(row);
    },

    /** Removes the notification of a like that was taken back; the owner it was for, or null. */
    async removeLike(actorId: number, projectId: number): Promise<number | null> {
      const found = await Notification.findOne({
        where: { kind: 'like', actorId, projectId },
        attributes: ['id', 'userId'],
      });
      if (!found) return null;
      await Notification.destroy({ where: { kind: 'like', actorId, projectId } });
      return found.userId;
    },

    /** One page of the person's shown notifications, newest first. */
    page: (userId: number, offset: number, limit: number) =>
      shown('n.userId = ? ORDER BY n.id DESC LIMIT ? OFFSET ?', [userId, limit, offset]),

    /** A notification still shown and unread, with its recipient (a mail about it is due). */
    async unreadOne(id: number): Promise<(NotificationRow & { userId: number }) | null> {
      const [row] = await shown('n.id = ? AND n.readAt IS NULL', [id]);
      return row ?? null;
    },

    /** The person's shown, unread notifications of these kinds written in [from, to), oldest first. */
    unreadBetween: (userId: number, kinds: readonly string[], from: Date, to: Date) =>
      kinds.length === 0
        ? Promise.resolve([])
        : shown(
            `n.userId = ? AND n.readAt IS NULL AND n.kind IN (${kinds.map(() => '?').join(', ')})
             AND n.createdAt >= ? AND n.createdAt < ? ORDER BY n.id LIMIT 200`,
            [userId, ...kinds, from, to],
          ),

    /** How many notifications are shown to the person, and how many of those are unread. */
    async counts(userId: number): Promise<{ total: number; unread: number }> {
      const [row] = await selectRows<{ total: unknown; unread: unknown }>(
        sequelize,
        `SELECT COUNT(*) AS total,
                COALESCE(SUM(CASE WHEN n.readAt IS NULL THEN 1 ELSE 0 END), 0) AS unread
           ${FROM}
          WHERE n.userId = ? AND ${SHOWN}`,
        [userId],
      );
      return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
    },

    /** Marks the person's notifications read: those of `ids`, or all; how many changed. */
    async markRead(userId: number, ids: number[] | undefined, at: Date): Promise<number> {
      const [changed] = await Notification.update(
        { readAt: at },
        { where: { userId, readAt: null, ...(ids ? { id: { [Op.in]: ids } } : {}) } },
      );
      return changed;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
