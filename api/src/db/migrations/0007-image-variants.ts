import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Image variants: next to each image key, what the pipeline learnt of the image —
 * width, height, a blurred placeholder and the widths written (lib/images/image-variants.ts,
 * `ImageInfo`). NULL means the image predates the pipeline: `npm run admin -- images` builds it.
 */
const COLUMNS: Array<[string, string]> = [
  ['projects', 'imageInfo'],
  ['users', 'avatarInfo'],
  ['users', 'headerImageInfo'],
];

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await qi.addColumn(table, column, { type: DataTypes.JSON, allowNull: true });
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const [table, column] of COLUMNS) await qi.removeColumn(table, column);
}
