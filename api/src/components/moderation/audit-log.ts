import { isoDate, type AuditEntry } from '@stackfolio/contract';
import type { Models } from '../../db/models';

/** Who acted: an admin through the API, or the command line (`npm run admin`). */
export type Actor =
  { via: 'api'; id: number; label: string } | { via: 'cli'; id: null; label: string };

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: number;
  targetLabel: string;
  reason?: string | null;
}

/**
 * The audit log: every admin action, inserted in the transaction of the change it records (so
 * there is no change without its entry). Nothing in the application updates or deletes entries.
 */
export function createAuditLog(models: Models) {
  const { AuditEntry, User } = models;
  return {
    async record(actor: Actor, entry: AuditRecord): Promise<number> {
      const row = await AuditEntry.create({
        actorId: actor.id,
        actorLabel: actor.label.slice(0, 255),
        via: actor.via,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetLabel: entry.targetLabel.slice(0, 255),
        reason: entry.reason ?? null,
      });
      return row.id;
    },

    /** Newest first, with each actor as they are now (null once their account is gone). */
    async page(offset: number, limit: number): Promise<{ items: AuditEntry[]; total: number }> {
      const [rows, total] = await Promise.all([
        AuditEntry.findAll({
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
          offset,
          limit,
        }),
        AuditEntry.count(),
      ]);
      const ids = [...new Set(rows.map((r) => r.actorId).filter((id): id is number => !!id))];
      const actors = new Map(
        (
          await User.findAll({
            where: { id: ids },
            attributes: ['id', 'handle', 'firstName', 'lastName'],
          })
        ).map((u) => [u.id, u.get({ plain: true })]),
      );
      const items = rows.map((r): AuditEntry => {
        const actor = r.actorId ? actors.get(r.actorId) : undefined;
        return {
          id: r.id,
          actor: actor
            ? {
                id: actor.id,
                handle: actor.handle ?? null,
                firstName: actor.firstName,
                lastName: actor.lastName,
              }
            : null,
          via: r.via === 'cli' ? 'cli' : 'api',
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          actorLabel: r.actorLabel,
          targetLabel: r.targetLabel,
          reason: r.reason,
          createdAt: isoDate(r.createdAt),
        };
      });
      return { items, total };
    },
  };
}
