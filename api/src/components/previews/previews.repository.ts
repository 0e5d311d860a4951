import { Op, literal } from 'sequelize';
import type { PreviewState } from '@stackfolio/contract';
import type { Models, ProjectFileAttrs } from '../../db/models';
import { visibleProjectSql } from '../../db/visibility';

export type PreviewFile = Pick<
  ProjectFileAttrs,
  | 'id'
  | 'projectId'
  | 'name'
  | 'fileKey'
  | 'previewKind'
  | 'previewState'
  | 'previewKey'
  | 'previewNote'
>;

const ATTRIBUTES = [
  'id',
  'projectId',
  'name',
  'fileKey',
  'previewKind',
  'previewState',
  'previewKey',
  'previewNote',
] as const;

/** The files whose preview is still to be made are the queue: a restart picks them up again. */
export function createPreviewsRepository(models: Models) {
  const { ProjectFile } = models;
  const plain = (row: { get(o: { plain: true }): unknown } | null) =>
    row ? (row.get({ plain: true }) as PreviewFile) : null;
  return {
    /** The oldest file waiting for its preview, or null. */
    async nextPending(after: number): Promise<PreviewFile | null> {
      return plain(
        await ProjectFile.findOne({
          where: { previewState: 'pending' as PreviewState, id: { [Op.gt]: after } },
          attributes: [...ATTRIBUTES],
          order: [['id', 'ASC']],
        }),
      );
    },

    async find(projectId: number, fileId: number): Promise<PreviewFile | null> {
      return plain(
        await ProjectFile.findOne({
          // Previews are public reads: none of a hidden project's files (db/visibility.ts).
          where: {
            id: fileId,
            projectId,
            [Op.and]: [
              literal(`projectId IN (SELECT p.id FROM projects p WHERE ${visibleProjectSql('p')})`),
            ],
          },
          attributes: [...ATTRIBUTES],
        }),
      );
    },

    /**
     * Records a made preview, only if the file is still there and still waiting: false when it
     * was removed (or replaced) meanwhile, and the caller removes what it stored.
     */
    async finish(
      id: number,
      result: { previewState: PreviewState; previewKey: string | null; previewNote: string | null },
    ): Promise<boolean> {
      const [count] = await ProjectFile.update(result, { where: { id, previewState: 'pending' } });
      return count === 1;
    },
  };
}
