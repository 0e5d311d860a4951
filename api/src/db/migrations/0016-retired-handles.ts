import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * `retired_handles`: the handles of deleted accounts (the current one and those still kept),
 * held for OLD_HANDLE_DAYS from `heldSince` so nobody takes over links to a deleted person. No
 * foreign key: the account is gone.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('retired_handles', {
    handle: { type: DataTypes.STRING(30), primaryKey: true, allowNull: false },
    heldSince: { type: DataTypes.DATE(3), allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('retired_handles');
}
