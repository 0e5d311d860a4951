import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Generated share cards for profiles and projects without an image: where the card is stored,
 * and which change it shows. A row whose `cardVersion` is ahead of `cardMade` waits for its card
 * (components/cards), so every existing row gets one after the next start.
 */
const TABLES = ['projects', 'users'] as const;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of TABLES) {
    await qi.addColumn(table, 'cardKey', { type: DataTypes.STRING, allowNull: true });
    await qi.addColumn(table, 'cardVersion', {
      type: DataTypes.INTEGER,
      allowNull: false,
      defaultValue: 1,
    });
    await qi.addColumn(table, 'cardMade', {
      type: DataTypes.INTEGER,
      allowNull: false,
      defaultValue: 0,
    });
    await qi.addIndex(table, ['cardKey'], { name: `${table}_card_key` });
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of TABLES) {
    await qi.removeIndex(table, `${table}_card_key`);
    // Not removeColumn: on SQLite it rebuilds the table, dropping the search triggers of 0010.
    for (const column of ['cardKey', 'cardVersion', 'cardMade'])
      await qi.sequelize.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
  }
}
