import { Op } from 'sequelize';
import type { Models } from '../../db/models';

/** Keys looked up at a time (bounded IN lists however many files the store holds). */
const BATCH = 500;

/**
 * Which stored-file keys the rows still name: users (avatar, header, card), projects (file, image,
 * card) and
 * projects' galleries and file lists.
 */
export function createFileReferencesRepository(models: Models) {
  const { User, Project, ProjectImage, ProjectFile } = models;
  return {
    /** The keys among `keys` that some row names. */
    async referenced(keys: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < keys.length; i += BATCH) {
        const batch = keys.slice(i, i + BATCH);
        const [users, projects, images, files] = await Promise.all([
          User.findAll({
            where: {
              [Op.or]: [{ avatarKey: batch }, { headerImageKey: batch }, { cardKey: batch }],
            },
            attributes: ['id', 'avatarKey', 'headerImageKey', 'cardKey'],
          }),
          Project.findAll({
            where: { [Op.or]: [{ fileKey: batch }, { imageKey: batch }, { cardKey: batch }] },
            attributes: ['id', 'fileKey', 'imageKey', 'cardKey'],
          }),
          ProjectImage.findAll({ where: { imageKey: batch }, attributes: ['id', 'imageKey'] }),
          ProjectFile.findAll({
            where: { [Op.or]: [{ fileKey: batch }, { previewKey: batch }] },
            attributes: ['id', 'fileKey', 'previewKey'],
          }),
        ]);
        for (const u of users)
          for (const k of [u.avatarKey, u.headerImageKey, u.cardKey]) if (k) found.add(k);
        for (const p of projects)
          for (const k of [p.fileKey, p.imageKey, p.cardKey]) if (k) found.add(k);
        for (const i of images) found.add(i.imageKey);
        for (const f of files) for (const k of [f.fileKey, f.previewKey]) if (k) found.add(k);
      }
      return found;
    },
  };
}
