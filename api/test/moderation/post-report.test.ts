import request from 'supertest';
import { REPORT_MESSAGES } from '@stackfolio/contract';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('POST /api/reports', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let visitor: Awaited<ReturnType<typeof registerUser>>;
  let projectId: number;
  let commentId: number;
  beforeAll(async () => {
    t = await setupTestApp();
    owner = await registerUser(t.app, { firstName: 'Olga' });
    visitor = await registerUser(t.app, { firstName: 'Vera' });
    projectId = (await createProject(t.app, owner.token)).id;
    const c = await request(t.app)
      .post(`/api/projects/${projectId}/comments`)
      .set(bearer(owner.token))
      .send({ content: 'Buy cheap watches' })
      .expect(201);
    commentId = c.body.id;
  });
  afterAll(() => t.done());

  const report = (token: string | null, body: object) => {
    const req = request(t.app).post('/api/reports');
    return (token ? req.set(bearer(token)) : req).send(body);
  };

  it('asks a signed-out visitor to sign in', async () => {
    const res = await report(null, { type: 'project', id: projectId, reason: 'spam' }).expect(401);
    expect(res.body.message).toBe(REPORT_MESSAGES.signIn);
  });

  it.each([
    ['profile', () => owner.user.id],
    ['project', () => projectId],
    ['comment', () => commentId],
  ] as const)('takes a report of a %s once, and says so the second time', async (type, id) => {
    const body = { type, id: id(), reason: 'harassment', note: 'Not nice' };
    const first = await report(visitor.token, body).expect(201);
    expect(first.body).toEqual({ created: true, message: REPORT_MESSAGES.created });
    const again = await report(visitor.token, body).expect(200);
    expect(again.body).toEqual({ created: false, message: REPORT_MESSAGES.alreadyReported });
    const rows = await t.ctx.models.Report.count({ where: { targetType: type, targetId: id() } });
    expect(rows).toBe(1);
  });

  it('refuses a missing item, one’s own item and an unknown reason with readable messages', async () => {
    const missing = await report(visitor.token, { type: 'project', id: 999999, reason: 'spam' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(REPORT_MESSAGES.notFound);
    const own = await report(owner.token, { type: 'project', id: projectId, reason: 'spam' });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(REPORT_MESSAGES.ownItem);
    const reason = await report(visitor.token, { type: 'project', id: projectId, reason: 'meh' });
    expect(reason.status).toBe(400);
    expect(JSON.stringify(reason.body)).toContain(REPORT_MESSAGES.invalidReason);
    const type = await report(visitor.token, { type: 'user', id: projectId, reason: 'spam' });
    expect(type.status).toBe(400);
    expect(JSON.stringify(type.body)).toContain(REPORT_MESSAGES.invalidType);
  });

  it('refuses a note over 500 characters', async () => {
    const res = await report(visitor.token, {
      type: 'project',
      id: projectId,
      reason: 'other',
      note: 'x'.repeat(501),
    }).expect(400);
    expect(JSON.stringify(res.body)).toContain(REPORT_MESSAGES.noteTooLong);
  });
});

describe('POST /api/reports rate limit', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp({ WRITE_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.done());

  it('answers 429 past the limit', async () => {
    const visitor = await registerUser(t.app);
    const others = [
      await registerUser(t.app),
      await registerUser(t.app),
      await registerUser(t.app),
    ];
    const statuses = [];
    for (const o of others)
      statuses.push(
        (
          await request(t.app)
            .post('/api/reports')
            .set(bearer(visitor.token))
            .send({ type: 'profile', id: o.user.id, reason: 'spam' })
        ).status,
      );
    expect(statuses).toEqual([201, 201, 429]);
  });
});
