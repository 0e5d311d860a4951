import { DataTypes, type QueryInterface, type Sequelize } from 'sequelize';

/**
 * Full-text search: an index over the text of profiles (name, title, job title,
 * location, skills, bio) and projects (title, description, tags, author's name).
 *
 * - SQLite: two FTS5 tables, `users_fts` and `projects_fts`, whose rowid is the row's id.
 * - MySQL/MariaDB: InnoDB `FULLTEXT` indexes on the tables themselves. A JSON list cannot carry
 *   one, so `users.searchSkills` and `projects.searchTags` hold the list's text, and
 *   `projects.searchAuthor` the owner's name.
 *
 * Database triggers keep them in step with every write that changes the rows (API, admin
 * commands, imports, tests), inside the same statement and so the same transaction: create,
 * update and delete of users and projects, and a rename reaching the owner's projects. A deleted
 * account's projects go by cascade: SQLite fires the FTS triggers for that; on MySQL the index
 * entries go with the rows themselves.
 */
const TRIGGERS = [
  'search_users_insert',
  'search_users_update',
  'search_users_delete',
  'search_users_rename',
  'search_projects_insert',
  'search_projects_update',
  'search_projects_delete',
];

/** The owner's name as the projects' author text. */
const authorOf = (userId: string, mysql: boolean) =>
  mysql
    ? `(SELECT CONCAT(u.firstName, ' ', u.lastName) FROM users u WHERE u.id = ${userId})`
    : `(SELECT u.firstName || ' ' || u.lastName FROM users u WHERE u.id = ${userId})`;

function sqliteTriggers(): string[] {
  const [uIns, uUpd, uDel, uRename, pIns, pUpd, pDel] = TRIGGERS;
  const userValues = (r: string) =>
    `${r}.id, ${r}.firstName || ' ' || ${r}.lastName, ${r}.title, ${r}.jobTitle, ${r}.location, ${r}.skills, ${r}.bio`;
  const projectValues = (r: string) =>
    `${r}.id, ${r}.title, ${r}.description, ${r}.tags, ${authorOf(`${r}.userId`, false)}`;
  return [
    `CREATE TRIGGER ${uIns} AFTER INSERT ON users BEGIN
       INSERT INTO users_fts (rowid, name, title, jobTitle, location, skills, bio) VALUES (${userValues('NEW')});
     END`,
    `CREATE TRIGGER ${uUpd} AFTER UPDATE OF firstName, lastName, title, jobTitle, location, skills, bio ON users BEGIN
       DELETE FROM users_fts WHERE rowid = OLD.id;
       INSERT INTO users_fts (rowid, name, title, jobTitle, location, skills, bio) VALUES (${userValues('NEW')});
     END`,
    `CREATE TRIGGER ${uDel} AFTER DELETE ON users BEGIN
       DELETE FROM users_fts WHERE rowid = OLD.id;
     END`,
    `CREATE TRIGGER ${uRename} AFTER UPDATE OF firstName, lastName ON users
       WHEN NEW.firstName IS NOT OLD.firstName OR NEW.lastName IS NOT OLD.lastName BEGIN
       UPDATE projects_fts SET author = NEW.firstName || ' ' || NEW.lastName
         WHERE rowid IN (SELECT p.id FROM projects p WHERE p.userId = NEW.id);
     END`,
    `CREATE TRIGGER ${pIns} AFTER INSERT ON projects BEGIN
       INSERT INTO projects_fts (rowid, title, description, tags, author) VALUES (${projectValues('NEW')});
     END`,
    `CREATE TRIGGER ${pUpd} AFTER UPDATE OF title, description, tags, userId ON projects BEGIN
       DELETE FROM projects_fts WHERE rowid = OLD.id;
       INSERT INTO projects_fts (rowid, title, description, tags, author) VALUES (${projectValues('NEW')});
     END`,
    `CREATE TRIGGER ${pDel} AFTER DELETE ON projects BEGIN
       DELETE FROM projects_fts WHERE rowid = OLD.id;
     END`,
  ];
}

function mysqlTriggers(): string[] {
  const [uIns, uUpd, , uRename, pIns, pUpd] = TRIGGERS;
  // A JSON list's text as it is stored: the full-text parser skips its quotes and commas.
  const text = (column: string) => `CAST(NEW.${column} AS CHAR)`;
  return [
    `CREATE TRIGGER ${uIns} BEFORE INSERT ON users FOR EACH ROW SET NEW.searchSkills = ${text('skills')}`,
    // Only when the list changes: counters (impact score) are written far more often.
    `CREATE TRIGGER ${uUpd} BEFORE UPDATE ON users FOR EACH ROW BEGIN
       IF NOT (NEW.skills <=> OLD.skills) THEN SET NEW.searchSkills = ${text('skills')}; END IF;
     END`,
    `CREATE TRIGGER ${uRename} AFTER UPDATE ON users FOR EACH ROW BEGIN
       IF NOT (NEW.firstName <=> OLD.firstName AND NEW.lastName <=> OLD.lastName) THEN
         UPDATE projects SET searchAuthor = CONCAT(NEW.firstName, ' ', NEW.lastName) WHERE userId = NEW.id;
       END IF;
     END`,
    `CREATE TRIGGER ${pIns} BEFORE INSERT ON projects FOR EACH ROW BEGIN
       SET NEW.searchTags = ${text('tags')};
       SET NEW.searchAuthor = ${authorOf('NEW.userId', true)};
     END`,
    `CREATE TRIGGER ${pUpd} BEFORE UPDATE ON projects FOR EACH ROW BEGIN
       IF NOT (NEW.tags <=> OLD.tags) THEN SET NEW.searchTags = ${text('tags')}; END IF;
       IF NOT (NEW.userId <=> OLD.userId) THEN
         SET NEW.searchAuthor = ${authorOf('NEW.userId', true)};
       END IF;
     END`,
  ];
}

/** Creates the triggers that keep the search index in step with the rows. */
export async function createSearchTriggers(sequelize: Sequelize): Promise<void> {
  const mysql = sequelize.getDialect() === 'mysql';
  for (const sql of mysql ? mysqlTriggers() : sqliteTriggers()) await sequelize.query(sql);
}

export async function dropSearchTriggers(sequelize: Sequelize): Promise<void> {
  for (const name of TRIGGERS) await sequelize.query(`DROP TRIGGER IF EXISTS ${name}`);
}

/**
 * Rebuilds the whole index from the rows (after a bulk import without triggers). On MySQL it
 * rewrites every row: run it before the FULLTEXT indexes exist (as `up` does), or follow it with
 * OPTIMIZE TABLE, else InnoDB keeps a deleted index entry per row and searches slow down.
 */
export async function rebuildSearchIndex(sequelize: Sequelize): Promise<void> {
  if (sequelize.getDialect() === 'mysql') {
    await sequelize.query('UPDATE users SET searchSkills = CAST(skills AS CHAR)');
    await sequelize.query(`UPDATE projects p JOIN users u ON u.id = p.userId
      SET p.searchTags = CAST(p.tags AS CHAR), p.searchAuthor = CONCAT(u.firstName, ' ', u.lastName)`);
    return;
  }
  await sequelize.query('DELETE FROM users_fts');
  await sequelize.query(`INSERT INTO users_fts (rowid, name, title, jobTitle, location, skills, bio)
    SELECT id, firstName || ' ' || lastName, title, jobTitle, location, skills, bio FROM users`);
  await sequelize.query('DELETE FROM projects_fts');
  await sequelize.query(`INSERT INTO projects_fts (rowid, title, description, tags, author)
    SELECT p.id, p.title, p.description, p.tags, u.firstName || ' ' || u.lastName
    FROM projects p JOIN users u ON u.id = p.userId`);
}

// unicode61 folds case and (2) diacritics as MariaDB's utf8mb4_unicode_ci does; the prefix
// indexes make `word*` queries of 2–4 letters read one index range.
const FTS_OPTIONS = `tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'`;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sequelize = qi.sequelize;
  if (sequelize.getDialect() === 'mysql') {
    await qi.addColumn('users', 'searchSkills', { type: DataTypes.TEXT, allowNull: true });
    await qi.addColumn('projects', 'searchTags', { type: DataTypes.TEXT, allowNull: true });
    await qi.addColumn('projects', 'searchAuthor', {
      type: DataTypes.STRING(512),
      allowNull: true,
    });
  } else {
    await sequelize.query(
      `CREATE VIRTUAL TABLE users_fts USING fts5(name, title, jobTitle, location, skills, bio, ${FTS_OPTIONS})`,
    );
    await sequelize.query(
      `CREATE VIRTUAL TABLE projects_fts USING fts5(title, description, tags, author, ${FTS_OPTIONS})`,
    );
  }
  // Triggers before the backfill (as in 0005): a row written meanwhile by an instance on the old
  // code is either there when the backfill reads or caught by a trigger.
  await createSearchTriggers(sequelize);
  await rebuildSearchIndex(sequelize);
  if (sequelize.getDialect() === 'mysql') {
    await sequelize.query(`ALTER TABLE users ADD FULLTEXT INDEX users_search
      (firstName, lastName, title, jobTitle, location, searchSkills, bio)`);
    await sequelize.query(`ALTER TABLE projects ADD FULLTEXT INDEX projects_search
      (title, description, searchTags, searchAuthor)`);
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sequelize = qi.sequelize;
  await dropSearchTriggers(sequelize);
  if (sequelize.getDialect() === 'mysql') {
    await qi.removeIndex('users', 'users_search');
    await qi.removeIndex('projects', 'projects_search');
    await qi.removeColumn('users', 'searchSkills');
    await qi.removeColumn('projects', 'searchTags');
    await qi.removeColumn('projects', 'searchAuthor');
  } else {
    await sequelize.query('DROP TABLE IF EXISTS users_fts');
    await sequelize.query('DROP TABLE IF EXISTS projects_fts');
  }
}
