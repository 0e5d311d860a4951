import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import request from 'supertest';
import { createImpactScorer, impactScore } from '../../src/components/engagement';
import { mysqlCall } from '../../src/db/fast-read';
import { createMigrator } from '../../src/db/migrate';
import { createSequelize } from '../../src/db/sequelize';
import { sqlOf } from '../../src/db/sequelize-internals';
import { inTransaction } from '../../src/db/transactions';
import { availableMysqlServer, createMysqlTestDatabase } from '../helpers/mysql-server';
import { createProject } from '../helpers/projects';
import {
  bearer,
  registerUser,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../helpers/test-app';

type Member = Awaited<ReturnType<typeof registerUser>>;
const PROCEDURES = ['stackfolio_add_comment', 'stackfolio_toggle_like'];

/**
 * MySQL's like toggle and comment are one CALL each of a stored procedure that runs its own
 * transaction (migration 0011). Runs against TEST_DATABASE_URL's MySQL, or the local MariaDB at
 * 127.0.0.1:3306 when the suite runs on SQLite (the SQLite path is the other tests').
 */
describe('MySQL write procedures (like toggle, comment)', () => {
  let db: TestDatabase | undefined;
  let t: TestApp;
  let other: Sequelize;
  let owner: Member;
  let fan: Member;

  beforeAll(async () => {
    const server = await availableMysqlServer();
    if (!server) return;
    db = await createMysqlTestDatabase(server);
    t = await startTestApp(db, { AUTH_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'silent' });
    other = createSequelize(db.url);
    owner = await registerUser(t.app);
    fan = await registerUser(t.app, { firstName: 'Fan' });
    // Rows another transaction writes to weigh more than a toggle's, so that InnoDB picks the
    // procedure's transaction as a deadlock's victim.
    await other.query('CREATE TABLE ballast (id INT AUTO_INCREMENT PRIMARY KEY, x INT)');
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
    await db?.drop();
  });

  const routines = async (s: Sequelize) =>
    (
      await s.query<{ name: string; security: string }>(
        `SELECT ROUTINE_NAME AS name, SECURITY_TYPE AS security FROM information_schema.ROUTINES
          WHERE ROUTINE_SCHEMA = DATABASE() ORDER BY ROUTINE_NAME`,
        { type: QueryTypes.SELECT },
      )
    ).map((r) => `${r.name} ${r.security}`);
  const scoreOf = async (id: number) => (await t.ctx.models.User.findByPk(id))!.impactScore;
  const like = (id: number, m: Member) =>
    request(t.app).post(`/api/projects/${id}/like`).set(bearer(m.token));
  const comment = (id: number, m: Member, content: string) =>
    request(t.app).post(`/api/projects/${id}/comments`).set(bearer(m.token)).send({ content });

  /** Every user's stored score equals the score recomputed from the rows (IMPACT_WEIGHTS). */
  async function scoresMatchRows() {
    const scorer = createImpactScorer(t.ctx.models);
    for (const u of await t.ctx.models.User.findAll({ attributes: ['id', 'impactScore'] }))
      expect({ id: u.id, score: u.impactScore }).toEqual({
        id: u.id,
        score: impactScore(await scorer.metrics(u.id)),
      });
  }

  /**
   * Another connection's transaction, made heavier than a toggle's or a comment's (a thousand
   * ballast rows), that runs `first`, waits until a CALL of ours waits for one of its locks, then
   * runs `second` (which waits for the CALL's lock: a deadlock) and commits. `second` returns only
   * if InnoDB rolled back the CALL's transaction.
   */
  async function deadlockWith(
    call: () => PromiseLike<request.Response>,
    first: string,
    second: string,
  ): Promise<request.Response> {
    const b: Transaction = await other.transaction();
    try {
      const rows = Array.from({ length: 1000 }, (_, i) => `(${i})`).join(', ');
      await other.query(`INSERT INTO ballast (x) VALUES ${rows}`, { transaction: b });
      await other.query(first, { transaction: b });
      const response = Promise.resolve(call());
      await waitForLockWait();
      await other.query(second, { transaction: b });
      await b.commit();
      return await response;
    } catch (err) {
      await b.rollback().catch(() => undefined);
      throw err;
    }
  }

  /**
   * Until a transaction on this test's database waits for a row lock. InnoDB refreshes what
   * INNODB_TRX shows only when it was last read more than 100 ms ago: poll slower than that.
   */
  async function waitForLockWait() {
    for (let i = 0; i < 100; i += 1) {
      const [{ n }] = await other.query<{ n: number }>(
        `SELECT COUNT(*) AS n FROM information_schema.INNODB_TRX x
           JOIN information_schema.PROCESSLIST p ON p.ID = x.trx_mysql_thread_id
          WHERE x.trx_state = 'LOCK WAIT' AND p.DB = DATABASE()`,
        { type: QueryTypes.SELECT },
      );
      if (Number(n) > 0) return;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error('no CALL waited for the lock');
  }

  it('migrates in both procedures, running with the caller’s privileges', async () => {
    if (!db) return;
    expect(await routines(t.ctx.sequelize)).toEqual(PROCEDURES.map((p) => `${p} INVOKER`));
  });

  it('a like toggle and a comment are one statement each (besides the token’s read)', async () => {
    if (!db) return;
    const { id } = await createProject(t.app, owner.token);
    // The new project's share card is written in the background: not the like's or comment's.
    await t.settled();
    const statements: string[] = [];
    t.ctx.sequelize.addHook('afterQuery', 'count-procedure-calls', (_o, query) => {
      statements.push(sqlOf(query)!);
    });
    try {
      await like(id, fan).expect(200, { hasLiked: true, likesCount: 1 });
      // Text beyond Latin-1 and beyond the BMP passes through the procedure's parameter intact.
      const res = await comment(id, fan, 'One trip 👍 — très 你好').expect(201);
      const stored = await t.ctx.models.Comment.findByPk(res.body.id);
      expect([res.body.content, stored!.content]).toEqual([
        'One trip 👍 — très 你好',
        'One trip 👍 — très 你好',
      ]);
    } finally {
      t.ctx.sequelize.removeHook('afterQuery', 'count-procedure-calls');
    }
    expect(statements.filter((s) => /^CALL /.test(s))).toEqual([
      'CALL stackfolio_toggle_like(?, ?, ?, ?)',
      'CALL stackfolio_add_comment(?, ?, ?, ?, ?)',
    ]);
    // Their notifications, and the mails those queue (jobs), are written after the response,
    // apart from the procedures' transactions.
    expect(
      statements.filter(
        (s) =>
          /^\s*(START TRANSACTION|BEGIN|COMMIT|INSERT|UPDATE|DELETE)\b/i.test(s) &&
          !/^(INSERT INTO|UPDATE|DELETE FROM) `?(notifications|jobs)`?/i.test(s),
      ),
    ).toEqual([]);
  });

  it('a like or comment on a missing project is a 404 that stores nothing and moves no score', async () => {
    if (!db) return;
    const [likes, comments, score] = await Promise.all([
      t.ctx.models.Like.count(),
      t.ctx.models.Comment.count(),
      scoreOf(fan.user.id),
    ]);
    expect((await like(999999, fan).expect(404)).body.message).toBe('Project not found');
    expect((await comment(999999, fan, 'Anyone?').expect(404)).body.message).toBe(
      'Project not found',
    );
    expect(await t.ctx.models.Like.count()).toBe(likes);
    expect(await t.ctx.models.Comment.count()).toBe(comments);
    expect(await scoreOf(fan.user.id)).toBe(score);
  });

  it('many toggles and comments at once: likeCount is the like rows, scores are the rows’', async () => {
    if (!db) return;
    const { id } = await createProject(t.app, owner.token);
    const crowd = [fan];
    for (let i = 0; i < 9; i += 1) crowd.push(await registerUser(t.app));
    const results = await Promise.all([
      // Each of ten people toggles three times: one like each is left.
      ...Array.from({ length: 30 }, (_, i) => like(id, crowd[i % 10]).expect(200)),
      ...Array.from({ length: 20 }, (_, i) => comment(id, crowd[i % 10], `#${i}`).expect(201)),
    ]);
    const likeRows = await t.ctx.models.Like.count({ where: { projectId: id } });
    expect(likeRows).toBe(10);
    expect((await t.ctx.models.Project.findByPk(id))!.likeCount).toBe(likeRows);
    expect(await t.ctx.models.Comment.count({ where: { projectId: id } })).toBe(20);
    // Each toggle's answer is the count right after it: between 0 and 10.
    for (const r of results.slice(0, 30)) expect(r.body.likesCount).toBeLessThanOrEqual(10);
    await scoresMatchRows();
  });

  it('a like toggle that loses a deadlock is run again as a whole: one like, counted once', async () => {
    if (!db) return;
    const { id } = await createProject(t.app, owner.token);
    const score = await scoreOf(fan.user.id);
    // The other transaction holds the fan's row; the toggle locks the project, then waits for
    // the fan's row (its like's foreign key); the other then asks for the project.
    const res = await deadlockWith(
      () => like(id, fan),
      `UPDATE users SET reactionsViewedAt = NOW() WHERE id = ${fan.user.id}`,
      `SELECT id FROM projects WHERE id = ${id} FOR UPDATE`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ hasLiked: true, likesCount: 1 });
    expect(await t.ctx.models.Like.count({ where: { projectId: id } })).toBe(1);
    expect((await t.ctx.models.Project.findByPk(id))!.likeCount).toBe(1);
    expect(await scoreOf(fan.user.id)).toBe(score + 1);
  });

  it('a comment that loses a deadlock is run again as a whole: one comment, counted once', async () => {
    if (!db) return;
    const { id } = await createProject(t.app, owner.token);
    const score = await scoreOf(fan.user.id);
    // The other transaction holds the project; the comment locks the fan's row, then waits for
    // the project (its foreign key); the other then asks for the fan's row.
    const res = await deadlockWith(
      () => comment(id, fan, 'Again'),
      `SELECT id FROM projects WHERE id = ${id} FOR UPDATE`,
      `UPDATE users SET reactionsViewedAt = NOW() WHERE id = ${fan.user.id}`,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ projectId: id, content: 'Again' });
    const rows = await t.ctx.models.Comment.findAll({ where: { projectId: id } });
    expect(rows.map((r) => r.id)).toEqual([res.body.id]);
    expect(await scoreOf(fan.user.id)).toBe(score + 1);
  });

  it('refuses to CALL a procedure inside a managed transaction (it would commit it)', async () => {
    if (!db) return;
    await expect(
      inTransaction(t.ctx.sequelize, () =>
        mysqlCall(t.ctx.sequelize, 'CALL stackfolio_toggle_like(?, ?, ?, ?)', [
          1,
          1,
          1,
          new Date(),
        ]),
      ),
    ).rejects.toThrow('mysqlCall runs its own transaction');
  });

  it('migrating down removes both procedures; up brings them back', async () => {
    if (!db) return;
    const migrating = createSequelize(db.url);
    try {
      await createMigrator(migrating).down({ to: '0011-write-procedures' });
      expect(await routines(migrating)).toEqual([]);
      await createMigrator(migrating).up();
      expect(await routines(migrating)).toEqual(PROCEDURES.map((p) => `${p} INVOKER`));
    } finally {
      await migrating.close();
    }
  });
});
