import { DataTypes, type QueryInterface, type Sequelize } from 'sequelize';

/**
 * `analytics_visitors`: every visitor key that viewed a user's profile or projects, with when it
 * was last seen. "Unique visitors since T" is then an indexed count of the keys last seen at or
 * after T — the same number as de-duplicating every view since T, without reading the views.
 * Database triggers keep it exact for every way views arrive (API, imports, tests) and for project
 * deletion (that project's visitors are recomputed from the owner's other views); a deleted
 * user's rows go by cascade.
 */
const TRIGGERS = [
  'avisitors_portfolio_view',
  'avisitors_project_view',
  'avisitors_project_deleted',
];

/**
 * Before a project goes: its visitors' "last seen" recomputed from the owner's other views (keys
 * seen nowhere else are dropped). Only the deleted project's keys are touched.
 */
const forgetProject = () => {
  const keys = 'SELECT pv.visitorKey FROM project_views pv WHERE pv.projectId = OLD.id';
  return [
    `DELETE FROM analytics_visitors WHERE ownerUserId = OLD.userId AND visitorKey IN (${keys})`,
    `INSERT INTO analytics_visitors (ownerUserId, visitorKey, lastSeenAt)
      SELECT OLD.userId, k.visitorKey, MAX(k.viewedAt) FROM (
        SELECT v.visitorKey, v.viewedAt FROM portfolio_views v
          WHERE v.profileUserId = OLD.userId AND v.visitorKey IN (${keys})
        UNION ALL
        SELECT v.visitorKey, v.viewedAt FROM project_views v JOIN projects p ON p.id = v.projectId
          WHERE p.userId = OLD.userId AND p.id <> OLD.id AND v.visitorKey IN (${keys})
      ) k GROUP BY k.visitorKey`,
  ];
};

/** Keeps the later "last seen" when a visitor key is already there. */
const upsertSql = (mysql: boolean) =>
  mysql
    ? 'ON DUPLICATE KEY UPDATE lastSeenAt = GREATEST(analytics_visitors.lastSeenAt, VALUES(lastSeenAt))'
    : 'ON CONFLICT (ownerUserId, visitorKey) DO UPDATE SET lastSeenAt = MAX(lastSeenAt, excluded.lastSeenAt)';

function triggerSql(mysql: boolean): string[] {
  const upsert = upsertSql(mysql);
  const [portfolio, project, deleted] = TRIGGERS;
  const body = (statements: string[]) =>
    mysql
      ? `FOR EACH ROW BEGIN ${statements.join('; ')}; END`
      : `BEGIN ${statements.join('; ')}; END`;
  // Only while the owner exists: when an account goes, its projects go by cascade (SQLite fires
  // triggers for that, MySQL does not) and the owner's rows go with the user.
  const ownerExists = 'EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.userId)';

  return [
    `CREATE TRIGGER ${portfolio} AFTER INSERT ON portfolio_views ${body([
      `INSERT INTO analytics_visitors (ownerUserId, visitorKey, lastSeenAt)
         SELECT NEW.profileUserId, NEW.visitorKey, NEW.viewedAt FROM users u WHERE u.id = NEW.profileUserId ${upsert}`,
    ])}`,
    `CREATE TRIGGER ${project} AFTER INSERT ON project_views ${body([
      `INSERT INTO analytics_visitors (ownerUserId, visitorKey, lastSeenAt)
         SELECT p.userId, NEW.visitorKey, NEW.viewedAt FROM projects p WHERE p.id = NEW.projectId ${upsert}`,
    ])}`,
    mysql
      ? `CREATE TRIGGER ${deleted} BEFORE DELETE ON projects FOR EACH ROW BEGIN
           IF ${ownerExists} THEN ${forgetProject().join('; ')}; END IF;
         END`
      : `CREATE TRIGGER ${deleted} BEFORE DELETE ON projects WHEN ${ownerExists} ${body(forgetProject())}`,
  ];
}

/** Creates the triggers that keep analytics_visitors current. */
export async function createVisitorTriggers(sequelize: Sequelize): Promise<void> {
  for (const sql of triggerSql(sequelize.getDialect() === 'mysql')) await sequelize.query(sql);
}

export async function dropVisitorTriggers(sequelize: Sequelize): Promise<void> {
  for (const name of TRIGGERS) await sequelize.query(`DROP TRIGGER IF EXISTS ${name}`);
}

/**
 * Merges every user's visitor set from the views into analytics_visitors (an upsert keeping the
 * later "last seen"), so it may run while the triggers are already writing: a row either was
 * there, or is merged.
 */
export async function fillVisitors(sequelize: Sequelize): Promise<void> {
  // `WHERE 1 = 1` keeps SQLite from reading ON CONFLICT as a join constraint.
  await sequelize.query(`INSERT INTO analytics_visitors (ownerUserId, visitorKey, lastSeenAt)
    SELECT k.ownerUserId, k.visitorKey, MAX(k.viewedAt) FROM (
      SELECT v.profileUserId AS ownerUserId, v.visitorKey, v.viewedAt FROM portfolio_views v
      UNION ALL
      SELECT p.userId AS ownerUserId, v.visitorKey, v.viewedAt FROM project_views v JOIN projects p ON p.id = v.projectId
    ) k WHERE 1 = 1 GROUP BY k.ownerUserId, k.visitorKey ${upsertSql(sequelize.getDialect() === 'mysql')}`);
}

/** Rebuilds every user's visitor set from the views (after a bulk import without triggers). */
export async function rebuildVisitors(sequelize: Sequelize): Promise<void> {
  await sequelize.query('DELETE FROM analytics_visitors');
  await fillVisitors(sequelize);
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('analytics_visitors', {
    ownerUserId: {
      type: DataTypes.INTEGER,
      allowNull: false,
      primaryKey: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    visitorKey: { type: DataTypes.STRING(64), allowNull: false, primaryKey: true },
    lastSeenAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('analytics_visitors', ['ownerUserId', 'lastSeenAt'], {
    name: 'avisitors_owner_seen',
  });
  // Triggers first, then the fill: during a rolling deploy, instances still on the old code keep
  // writing views; each one lands either before the fill reads (the fill counts it) or after a
  // trigger exists (the trigger counts it). Filling first lost the views written in between.
  // Fixed here rather than in a later migration, which could not reorder these steps for the
  // databases that have yet to run them (those already migrated are past the window).
  await createVisitorTriggers(qi.sequelize);
  await fillVisitors(qi.sequelize);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await dropVisitorTriggers(qi.sequelize);
  await qi.dropTable('analytics_visitors');
}
