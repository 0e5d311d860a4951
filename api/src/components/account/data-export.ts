import { Op } from 'sequelize';
import { PassThrough } from 'node:stream';
import { ZipFile } from 'yazl';
import type { EmailPreferences } from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http';
import { EXPORT_README } from './export-readme';
import { extOf, jsonArrayStream } from './export-files';
import { exportedContent, type ExportedContent } from './export-project-content';
import { parsePayload } from '../notifications';

/**
 * Download my data (GDPR art. 20): a zip streamed as it is built. JSON files are
 * read page by page and uploaded files are read through the Storage interface one at a time, so
 * memory stays flat however large the account. Only this account's rows are read; others appear
 * at most as a project id or a name on a project this user liked or commented on.
 */
export function createDataExport(
  ctx: AppContext,
  emailPreferencesOf: (userId: number) => Promise<EmailPreferences>,
) {
  const {
    User,
    Project,
    Like,
    Comment,
    PortfolioView,
    ProjectView,
    Download,
    Follow,
    Message,
    Notification,
    SavedSearch,
  } = ctx.models;

  /**
   * Adds a stored file, opened only when the zip reaches it (one open file at a time). A file
   * missing from storage, or a store that fails, ends its entry empty and is logged.
   */
  function addStored(zip: ZipFile, key: string, name: string) {
    zip.addReadStreamLazy(name, (cb) => {
      const out = new PassThrough();
      const failed = (err: unknown) => {
        ctx.logger.warn({ err, key }, 'export: stored file unreadable');
        out.end();
      };
      ctx.storage.open(key).then(({ body }) => {
        body.on('error', failed);
        body.pipe(out);
      }, failed);
      cb(null, out);
    });
  }

  return {
    /** Builds the zip of `userId`'s data; the caller pipes `outputStream` to the response. */
    async build(userId: number): Promise<ZipFile> {
      const user = await User.findByPk(userId);
      if (!user) throw notFound('User not found');
      const zip = new ZipFile();
      const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
      zip.addBuffer(Buffer.from(EXPORT_README), 'README.txt');
      zip.addBuffer(
        json({
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          jobTitle: user.jobTitle,
          title: user.title,
          location: user.location,
          bio: user.bio,
          skills: user.skills,
          featuredSkills: user.featuredSkills,
          githubUrl: user.githubUrl,
          linkedinUrl: user.linkedinUrl,
          youtubeUrl: user.youtubeUrl,
          twitterUrl: user.twitterUrl,
          avatar: user.avatarKey ? `images/avatar.${extOf(user.avatarKey)}` : null,
          headerImage: user.headerImageKey ? `images/header.${extOf(user.headerImageKey)}` : null,
          handle: user.handle ?? null,
          contactPolicy: user.contactPolicy,
          emailPreferences: await emailPreferencesOf(userId),
          isAdmin: Boolean(user.isAdmin),
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        }),
        'profile.json',
      );
      if (user.avatarKey) addStored(zip, user.avatarKey, `images/avatar.${extOf(user.avatarKey)}`);
      if (user.headerImageKey) {
        addStored(zip, user.headerImageKey, `images/header.${extOf(user.headerImageKey)}`);
      }

      // File names in the zip are listed in projects.json, so the files are added as rows stream.
      const projects = await Project.findAll({
        where: { userId },
        attributes: ['id'],
        order: [['id', 'ASC']],
      });
      const content = await exportedContent(
        ctx.models,
        projects.map((p) => p.id),
      );
      const none: ExportedContent = { images: [], files: [], stored: [] };
      zip.addReadStreamLazy('projects.json', (cb) =>
        cb(
          null,
          jsonArrayStream(Project, { userId }, (p) => {
            const { images, files } = content.get(p.id) ?? none;
            return {
              id: p.id,
              title: p.title,
              slug: p.slug,
              description: p.description,
              writeup: p.writeup,
              tags: p.tags,
              projectUrl: p.projectUrl,
              fileName: p.fileName,
              fileType: p.fileType,
              fileSize: p.fileSize,
              file: files[0]?.file ?? null,
              image: images[0]?.image ?? null,
              files,
              images,
              viewCount: p.viewCount,
              downloadCount: p.downloadCount,
              likeCount: p.likeCount,
              createdAt: p.createdAt,
              updatedAt: p.updatedAt,
            };
          }),
        ),
      );
      for (const p of projects) {
        for (const { key, path } of content.get(p.id)?.stored ?? []) addStored(zip, key, path);
      }

      const projectTitle = [{ model: Project, as: 'project', attributes: ['title'] }];
      const titleOf = (row: object) =>
        (row as { project?: { title?: string } | null }).project?.title ?? null;
      zip.addReadStreamLazy('comments.json', (cb) =>
        cb(
          null,
          jsonArrayStream(
            Comment,
            { userId },
            (c) => ({
              id: c.id,
              projectId: c.projectId,
              projectTitle: titleOf(c),
              content: c.content,
              createdAt: c.createdAt,
              updatedAt: c.updatedAt,
            }),
            projectTitle,
          ),
        ),
      );
      zip.addReadStreamLazy('likes.json', (cb) =>
        cb(
          null,
          jsonArrayStream(
            Like,
            { userId },
            (l) => ({
              projectId: l.projectId,
              projectTitle: titleOf(l),
              createdAt: l.createdAt,
            }),
            projectTitle,
          ),
        ),
      );

      // Contact requests this account sent, and those it received (written to it, for it to keep).
      zip.addReadStreamLazy('messages.json', (cb) =>
        cb(
          null,
          jsonArrayStream(
            Message,
            { [Op.or]: [{ senderId: userId }, { recipientId: userId }] },
            (m) =>
              m.senderId === userId
                ? {
                    direction: 'sent',
                    userId: m.recipientId,
                    subject: m.subject,
                    body: m.body,
                    createdAt: m.createdAt,
                  }
                : {
                    direction: 'received',
                    userId: m.senderId,
                    subject: m.subject,
                    body: m.body,
                    createdAt: m.createdAt,
                    readAt: m.readAt,
                    archivedAt: m.archivedAt,
                  },
          ),
        ),
      );

      // Whom this account follows (by id), and when others followed it, without who they were.
      zip.addReadStreamLazy('following.json', (cb) =>
        cb(
          null,
          jsonArrayStream(Follow, { followerId: userId }, (f) => ({
            userId: f.followedId,
            followedAt: f.createdAt,
          })),
        ),
      );
      zip.addReadStreamLazy('followers.json', (cb) =>
        cb(
          null,
          jsonArrayStream(Follow, { followedId: userId }, (f) => ({ followedAt: f.createdAt })),
        ),
      );

      // What this account was told of; who did it is the other person's data, as for followers.
      zip.addReadStreamLazy('notifications.json', (cb) =>
        cb(
          null,
          jsonArrayStream(Notification, { userId }, (n) => {
            const payload = parsePayload(n.payload);
            return {
              id: n.id,
              kind: n.kind,
              projectId: n.projectId,
              createdAt: n.createdAt,
              readAt: n.readAt,
              ...(n.kind === 'moderation' && {
                moderation: {
                  action: payload.action ?? null,
                  itemType: payload.itemType ?? null,
                  title: payload.title ?? null,
                  reason: payload.reason ?? null,
                },
              }),
              ...(n.kind === 'new-device' && {
                device: { userAgent: payload.userAgent ?? null, country: payload.country ?? null },
              }),
              ...(n.kind === 'saved-search' && {
                savedSearch: {
                  name: payload.name ?? null,
                  query: payload.query ?? null,
                  newProfiles: payload.newProfiles ?? null,
                },
              }),
              ...(n.kind === 'weekly-summary' && {
                weeklySummary: {
                  weekStart: payload.weekStart ?? null,
                  profileViews: payload.profileViews ?? null,
                  projectViews: payload.projectViews ?? null,
                  downloads: payload.downloads ?? null,
                  followers: payload.followers ?? null,
                },
              }),
            };
          }),
        ),
      );

      zip.addReadStreamLazy('saved-searches.json', (cb) =>
        cb(
          null,
          jsonArrayStream(SavedSearch, { userId }, (s) => ({
            name: s.name,
            query: s.query,
            frequency: s.frequency,
            createdAt: s.createdAt,
            lastCheckedAt: s.lastCheckedAt,
          })),
        ),
      );

      // Views and downloads others made of this account's work, without who they were.
      const ownProjects = { '$project.userId$': userId };
      const ownProject = [{ model: Project, as: 'project', attributes: [], required: true }];
      const view = (v: { viewedAt: Date; country: string; referrer: string }) => ({
        viewedAt: v.viewedAt,
        country: v.country || null,
        referrer: v.referrer,
      });
      zip.addReadStreamLazy('analytics/profile-views.json', (cb) =>
        cb(null, jsonArrayStream(PortfolioView, { profileUserId: userId }, view)),
      );
      zip.addReadStreamLazy('analytics/project-views.json', (cb) =>
        cb(
          null,
          jsonArrayStream(
            ProjectView,
            ownProjects,
            (v) => ({ projectId: v.projectId, ...view(v) }),
            ownProject,
          ),
        ),
      );
      zip.addReadStreamLazy('analytics/downloads.json', (cb) =>
        cb(
          null,
          jsonArrayStream(
            Download,
            ownProjects,
            (d) => ({ projectId: d.projectId, downloadedAt: d.createdAt }),
            ownProject,
          ),
        ),
      );
      zip.end();
      return zip;
    },
  };
}
