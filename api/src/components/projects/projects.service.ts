import {
  PROJECT_MESSAGES,
  SLUG_PATTERN,
  projectPath,
  type CreateProjectRequest,
  type ProjectDetail,
  type ProjectFilters,
  type UpdateProjectRequest,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { imageKeys, storeImage, type StoredImage } from '../../lib/images';
import {
  checkImage,
  checkMainFile,
  type CheckedFile,
  type TempFile,
} from '../../lib/upload-checks';
import { UPLOAD_MESSAGES } from '../../lib/upload-rules';
import { afterCommit, inTransaction } from '../../lib/transactions';
import { createEngagement } from '../engagement';
import { createHandlesService } from '../handles';
import type { AuthUser } from '../auth/auth.service';
import { toProject, toProjectDetail, type ProjectRow } from './projects.mapper';
import { createProjectSlugsRepository } from './project-slugs.repository';
import { createProjectsRepository } from './projects.repository';

export interface ProjectFiles {
  file?: TempFile;
  image?: TempFile;
}

export function createProjectsService(ctx: AppContext) {
  const repo = createProjectsRepository(ctx.models);
  const slugs = createProjectSlugsRepository(ctx.models);
  const handles = createHandlesService(ctx);
  const engagement = createEngagement(ctx.models);
  const { storage, logger, sequelize } = ctx;

  const removeQuietly = async (keys: Array<string | null | undefined>) => {
    for (const key of keys) {
      await storage.remove(key).catch((err) => logger.warn({ err, key }, 'could not delete file'));
    }
  };

  /** Checks both files by content before anything is stored. */
  async function checkFiles(
    files: ProjectFiles,
  ): Promise<{ file?: CheckedFile; image?: CheckedFile }> {
    return {
      file: files.file && (await checkMainFile(files.file)),
      image: files.image && (await checkImage(files.image)),
    };
  }

  /**
   * Writes the image's variants (the pipeline) and moves the file to its final key before the row
   * that names them is written; returns them and every key written (the caller removes those if
   * that row does not commit; the orphan sweep catches a crash).
   */
  async function adopt(checked: { file?: CheckedFile; image?: CheckedFile }) {
    // The image first: an image the pipeline refuses (415) leaves nothing behind.
    const image: StoredImage | undefined =
      checked.image && (await storeImage(storage, checked.image.path, 'project'));
    const written = imageKeys(image?.key, image?.info);
    try {
      const fileKey =
        checked.file && (await storage.adopt(checked.file.path, 'files', checked.file.ext));
      return { fileKey, image, written: [...written, fileKey] };
    } catch (err) {
      await removeQuietly(written);
      throw err;
    }
  }

  /** Runs `work` in a transaction; if it does not commit, the new files are removed. */
  async function withNewFiles<T>(
    keys: Array<string | undefined>,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await inTransaction(sequelize, work);
    } catch (err) {
      await removeQuietly(keys);
      throw err;
    }
  }

  const imageColumns = (image: StoredImage) => ({ imageKey: image.key, imageInfo: image.info });

  const fileColumns = (f: CheckedFile, key: string) => ({
    fileKey: key,
    fileName: f.originalName.slice(0, 255) || `project-file.${f.ext}`,
    fileType: f.mime,
    fileSize: f.size,
  });

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
  ): Promise<{ project: ProjectDetail; current: boolean } | null> {
    const wanted = slug.toLowerCase();
    if (!SLUG_PATTERN.test(wanted)) return null;
    const owner = await handles.find(handle.toLowerCase());
    const found = owner && (await slugs.find(owner.userId, wanted));
    const row = found && (await repo.findById(found.projectId));
    if (!row) return null;
    const project = toProjectDetail(row);
    return { project, current: project.path === projectPath(handle, slug) };
  }

  return {
    list: (offset: number, limit: number, userId?: number, filters: ProjectFilters = {}) =>
      repo.list({ userId, ...filters }, offset, limit).then(({ items, total, fuzzy }) => ({
        items: items.map(toProject),
        total,
        fuzzy: fuzzy ?? false,
      })),

    get: async (id: number): Promise<ProjectDetail> => toProjectDetail(await get(id)),

    findByPath,

    /** findByPath for the API: the project whatever the address's age, 404 otherwise. */
    async getByPath(handle: string, slug: string): Promise<ProjectDetail> {
      const found = await findByPath(handle, slug);
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
      files: ProjectFiles,
    ): Promise<ProjectDetail> {
      const checked = await checkFiles(files);
      const { fileKey, image, written } = await adopt(checked);
      const id = await withNewFiles(written, async () => {
        await repo.lockOwner(userId);
        const created = await repo.create(userId, {
          title: input.title,
          description: input.description ?? null,
          writeup: input.writeup ?? null,
          tags: input.tags ?? [],
          projectUrl: input.projectUrl ?? null,
          ...(checked.file && fileKey ? fileColumns(checked.file, fileKey) : {}),
          ...(image ? imageColumns(image) : {}),
        });
        await engagement.acted(userId);
        return created;
      });
      return toProjectDetail(await get(id));
    },

    async update(
      project: ProjectRow,
      input: UpdateProjectRequest,
      files: ProjectFiles,
    ): Promise<ProjectDetail> {
      const projectUrl = input.projectUrl === undefined ? project.projectUrl : input.projectUrl;
      const keepsFile = Boolean(files.file) || (Boolean(project.fileKey) && !input.removeFile);
      if (!keepsFile && !projectUrl) throw badRequest(UPLOAD_MESSAGES.missingRequired);

      const checked = await checkFiles(files);
      const { fileKey, image, written } = await adopt(checked);
      const changes = {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.writeup !== undefined ? { writeup: input.writeup } : {}),
        ...(input.tags !== undefined ? { tags: input.tags } : {}),
        projectUrl,
        ...(checked.file && fileKey
          ? fileColumns(checked.file, fileKey)
          : input.removeFile
            ? { fileKey: null, fileName: null, fileType: null, fileSize: null }
            : {}),
        ...(image
          ? imageColumns(image)
          : input.removeImage
            ? { imageKey: null, imageInfo: null }
            : {}),
      };
      await withNewFiles(written, async () => {
        // The locked row's keys, not the ones read before the upload: a concurrent update may have replaced them.
        const current = await repo.lockProject(project.id);
        await repo.update(project.id, changes);
        if (input.title !== undefined) {
          await repo.lockOwner(current.userId);
          await slugs.retitle(current, input.title);
        }
        const replaced = [
          fileKey || input.removeFile ? current.fileKey : null,
          ...(image || input.removeImage ? imageKeys(current.imageKey, current.imageInfo) : []),
        ];
        afterCommit(() => removeQuietly(replaced));
      });
      return toProjectDetail(await get(project.id));
    },

    /**
     * Deletes the row (likes, comments and events cascade) and refreshes the scores that counted
     * them in one transaction; the files go once it has committed.
     */
    remove: (project: ProjectRow): Promise<void> =>
      inTransaction(sequelize, async () => {
        const current = await repo.lockProject(project.id);
        const settle = await engagement.removingProjects(current.userId, [project.id]);
        await repo.destroy(project.id);
        await settle();
        afterCommit(() =>
          removeQuietly([current.fileKey, ...imageKeys(current.imageKey, current.imageInfo)]),
        );
      }),

    /**
     * The stored file to send for a download, opened before the download is counted (a store
     * that is down answers 503 and counts nothing); counts the download.
     */
    async download(id: number, userId: number | null) {
      const project = await get(id);
      if (!project.fileKey) throw new HttpError(404, 'This project has no file to download');
      const stored = await storage.open(project.fileKey);
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
        fileName: project.fileName ?? 'download',
        fileType: project.fileType ?? 'application/octet-stream',
      };
    },

    async trackLinkClick(id: number, userId: number | null): Promise<void> {
      await get(id);
      await repo.recordLinkClick(id, userId);
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
