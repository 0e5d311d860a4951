import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import { PROJECT_CONTENT_LIMITS, numberedSlug, slugify } from '@stackfolio/contract';

/**
 * Project pages: `projects.slug`, unique per owner, backfilled from each title (`My App` →
 * `my-app`, then `my-app-2`, … within one owner's projects, oldest first). The column stays
 * nullable in the schema (no `changeColumn` on SQLite); the service gives every new row a slug.
 * `project_slug_redirects` remembers the slugs a project left on a rename, so its old address
 * still finds it; the rows go with the project.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const slug = { type: DataTypes.STRING(PROJECT_CONTENT_LIMITS.slug), allowNull: true };
  await qi.addColumn('projects', 'slug', slug);
  const sequelize = qi.sequelize;
  const projects = await sequelize.query<{ id: number; userId: number; title: string }>(
    'SELECT id, userId, title FROM projects ORDER BY userId, id',
    { type: QueryTypes.SELECT },
  );
  const taken = new Set<string>();
  await sequelize.transaction(async (transaction) => {
    for (const p of projects) {
      const base = slugify(p.title);
      let n = 1;
      while (taken.has(`${p.userId}/${numberedSlug(base, n)}`)) n += 1;
      taken.add(`${p.userId}/${numberedSlug(base, n)}`);
      await sequelize.query('UPDATE projects SET slug = ? WHERE id = ?', {
        replacements: [numberedSlug(base, n), p.id],
        transaction,
      });
    }
  });
  await qi.addIndex('projects', ['userId', 'slug'], { name: 'projects_user_slug', unique: true });

  await qi.createTable('project_slug_redirects', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    userId: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    slug: { ...slug, allowNull: false },
    projectId: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'projects', key: 'id' },
      onDelete: 'CASCADE',
    },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('project_slug_redirects', ['userId', 'slug'], {
    name: 'project_slug_redirects_user_slug',
    unique: true,
  });
  await qi.addIndex('project_slug_redirects', ['projectId'], {
    name: 'project_slug_redirects_project',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('project_slug_redirects');
  await qi.removeIndex('projects', 'projects_user_slug');
  // Not removeColumn: on SQLite it rebuilds the table, dropping the search triggers of 0010.
  await qi.sequelize.query('ALTER TABLE projects DROP COLUMN slug');
}
