import request from 'supertest';
import { sqlOf } from '../../src/db/sequelize-internals';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

/**
 * How many SQL statements the hot requests run. The numbers are deterministic, unlike
 * timings on a shared machine, so a change that brings back an N+1 query or a per-request write
 * fails here. Each limit is what the request needs today (transactions count BEGIN and COMMIT;
 * a session cookie adds its session read); lower is fine.
 */
describe('SQL statements per hot request', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  let agent: Awaited<ReturnType<typeof registerUser>>['agent'];
  let userId: number;
  let projectId: number;
  const statements: string[] = [];

  beforeAll(async () => {
    t = await setupTestApp();
    const owner = await registerUser(t.app);
    // A mail is a job with statements of its own (queued, claimed, sent, marked done); the owner
    // takes none, so what is counted is the request and its notification.
    await request(t.app)
      .put('/api/account/email-preferences')
      .set(bearer(owner.token))
      .send({ comment: 'off', like: 'off' })
      .expect(200);
    const fan = await registerUser(t.app);
    ({ token, agent } = fan);
    userId = owner.user.id;
    for (let i = 0; i < 3; i += 1) projectId = (await createProject(t.app, owner.token)).id;
    await registerUser(t.app);
    // Previews and share cards are made in the background: not a request's statements.
    await t.settled();
    t.ctx.sequelize.addHook('afterQuery', 'count-statements', (_options, query) => {
      statements.push(sqlOf(query)!);
    });
  });
  afterAll(async () => {
    t.ctx.sequelize.removeHook('afterQuery', 'count-statements');
    await t.done();
  });

  /** Statements run by one request, after the same request once to warm up. */
  async function count(send: () => PromiseLike<unknown>): Promise<number> {
    await send();
    // Writes run after the response (notifications) count as the request's that caused them.
    await t.settled();
    statements.length = 0;
    await send();
    await t.settled();
    return statements.length;
  }

  /** A write the response cache sees, so the next anonymous list read misses it. */
  const miss = () => t.ctx.sequelize.query('UPDATE users SET bio = bio WHERE id = -1');

  const cases: Array<[string, number, () => PromiseLike<unknown>]> = [];
  const add = (name: string, limit: number, send: () => PromiseLike<unknown>) =>
    cases.push([name, limit, send]);

  add('GET /api/users/{id}, anonymous (cache miss)', 1, async () => {
    await miss();
    statements.length = 0;
    return request(t.app).get(`/api/users/${userId}`);
  });
  add('GET /api/users/{id}, bearer token', 2, () =>
    request(t.app).get(`/api/users/${userId}`).set(bearer(token)),
  );
  add('GET /api/users/{id}, session cookie', 3, () => agent.get(`/api/users/${userId}`));
  add('GET /api/projects/{id}, anonymous (cache miss)', 1, async () => {
    await miss();
    statements.length = 0;
    return request(t.app).get(`/api/projects/${projectId}`);
  });
  add('GET /api/projects/{id}, bearer token', 2, () =>
    request(t.app).get(`/api/projects/${projectId}`).set(bearer(token)),
  );
  add('GET /api/projects/{id}, session cookie', 3, () => agent.get(`/api/projects/${projectId}`));
  add('GET /api/projects, anonymous (cache miss)', 2, async () => {
    await miss();
    statements.length = 0;
    return request(t.app).get('/api/projects?page=1&limit=20');
  });
  add('GET /api/projects, bearer token', 3, () =>
    request(t.app).get('/api/projects?page=1&limit=20').set(bearer(token)),
  );
  add('GET /api/users/all, anonymous (cache miss)', 2, async () => {
    await miss();
    statements.length = 0;
    return request(t.app).get('/api/users/all?page=1&limit=20');
  });
  add('GET /api/users/all, bearer token', 3, () =>
    request(t.app).get('/api/users/all?page=1&limit=20').set(bearer(token)),
  );
  // A like toggle: on MySQL whether the project is visible and its owner blocks the liker, then
  // one CALL of its stored procedure (migration 0011: lock and read, add or remove the like, move
  // both counters, commit, all on the server); on SQLite a transaction: read (project, visibility,
  // like and block in one SELECT), add or remove the like, two counter updates, commit. After the
  // response, its notification: the owner, then the row written and the owner's mail choice read
  // (or, for a like taken back, found and removed).
  const mysql = Boolean(process.env.TEST_DATABASE_URL);
  add('POST /api/projects/{id}/like, bearer token', mysql ? 5 : 9, () =>
    request(t.app).post(`/api/projects/${projectId}/like`).set(bearer(token)).expect(200),
  );
  add('POST /api/projects/{id}/like, session cookie', mysql ? 6 : 10, () =>
    agent.post(`/api/projects/${projectId}/like`).expect(200),
  );
  // A comment: the author (and whether the owner blocks them), then the score and the comment (on MySQL one CALL of its stored
  // procedure, on SQLite a transaction); the project is not locked. After the response, its
  // notification: the owner, the row, then the owner's mail choice.
  add('POST /api/projects/{id}/comments, bearer token', mysql ? 6 : 9, () =>
    request(t.app)
      .post(`/api/projects/${projectId}/comments`)
      .set(bearer(token))
      .send({ content: 'Counting statements' })
      .expect(201),
  );
  add('POST /api/projects/{id}/comments, session cookie', mysql ? 7 : 10, () =>
    agent
      .post(`/api/projects/${projectId}/comments`)
      .send({ content: 'Counting statements' })
      .expect(201),
  );

  it.each(cases)('%s runs at most %i statements', async (name, limit, send) => {
    const n = await count(send);
    // A failure lists the statements, so the one that came back is easy to spot.
    if (n > limit) throw new Error(`${name}: ${n} statements:\n${statements.join('\n')}`);
    expect(n).toBeLessThanOrEqual(limit);
  });
});
