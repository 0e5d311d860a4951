import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import { PROJECT_CONTENT_LIMITS, previewKindOf } from '@stackfolio/contract';

/**
 * A project's gallery and files: `project_images` (position, alt text, the processed image's key
 * and info as lib/images stores them) and `project_files` (position, name, size, type, storage
 * key, how it is previewed and where that preview stands). Backfill: a project's image becomes
 * its first image (alt: the title), its file its first file. The `projects` image and file
 * columns stay: they mirror the first image and first file (components/projects keeps them so),
 * for the readers that show a card.
 */
const BATCH = 500;

const projectRef = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: 'projects', key: 'id' },
  onDelete: 'CASCADE',
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sequelize = qi.sequelize;
  const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false };
  const createdAt = { type: DataTypes.DATE(3), allowNull: false };
  await qi.createTable('project_images', {
    id,
    projectId: projectRef,
    position: { type: DataTypes.INTEGER, allowNull: false },
    alt: { type: DataTypes.STRING(PROJECT_CONTENT_LIMITS.imageAlt), allowNull: false },
    imageKey: { type: DataTypes.STRING(255), allowNull: false },
    imageInfo: { type: DataTypes.JSON, allowNull: true },
    createdAt,
  });
  await qi.addIndex('project_images', ['projectId', 'position'], {
    name: 'project_images_project_position',
  });
  await qi.addIndex('project_images', ['imageKey'], { name: 'project_images_key' });
  await qi.createTable('project_files', {
    id,
    projectId: projectRef,
    position: { type: DataTypes.INTEGER, allowNull: false },
    name: { type: DataTypes.STRING(255), allowNull: false },
    size: { type: DataTypes.BIGINT, allowNull: false },
    type: { type: DataTypes.STRING(100), allowNull: false },
    fileKey: { type: DataTypes.STRING(255), allowNull: false },
    previewKind: { type: DataTypes.STRING(16), allowNull: false },
    previewState: { type: DataTypes.STRING(16), allowNull: false },
    createdAt,
  });
  await qi.addIndex('project_files', ['projectId', 'position'], {
    name: 'project_files_project_position',
  });
  await qi.addIndex('project_files', ['fileKey'], { name: 'project_files_key' });

  // Titles are at most 200 characters: each fits an alt text as it is.
  await sequelize.query(
    `INSERT INTO project_images (projectId, position, alt, imageKey, imageInfo, createdAt)
     SELECT id, 0, title, imageKey, imageInfo, updatedAt FROM projects WHERE imageKey IS NOT NULL`,
  );
  for (let after = 0; ;) {
    const rows = await sequelize.query<{
      id: number;
      fileKey: string;
      fileName: string | null;
      fileType: string | null;
      fileSize: number | string | null;
    }>(
      `SELECT id, fileKey, fileName, fileType, fileSize FROM projects
        WHERE fileKey IS NOT NULL AND id > ? ORDER BY id LIMIT ${BATCH}`,
      { type: QueryTypes.SELECT, replacements: [after] },
    );
    if (rows.length === 0) break;
    after = rows[rows.length - 1].id;
    const now = new Date();
    await qi.bulkInsert(
      'project_files',
      rows.map((p) => {
        const name = p.fileName ?? 'project-file';
        const previewKind = previewKindOf(name);
        return {
          projectId: p.id,
          position: 0,
          name,
          size: Number(p.fileSize ?? 0),
          type: p.fileType ?? 'application/octet-stream',
          fileKey: p.fileKey,
          previewKind,
          previewState: previewKind === 'none' ? 'none' : 'pending',
          createdAt: now,
        };
      }),
    );
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('project_files');
  await qi.dropTable('project_images');
}
