import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import { handleFromName } from '@stackfolio/contract';

/**
 * Handles: `users.handle`, unique and stored lower-case, backfilled from each name
 * (`Ada Lovelace` → `ada-lovelace`, then `ada-lovelace-2`, …; `user-{id}` when the name gives
 * nothing usable). `handle_redirects` remembers a handle someone left (old handle → user, when),
 * so `/@old` answers 301 to the new one for OLD_HANDLE_DAYS and nobody else can take it then.
 * The column stays nullable in the schema (no `changeColumn` on SQLite, see Architecture); the
 * model gives every new row a handle.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'handle', { type: DataTypes.STRING(30), allowNull: true });
  const sequelize = qi.sequelize;
  const users = await sequelize.query<{ id: number; firstName: string; lastName: string }>(
    'SELECT id, firstName, lastName FROM users ORDER BY id',
    { type: QueryTypes.SELECT },
  );
  const taken = new Set<string>();
  await sequelize.transaction(async (transaction) => {
    for (const u of users) {
      const base = handleFromName(u.firstName, u.lastName) || `user-${u.id}`;
      const handle = firstFree(base, (h) => taken.has(h));
      taken.add(handle);
      await sequelize.query('UPDATE users SET handle = ? WHERE id = ?', {
        replacements: [handle, u.id],
        transaction,
      });
    }
  });
  await qi.addIndex('users', ['handle'], { name: 'users_handle', unique: true });
  await qi.createTable('handle_redirects', {
    handle: { type: DataTypes.STRING(30), primaryKey: true, allowNull: false },
    userId: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    changedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('handle_redirects', ['userId'], { name: 'handle_redirects_user' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('handle_redirects');
  await qi.removeIndex('users', 'users_handle');
  await qi.removeColumn('users', 'handle');
}

/** The handle length when this migration was written (the column is STRING(30)). */
const HANDLE_MAX = 30;

/** The first of `ada`, `ada-2`, `ada-3`, … (each cut to HANDLE_MAX) that `isTaken` does not claim. */
function firstFree(base: string, isTaken: (handle: string) => boolean): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const handle =
      n === 1 ? base : `${base.slice(0, HANDLE_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!isTaken(handle)) return handle;
  }
}
