import { Op, UniqueConstraintError } from 'sequelize';
import type { ReportReason, ReportType } from '@stackfolio/contract';
import type { Models } from '../../db/models';

/** An item that can be reported and moderated, as the queue and the actions need it. */
export interface Target {
  type: ReportType;
  id: number;
  ownerId: number;
  /** For a comment: its project (removal goes through the project's comment). */
  projectId: number | null;
  title: string;
  excerpt: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  /** Whether the public can see it now (db/visibility.ts). */
  visible: boolean;
}

/** Data access for reports and for the moderated columns. Returns plain objects. */
export function createModerationRepository(models: Models) {
  const { Report, Project, Comment, User } = models;

  async function suspendedIds(ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await User.findAll({
      where: { id: ids, suspendedAt: { [Op.ne]: null } },
      attributes: ['id'],
    });
    return new Set(rows.map((r) => r.id));
  }

  async function findTarget(type: ReportType, id: number): Promise<Target | null> {
    if (type === 'profile') {
      const u = await User.findByPk(id);
      if (!u) return null;
      return {
        type,
        id,
        ownerId: u.id,
        projectId: null,
        title: `${u.firstName} ${u.lastName}`,
        excerpt: u.bio ?? null,
        hiddenAt: u.suspendedAt ?? null,
        hiddenReason: u.suspendedReason ?? null,
        visible: !u.suspendedAt,
      };
    }
    if (type === 'project') {
      const p = await Project.findByPk(id, {
        attributes: ['id', 'userId', 'title', 'description', 'hiddenAt', 'hiddenReason'],
      });
      if (!p) return null;
      const suspended = await suspendedIds([p.userId]);
      return {
        type,
        id,
        ownerId: p.userId,
        projectId: p.id,
        title: p.title,
        excerpt: p.description ?? null,
        hiddenAt: p.hiddenAt ?? null,
        hiddenReason: p.hiddenReason ?? null,
        visible: !p.hiddenAt && !suspended.size,
      };
    }
    const c = await Comment.findByPk(id, {
      include: [
        { model: Project, as: 'project', attributes: ['id', 'title', 'userId', 'hiddenAt'] },
      ],
    });
    if (!c) return null;
    const project = (
      c as unknown as { project: { title: string; userId: number; hiddenAt: Date | null } }
    ).project;
    const suspended = await suspendedIds([c.userId, project.userId]);
    return {
      type,
      id,
      ownerId: c.userId,
      projectId: c.projectId,
      title: c.content,
      excerpt: `On “${project.title}”`,
      hiddenAt: c.hiddenAt ?? null,
      hiddenReason: c.hiddenReason ?? null,
      visible: !c.hiddenAt && !project.hiddenAt && !suspended.size,
    };
  }

  return {
    findTarget,

    /** A new open report; false when this person already has one open on this item. */
    async report(
      reporterId: number,
      type: ReportType,
      id: number,
      reason: ReportReason,
      note: string | null,
    ): Promise<boolean> {
      try {
        await Report.create({
          reporterId,
          targetType: type,
          targetId: id,
          reason,
          note,
          openSlot: 1,
        });
        return true;
      } catch (err) {
        if (err instanceof UniqueConstraintError) return false;
        throw err;
      }
    },

    /** Closes the item's open reports; returns how many were open. */
    async closeReports(type: ReportType, id: number, resolution: 'dismissed' | 'actioned') {
      const [count] = await Report.update(
        { openSlot: null, resolution, resolvedAt: new Date() },
        { where: { targetType: type, targetId: id, openSlot: 1 } },
      );
      return count;
    },

    countOpen: () => Report.count({ where: { openSlot: 1 } }),

    /** What moderators hid or suspended, newest first (at most `limit` of each kind). */
    async moderated(limit: number): Promise<Array<{ type: ReportType; id: number; at: Date }>> {
      const hidden = { hiddenAt: { [Op.ne]: null } };
      const newest = { order: [['hiddenAt', 'DESC']] as [string, string][], limit };
      const [projects, comments, users] = await Promise.all([
        Project.findAll({ where: hidden, attributes: ['id', 'hiddenAt'], ...newest }),
        Comment.findAll({ where: hidden, attributes: ['id', 'hiddenAt'], ...newest }),
        User.findAll({
          where: { suspendedAt: { [Op.ne]: null } },
          attributes: ['id', 'suspendedAt'],
          order: [['suspendedAt', 'DESC']],
          limit,
        }),
      ]);
      return [
        ...projects.map((p) => ({ type: 'project' as const, id: p.id, at: p.hiddenAt! })),
        ...comments.map((c) => ({ type: 'comment' as const, id: c.id, at: c.hiddenAt! })),
        ...users.map((u) => ({ type: 'profile' as const, id: u.id, at: u.suspendedAt! })),
      ].sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
    },

    /** Every open report, newest first, with its reporter. */
    async openReports() {
      const rows = await Report.findAll({
        where: { openSlot: 1 },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      const reporterIds = [...new Set(rows.map((r) => r.reporterId))];
      const reporters = new Map(
        (
          await User.findAll({
            where: { id: reporterIds },
            attributes: ['id', 'handle', 'firstName', 'lastName'],
          })
        ).map((u) => [u.id, u.get({ plain: true })]),
      );
      return rows.map((r) => ({
        ...r.get({ plain: true }),
        reporter: reporters.get(r.reporterId)!,
      }));
    },

    async setHidden(type: 'project' | 'comment', id: number, reason: string | null) {
      const model = type === 'project' ? Project : Comment;
      const changes = { hiddenAt: reason === null ? null : new Date(), hiddenReason: reason };
      // Sequelize's static update: the model types differ, the columns do not.
      await (model as typeof Project).update(changes, { where: { id } });
    },

    async setSuspended(userId: number, reason: string | null) {
      await User.update(
        { suspendedAt: reason === null ? null : new Date(), suspendedReason: reason },
        { where: { id: userId } },
      );
    },

    async contactOf(userId: number) {
      const u = await User.findByPk(userId, { attributes: ['email', 'firstName', 'lastName'] });
      return u && { email: u.email, name: `${u.firstName} ${u.lastName}` };
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
