import { Op } from 'sequelize';
import type { Models, ProjectFileAttrs, ProjectImageAttrs } from '../../db/models';
import { imageKeys, type StoredImage } from '../../lib/images';

export type ProjectImageRow = ProjectImageAttrs;
export type ProjectFileRow = ProjectFileAttrs;
export type NewProjectImage = Pick<ProjectImageAttrs, 'alt' | 'imageKey' | 'imageInfo'>;
export type NewProjectFile = Omit<
  ProjectFileAttrs,
  'id' | 'projectId' | 'position' | 'createdAt' | 'previewKey' | 'previewNote'
>;

/** New content for a project: `cover` goes before every image, `first` before every file. */
export interface NewContent {
  cover?: NewProjectImage;
  first?: NewProjectFile;
  images: NewProjectImage[];
  files: NewProjectFile[];
}

/** Removals, and the kept ones' new order when given (content-change.ts plans them). */
export interface ListChange {
  imageIds: number[];
  fileIds: number[];
  imageOrder?: Array<{ id: number; alt: string }>;
  fileOrder?: number[];
}

const inOrder: [string, string][] = [
  ['position', 'ASC'],
  ['id', 'ASC'],
];

/**
 * Data access for a project's gallery and files. The projects row's image and file columns
 * mirror the first image and the first file (for cards, SEO pages, `/download` and older
 * readers); `change` is the one place that writes them, after every change to the lists.
 */
export function createProjectContentRepository(models: Models) {
  const { Project, ProjectImage, ProjectFile } = models;

  async function of(projectId: number) {
    const [images, files] = await Promise.all([
      ProjectImage.findAll({ where: { projectId }, order: inOrder }),
      ProjectFile.findAll({ where: { projectId }, order: inOrder }),
    ]);
    return {
      images: images.map((r) => r.get({ plain: true }) as ProjectImageRow),
      files: files.map((r) => r.get({ plain: true }) as ProjectFileRow),
    };
  }

  /** Numbers each list 0, 1, 2 … in its order, and mirrors the heads on the projects row. */
  async function settle(projectId: number): Promise<void> {
    const { images, files } = await of(projectId);
    for (const [position, row] of images.entries())
      if (row.position !== position)
        await ProjectImage.update({ position }, { where: { id: row.id } });
    for (const [position, row] of files.entries())
      if (row.position !== position)
        await ProjectFile.update({ position }, { where: { id: row.id } });
    const [cover] = images;
    const [first] = files;
    await Project.update(
      {
        imageKey: cover?.imageKey ?? null,
        imageInfo: cover?.imageInfo ?? null,
        fileKey: first?.fileKey ?? null,
        fileName: first?.name ?? null,
        fileType: first?.type ?? null,
        fileSize: first === undefined ? null : Number(first.size),
      },
      { where: { id: projectId } },
    );
  }

  return {
    of,

    /**
     * In the caller's transaction: removes images and files by id, puts the kept ones in their
     * new order (alts too), adds new ones (after the last ones, in the order given;
     * `cover`/`first` at the head) and settles the order.
     */
    async change(projectId: number, edits: ListChange, content: NewContent): Promise<void> {
      if (edits.imageIds.length)
        await ProjectImage.destroy({ where: { projectId, id: edits.imageIds } });
      if (edits.fileIds.length)
        await ProjectFile.destroy({ where: { projectId, id: edits.fileIds } });
      for (const [position, { id, alt }] of (edits.imageOrder ?? []).entries())
        await ProjectImage.update({ position, alt }, { where: { projectId, id } });
      for (const [position, id] of (edits.fileOrder ?? []).entries())
        await ProjectFile.update({ position }, { where: { projectId, id } });
      const where = { projectId };
      const imageAt = Number((await ProjectImage.max('position', { where })) ?? -1) + 1;
      const fileAt = Number((await ProjectFile.max('position', { where })) ?? -1) + 1;
      // The head goes before position 0; settle() numbers the lists again.
      if (content.cover) await ProjectImage.create({ ...content.cover, projectId, position: -1 });
      for (const [i, image] of content.images.entries())
        await ProjectImage.create({ ...image, projectId, position: imageAt + i });
      if (content.first) await ProjectFile.create({ ...content.first, projectId, position: -1 });
      for (const [i, file] of content.files.entries())
        await ProjectFile.create({ ...file, projectId, position: fileAt + i });
      await settle(projectId);
    },

    /** An image the pipeline processed again (the images backfill): its new key and info. */
    async replaceImage(projectId: number, oldKey: string, stored: StoredImage): Promise<void> {
      await ProjectImage.update(
        { imageKey: stored.key, imageInfo: stored.info },
        { where: { projectId, imageKey: oldKey } },
      );
      await settle(projectId);
    },

    /** One file of a project, for its download; null when the project has no such file. */
    async file(projectId: number, id: number) {
      const row = await ProjectFile.findOne({ where: { id, projectId } });
      return row && { key: row.fileKey, name: row.name, type: row.type };
    },

    /** Every stored key of these projects' images (with their variants) and files. */
    async keysOf(projectIds: number[]): Promise<string[]> {
      if (projectIds.length === 0) return [];
      const where = { projectId: { [Op.in]: projectIds } };
      const [images, files] = await Promise.all([
        ProjectImage.findAll({ where, attributes: ['imageKey', 'imageInfo'] }),
        ProjectFile.findAll({ where, attributes: ['fileKey', 'previewKey'] }),
      ]);
      return [
        ...images.flatMap((i) => imageKeys(i.imageKey, i.imageInfo)),
        ...files.flatMap((f) => (f.previewKey ? [f.fileKey, f.previewKey] : [f.fileKey])),
      ];
    },
  };
}

export type ProjectContentRepository = ReturnType<typeof createProjectContentRepository>;
