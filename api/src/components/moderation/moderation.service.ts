import {
  MODERATION_MESSAGES,
  REPORT_MESSAGES,
  isoDate,
  type AdminReports,
  type ModerationRequest,
  type ReportReason,
  type ReportRequest,
  type ReportType,
  type ReportedItem,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transactions';
import { HttpError, badRequest, notFound } from '../../lib/http';
import { createAuthRepository, type AuthUser } from '../auth';
import type { ProjectsService } from '../projects';
import type { SocialService } from '../social';
import { createAuditLog, type Actor } from './audit-log';
import { moderationMail } from './moderation-mails';
import { createModerationRepository, type Target } from './moderation.repository';

/** How many hidden items of each kind the queue lists after those with open reports. */
const MODERATED_SHOWN = 50;

const conflict = (message: string) => new HttpError(409, message);

const person = (u: { id: number; handle: string | null; firstName: string; lastName: string }) => ({
  id: u.id,
  handle: u.handle ?? null,
  firstName: u.firstName,
  lastName: u.lastName,
});

/** Reports, the moderators' queue and actions; every action lands in the audit log. */
export function createModerationService(
  ctx: AppContext,
  parts: {
    projects: ProjectsService;
    social: SocialService;
    /** Hears an action on someone's content or account once it has committed (notifications). */
    onModerated?(
      ownerId: number,
      outcome: { action: string; itemType: string; title: string; reason: string },
    ): void;
  },
) {
  const repo = createModerationRepository(ctx.models);
  const audit = createAuditLog(ctx.models);
  const auth = createAuthRepository(ctx.models);
  const { sequelize } = ctx;

  /** One report; `created: false` when the reporter already has one open on the item. */
  async function report(reporterId: number, input: ReportRequest) {
    const target = await repo.findTarget(input.type, input.id);
    // Content the public cannot see cannot be reported either (and is not confirmed to exist).
    if (!target || !target.visible) throw notFound(REPORT_MESSAGES.notFound);
    if (target.ownerId === reporterId) throw badRequest(REPORT_MESSAGES.ownItem);
    const created = await repo.report(
      reporterId,
      input.type,
      input.id,
      input.reason,
      input.note || null,
    );
    return {
      created,
      message: created ? REPORT_MESSAGES.created : REPORT_MESSAGES.alreadyReported,
    };
  }

  /**
   * Items with open reports, the most recently reported first; then what moderators hid or
   * suspended that has none open (newest first), so that it can be restored.
   */
  async function queue(): Promise<AdminReports> {
    const reports = await repo.openReports();
    const groups = new Map<string, typeof reports>();
    for (const r of reports) {
      const key = `${r.targetType}:${r.targetId}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    const wanted = [...groups.values()].map((group) => ({
      type: group[0].targetType as ReportType,
      id: group[0].targetId,
      at: group[0].createdAt,
      group,
    }));
    for (const m of await repo.moderated(MODERATED_SHOWN))
      if (!groups.has(`${m.type}:${m.id}`)) wanted.push({ ...m, group: [] });
    const items: ReportedItem[] = [];
    for (const { type, id, at, group } of wanted) {
      const target = await repo.findTarget(type, id);
      if (!target) continue;
      const owner = await ctx.models.User.findByPk(target.ownerId, {
        attributes: ['id', 'handle', 'firstName', 'lastName'],
      });
      items.push({
        type: target.type,
        id: target.id,
        title: target.title,
        excerpt: target.excerpt,
        owner: owner ? person(owner.get({ plain: true })) : null,
        hidden: Boolean(target.hiddenAt),
        hiddenReason: target.hiddenReason,
        latestReportAt: isoDate(at),
        reports: group.map((r) => ({
          id: r.id,
          reason: r.reason as ReportReason,
          note: r.note ?? null,
          createdAt: isoDate(r.createdAt),
          reporter: person(r.reporter),
        })),
      });
    }
    return { items, openReports: reports.length };
  }

  /** Checks the action fits the item and its state; throws a readable 4xx otherwise. */
  function check(target: Target, action: ModerationRequest['action'], admin: AuthUser) {
    const profile = target.type === 'profile';
    if ((action === 'suspend' || action === 'unsuspend') && !profile)
      throw badRequest(MODERATION_MESSAGES.profileOnly);
    if ((action === 'hide' || action === 'restore' || action === 'remove') && profile)
      throw badRequest(MODERATION_MESSAGES.profileNotHidden);
    if (action === 'suspend' && target.id === admin.id)
      throw badRequest(MODERATION_MESSAGES.ownAccount);
    if (action === 'suspend' && target.hiddenAt)
      throw conflict(MODERATION_MESSAGES.alreadySuspended);
    if (action === 'unsuspend' && !target.hiddenAt)
      throw conflict(MODERATION_MESSAGES.notSuspended);
    if (action === 'hide' && target.hiddenAt) throw conflict(MODERATION_MESSAGES.alreadyHidden);
    if (action === 'restore' && !target.hiddenAt) throw conflict(MODERATION_MESSAGES.notHidden);
  }

  async function moderate(admin: AuthUser, input: ModerationRequest): Promise<string> {
    const { type, id, action, reason } = input;
    const target = await repo.findTarget(type, id);
    if (!target) throw notFound(MODERATION_MESSAGES.notFound);
    check(target, action, admin);
    const contact = await repo.contactOf(target.ownerId);
    const adminContact = await repo.contactOf(admin.id);
    const actor: Actor = { via: 'api', id: admin.id, label: adminContact?.name ?? `#${admin.id}` };
    await inTransaction(sequelize, async () => {
      if (action === 'dismiss') {
        if (!(await repo.closeReports(type, id, 'dismissed')))
          throw conflict(MODERATION_MESSAGES.noOpenReports);
      } else {
        if (action === 'hide' || action === 'restore')
          await repo.setHidden(
            type as 'project' | 'comment',
            id,
            action === 'hide' ? reason : null,
          );
        if (action === 'suspend' || action === 'unsuspend') {
          await repo.setSuspended(id, action === 'suspend' ? reason : null);
          if (action === 'suspend') {
            await auth.revokeAllTokens(id);
            await auth.destroySessionsOf(id);
          }
        }
        if (action === 'remove' && type === 'project')
          await parts.projects.remove(await parts.projects.authorize(id, admin));
        if (action === 'remove' && type === 'comment')
          await parts.social.deleteComment(target.projectId!, id, admin);
        // Acting on an item settles its reports; restoring and unsuspending leave none open.
        if (action !== 'restore' && action !== 'unsuspend')
          await repo.closeReports(type, id, 'actioned');
      }
      const entry = await audit.record(actor, {
        action,
        targetType: type,
        targetId: id,
        targetLabel: target.title,
        reason,
      });
      if (action !== 'dismiss' && contact)
        await ctx.mailer.send(
          moderationMail(contact.email, action, type, target.title, reason, ctx.config.publicUrl),
          `moderation:${entry}`,
        );
    });
    if (action !== 'dismiss')
      parts.onModerated?.(target.ownerId, { action, itemType: type, title: target.title, reason });
    return MODERATION_MESSAGES.done[action];
  }

  return {
    report,
    queue,
    moderate,
    countOpen: () => repo.countOpen(),
    auditLog: (offset: number, limit: number) => audit.page(offset, limit),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
