import { DataTypes, type QueryInterface, type Sequelize } from 'sequelize';

/**
 * What the /profiles filters and their counts read, indexed:
 *
 * - `profile_facets`: one row per (user, facet, value) of a visible (not suspended) profile:
 *   `skill` (each skill), `home` (the profile's location), and while the person is open to
 *   work or casually looking, `open`
 *   (the status), `workplace`, `type` (employment type) and `location` (each wanted location).
 *   `value` is lower-case (skills and locations match case-insensitively), `label` as the person
 *   wrote it, `everyone` 0 when the open-to-work details are for signed-in people only.
 *   Database triggers keep it in step with every write of `users` (API, admin, imports, restore),
 *   in the same statement; a deleted account's rows go by cascade.
 * - `users.viewCount`: profile views, counted as they are recorded, for `sort=views`.
 */
export const FACET_TRIGGERS = ['facets_users_insert', 'facets_users_update'];

/**
 * The rows a user's profile yields, as INSERT … SELECT statements over `row`: `NEW` in a
 * trigger, or every row of `users` (alias `n`) for a rebuild.
 */
function facetInserts(mysql: boolean, row: 'NEW' | 'n'): string[] {
  const insert = mysql
    ? 'INSERT IGNORE INTO profile_facets (userId, facet, value, label, everyone)'
    : 'INSERT OR IGNORE INTO profile_facets (userId, facet, value, label, everyone)';
  // Malformed JSON yields no rows rather than failing the user's write.
  const valid = (column: string) =>
    mysql
      ? `IF(JSON_VALID(${row}.${column}), ${row}.${column}, NULL)`
      : `CASE WHEN json_valid(${row}.${column}) THEN ${row}.${column} END`;
  const otw = valid('openToWork');
  const status = mysql
    ? `JSON_UNQUOTE(JSON_EXTRACT(${otw}, '$.status'))`
    : `json_extract(${otw}, '$.status')`;
  const everyone = mysql
    ? `IF(JSON_UNQUOTE(JSON_EXTRACT(${otw}, '$.visibility')) <=> 'signed-in', 0, 1)`
    : `CASE WHEN json_extract(${otw}, '$.visibility') = 'signed-in' THEN 0 ELSE 1 END`;
  const visible = `${row}.suspendedAt IS NULL`;
  const looking = `${status} IN ('open', 'casual')`;
  const users = row === 'n' ? 'users n, ' : '';
  // Each element of a JSON list (at `path` of `json`) as `j.v`: JSON_TABLE and json_each both
  // read a column of a table named before them.
  const elements = (json: string, path: string) =>
    mysql
      ? `JSON_TABLE(${json}, '${path}[*]' COLUMNS (v VARCHAR(200) PATH '$')) j`
      : `json_each(${json}, '${path}') j`;
  const v = mysql ? 'TRIM(j.v)' : 'TRIM(j.value)';
  const text = mysql ? 'j.v IS NOT NULL' : "j.type = 'text'";
  const list = (facet: string, json: string, path: string, lower: boolean, who: string) =>
    `${insert} SELECT ${row}.id, '${facet}', ${lower ? `LOWER(${v})` : v}, ${v}, ${who}
       FROM ${users}${elements(json, path)}
       WHERE ${visible} AND ${text} AND ${v} <> ''${facet === 'skill' ? '' : ` AND ${looking}`}`;
  return [
    list('skill', valid('skills'), '$', true, '1'),
    // The profile's own location: the location filter reads it here, in a narrow index.
    `${insert} SELECT ${row}.id, 'home', LOWER(TRIM(${row}.location)), TRIM(${row}.location), 1
       FROM ${row === 'n' ? 'users n' : '(SELECT 1 AS one) x'}
       WHERE ${visible} AND TRIM(COALESCE(${row}.location, '')) <> ''`,
    `${insert} SELECT ${row}.id, 'open', ${status}, ${status}, ${everyone}
       FROM ${row === 'n' ? 'users n' : '(SELECT 1 AS one) x'} WHERE ${visible} AND ${looking}`,
    list('workplace', otw, '$.workplaces', false, everyone),
    list('type', otw, '$.employmentTypes', false, everyone),
    list('location', otw, '$.locations', true, everyone),
  ];
}

function triggerSql(mysql: boolean): string[] {
  const [inserted, updated] = FACET_TRIGGERS;
  const inserts = facetInserts(mysql, 'NEW');
  const refill = ['DELETE FROM profile_facets WHERE userId = NEW.id', ...inserts];
  if (mysql)
    return [
      `CREATE TRIGGER ${inserted} AFTER INSERT ON users FOR EACH ROW BEGIN ${inserts.join('; ')}; END`,
      // Only when what the facets hold changes: counters are written far more often.
      `CREATE TRIGGER ${updated} AFTER UPDATE ON users FOR EACH ROW BEGIN
         IF NOT (NEW.skills <=> OLD.skills AND NEW.openToWork <=> OLD.openToWork
                 AND NEW.location <=> OLD.location AND NEW.suspendedAt <=> OLD.suspendedAt)
           THEN ${refill.join('; ')}; END IF;
       END`,
    ];
  return [
    `CREATE TRIGGER ${inserted} AFTER INSERT ON users BEGIN ${inserts.join('; ')}; END`,
    `CREATE TRIGGER ${updated} AFTER UPDATE OF skills, openToWork, location, suspendedAt ON users BEGIN
       ${refill.join('; ')};
     END`,
  ];
}

export async function createFacetTriggers(sequelize: Sequelize): Promise<void> {
  for (const sql of triggerSql(sequelize.getDialect() === 'mysql')) await sequelize.query(sql);
}

export async function dropFacetTriggers(sequelize: Sequelize): Promise<void> {
  for (const name of FACET_TRIGGERS) await sequelize.query(`DROP TRIGGER IF EXISTS ${name}`);
}

/** Builds every user's rows from scratch (after an import without the triggers). */
export async function rebuildFacets(sequelize: Sequelize): Promise<void> {
  await sequelize.query('DELETE FROM profile_facets');
  for (const sql of facetInserts(sequelize.getDialect() === 'mysql', 'n'))
    await sequelize.query(sql);
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sequelize = qi.sequelize;
  await qi.createTable('profile_facets', {
    userId: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    facet: { type: DataTypes.STRING(16), allowNull: false },
    value: { type: DataTypes.STRING(200), allowNull: false },
    label: { type: DataTypes.STRING(200), allowNull: false },
    everyone: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
  });
  await qi.addIndex('profile_facets', ['userId', 'facet', 'value'], {
    name: 'profile_facets_pk',
    unique: true,
  });
  // Counting per value and finding the users of a value read this index alone.
  await qi.addIndex('profile_facets', ['facet', 'value', 'userId', 'everyone'], {
    name: 'profile_facets_value',
  });
  await qi.addColumn('users', 'viewCount', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 0,
  });
  await sequelize.query(
    'UPDATE users SET viewCount = (SELECT COUNT(*) FROM portfolio_views v WHERE v.profileUserId = users.id)',
  );
  await qi.addIndex('users', ['viewCount', 'id'], { name: 'users_view_count' });
  await createFacetTriggers(sequelize);
  await rebuildFacets(sequelize);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await dropFacetTriggers(qi.sequelize);
  await qi.removeIndex('users', 'users_view_count');
  // Not removeColumn: on SQLite it rebuilds the table, dropping the triggers of 0010 and these.
  await qi.sequelize.query('ALTER TABLE users DROP COLUMN viewCount');
  await qi.dropTable('profile_facets');
}
