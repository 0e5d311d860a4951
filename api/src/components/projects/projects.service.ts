import { seesModerated } from '../../db/visibility';
import {
  PROJECT_CONTENT_MESSAGES,
  PROJECT_MESSAGES,
  SLUG_PATTERN,
  projectPath,
  type CreateProjectRequest,
  type ProjectDetail,
  type ProjectFilters,
  type UpdateProjectRequest,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http';
import { imageKeys } from '../../lib/images';
import { UPLOAD_MESSAGES } from '../../lib/uploads';
import { afterCommit, inTransaction } from '../../db/transactions';
import { createEngagement } from '../engagement';
import { createHandlesService } from '../handles';
import type { AuthUser } from '../auth/auth-user';
import { planChange } from './content-change';
import { createProjectContentRepository } from './project-content.repository';
import { createProjectSlugsRepository } from './project-slugs.repository';
import {
  checkParts,
  checkTotals,
  removeQuietly,
  storeParts,
  type ProjectParts,
} from './project-uploads';
import { toProject, toProjectDetail, toProjectImage, type ProjectRow } from './projects.mapper';
import { createProjectsRepository } from './projects.repository';

export type { ProjectParts } from './project-uploads';

const NO_FILE = 'This project has no file to download';
const WRITEUP_PREVIEW_FAILED = 'The preview could not be made just now; please try again';

/** Makes a write-up's HTML off the event loop; the gallery is what its images may show. */
export type RenderWriteup = (
  markdown: string,
  gallery: Array<{
    url: string;
    alt: string;
    width: number | null;
    height: number | null;
    srcset?: string | null;
  }>,
) => Promise<string>;

/** Who reads: moderated content shows to its owner and admins only. */
type Viewer = { id: number; isAdmin: boolean } | null | undefined;

export function createProjectsService(
  ctx: AppContext,
  options: {
    renderWriteup?: RenderWriteup;
    /** Told after every save that stored files, whose previews are then made in the background. */
    onFilesStored?: () => void;
    /** Told when what a project's share card shows (title, tags, whether it has an image) changed. */
    onCardChanged?: (projectId: number) => Promise<void>;
  } = {},
) {
  const repo = createProjectsRepository(ctx.models);
  const content = createProjectContentRepository(ctx.models);
  const slugs = createProjectSlugsRepository(ctx.models);
  const handles = createHandlesService(ctx);
  const engagement = createEngagement(ctx.models);
  const { storage, logger, sequelize } = ctx;
  const removeAll = (keys: Array<string | null | undefined>) =>
    removeQuietly(storage, logger, keys);

  /** Runs `work` in a transaction; if it does not commit, the new files are removed. */
  async function withNewFiles<T>(keys: string[], work: () => Promise<T>): Promise<T> {
    try {
      return await inTransaction(sequelize, work);
    } catch (err) {
      await removeAll(keys);
      throw err;
    }
  }

  /**
   * Makes the write-up's HTML again (after a change to it or to the gallery its images come
   * from). A write-up that cannot be made is shown as its source text; the save still holds.
   */
  async function refreshWriteup(id: number): Promise<void> {
    const { renderWriteup } = options;
    const row = renderWriteup && (await repo.findById(id));
    if (!row) return;
    let writeupHtml: string | null = null;
    if (row.writeup) {
      const gallery = row.content.images
        .map(toProjectImage)
        .map(({ url, alt, width, height, image }) => ({
          url,
          alt,
          width,
          height,
          srcset: image?.srcset,
        }));
      writeupHtml = await renderWriteup(row.writeup, gallery).catch((err: unknown) => {
        logger.warn({ err, projectId: id }, 'the write-up could not be made into HTML');
        return null;
      });
    }
    await repo.update(id, { writeupHtml });
  }

  async function get(id: number): Promise<ProjectRow> {
    const project = await repo.findById(id);
    if (!project) throw notFound(PROJECT_MESSAGES.notFound);
    return project;
  }

  /**
   * A project by its page address (`handle` without `@`): also by an old slug or an old handle.
   * `current` says whether the address asked for is the project's `path`; if not, redirect.
   */
  async function findByPath(
    handle: string,
    slug: string,
    viewer: Viewer = null,
  ): Promise<{ project: ProjectDetail; current: boolean } | null> {
    const wanted = slug.toLowerCase();
    if (!SLUG_PATTERN.test(wanted)) return null;
    const owner = await handles.find(handle.toLowerCase());
    const found = owner && (await slugs.find(owner.userId, wanted));
    const project = found && (await detail(found.projectId, viewer));
    if (!project) return null;
    return { project, current: project.path === projectPath(handle, slug) };
  }

  /**
   * The project as its page shows it, or null; null too when moderation hid it (or suspended
   * its owner) and `viewer` is neither its owner nor an admin.
   */
  async function detail(id: number, viewer: Viewer = null): Promise<ProjectDetail | null> {
    const row = await repo.findById(id);
    if (!row) return null;
    if ((row.hiddenAt || row.user?.suspendedAt) && !seesModerated(viewer, row.userId)) return null;
    return toProjectDetail(row, row.content);
  }

  async function getDetail(id: number, viewer: Viewer = null): Promise<ProjectDetail> {
    const project = await detail(id, viewer);
    if (!project) throw notFound(PROJECT_MESSAGES.notFound);
    return project;
  }

  return {
    list: (offset: number, limit: number, userId?: number, filters: ProjectFilters = {}) =>
      repo.list({ userId, ...filters }, offset, limit).then(({ items, total, fuzzy }) => ({
        items: items.map(toProject),
        total,
        fuzzy: fuzzy ?? false,
      })),

    get: getDetail,

    /** The project as its page shows it, or null. */
    find: detail,

    findByPath,

    /** findByPath for the API: the project whatever the address's age, 404 otherwise. */
    async getByPath(handle: string, slug: string, viewer: Viewer = null): Promise<ProjectDetail> {
      const found = await findByPath(handle, slug, viewer);
      if (!found) throw notFound(PROJECT_MESSAGES.notFound);
      return found.project;
    },

    /** The project if this user may change it (owner or admin); 403/404 otherwise. */
    async authorize(id: number, user: AuthUser): Promise<ProjectRow> {
      const project = await get(id);
      if (project.userId !== user.id && !user.isAdmin) throw forbidden(PROJECT_MESSAGES.forbidden);
      return project;
    },

    async create(
      userId: number,
      input: CreateProjectRequest,
      parts: ProjectParts,
    ): Promise<ProjectDetail> {
      checkParts(parts, input.imageAlts);
      const stored = await storeParts(storage, logger, parts, input.imageAlts ?? [], input.title);
      const id = await withNewFiles(stored.written, async () => {
        await repo.lockOwner(userId);
        const created = await repo.create(userId, {
          title: input.title,
          description: input.description ?? null,
          writeup: input.writeup ?? null,
          tags: input.tags ?? [],
          projectUrl: input.projectUrl ?? null,
        });
        await content.change(created, { imageIds: [], fileIds: [] }, stored);
        await engagement.acted(userId);
        return created;
      });
      if (input.writeup) await refreshWriteup(id);
      if (stored.files.length || stored.first) options.onFilesStored?.();
      // A new row's card is due from the start.
      await options.onCardChanged?.(id);
      return getDetail(id);
    },

    async update(
      project: ProjectRow,
      input: UpdateProjectRequest,
      parts: ProjectParts,
    ): Promise<ProjectDetail> {
      checkParts(parts, input.imageAlts);
      const projectUrl = input.projectUrl === undefined ? project.projectUrl : input.projectUrl;
      const incoming = { cover: parts.image, first: parts.file, ...parts };
      /** The change against the content as it stands: limits, and still a file or a link. */
      const plan = (current: Awaited<ReturnType<typeof content.of>>) => {
        const change = planChange(current, input, incoming, (i) =>
          imageKeys(i.imageKey, i.imageInfo),
        );
        if (change.files === 0 && !projectUrl) throw badRequest(UPLOAD_MESSAGES.missingRequired);
        checkTotals(change.images, change.files, change.fileBytes);
        return change;
      };
      // Checked before anything is stored, and again under the lock.
      plan(await content.of(project.id));
      const stored = await storeParts(
        storage,
        logger,
        parts,
        input.imageAlts ?? [],
        input.title ?? project.title,
      );
      await withNewFiles(stored.written, async () => {
        const current = await repo.lockProject(project.id);
        const change = plan(await content.of(project.id));
        await repo.update(project.id, {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.writeup !== undefined ? { writeup: input.writeup } : {}),
          ...(input.tags !== undefined ? { tags: input.tags } : {}),
          projectUrl,
        });
        if (input.title !== undefined) {
          await repo.lockOwner(current.userId);
          await slugs.retitle(current, input.title);
        }
        // Only a change to the lists rewrites them (and the cover and first file they mirror).
        const edits = change.imageIds.length + change.fileIds.length + stored.written.length;
        if (edits || change.imageOrder || change.fileOrder) {
          await content.change(project.id, change, stored);
          afterCommit(() => removeAll(change.keys));
        }
        return change;
      }).then(async (change) => {
        const galleryChanged =
          change.imageIds.length > 0 || stored.images.length > 0 || Boolean(change.imageOrder);
        if (input.writeup !== undefined || galleryChanged) await refreshWriteup(project.id);
        if (stored.files.length || stored.first) options.onFilesStored?.();
      });
      const after = await getDetail(project.id);
      const shown = (p: { title: string; tags: string[]; image: boolean }) =>
        JSON.stringify([p.title, p.tags, p.image]);
      if (
        shown({ ...project, image: Boolean(project.imageKey) }) !==
        shown({ ...after, image: Boolean(after.imageUrl) })
      )
        await options.onCardChanged?.(project.id);
      return after;
    },

    /**
     * Deletes the row (likes, comments, events, images and files cascade) and refreshes the
     * scores that counted them in one transaction; the stored files go once it has committed.
     */
    remove: (project: ProjectRow): Promise<void> =>
      inTransaction(sequelize, async () => {
        const current = await repo.lockProject(project.id);
        const keys = new Set([
          ...(await content.keysOf([project.id])),
          // A row written without the lists (tools, older data) names its files only here.
          ...[current.fileKey, current.cardKey, ...imageKeys(current.imageKey, current.imageInfo)],
        ]);
        const settle = await engagement.removingProjects(current.userId, [project.id]);
        await repo.destroy(project.id);
        await settle();
        afterCommit(() => removeAll([...keys]));
      }),

    /**
     * The stored file to send for a download, opened before the download is counted (a store
     * that is down answers 503 and counts nothing); counts the download.
     */
    async download(id: number, viewer: Viewer, fileId?: number) {
      const userId = viewer?.id ?? null;
      const project = await get(id);
      // A hidden project's files are as hidden as its page (db/visibility.ts).
      if ((project.hiddenAt || project.user?.suspendedAt) && !seesModerated(viewer, project.userId))
        throw notFound(PROJECT_MESSAGES.notFound);
      const file =
        fileId === undefined
          ? project.fileKey && {
              key: project.fileKey,
              name: project.fileName,
              type: project.fileType,
            }
          : await content.file(id, fileId);
      if (!file)
        throw new HttpError(
          404,
          fileId === undefined ? NO_FILE : PROJECT_CONTENT_MESSAGES.fileNotFound,
        );
      const stored = await storage.open(file.key);
      try {
        // The download row and downloadCount change together.
        await inTransaction(sequelize, async () => {
          await repo.lockProject(id);
          await repo.recordDownload(id, userId);
          await engagement.downloaded(id);
        });
      } catch (err) {
        stored.body.destroy();
        throw err;
      }
      return {
        stored,
        fileName: file.name ?? 'download',
        fileType: file.type ?? 'application/octet-stream',
      };
    },

    /**
     * A draft write-up made into HTML exactly as a save makes it (same renderer, sanitizer and
     * worker thread), without a gallery: a draft's `gallery:N` pictures are not stored yet.
     */
    async previewWriteup(markdown: string): Promise<string> {
      const { renderWriteup } = options;
      if (!renderWriteup || markdown.trim() === '') return '';
      return renderWriteup(markdown, []).catch((err: unknown) => {
        logger.warn({ err }, 'a write-up preview could not be made');
        throw new HttpError(503, WRITEUP_PREVIEW_FAILED);
      });
    },

    async trackLinkClick(id: number, userId: number | null): Promise<void> {
      await get(id);
      await repo.recordLinkClick(id, userId);
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
