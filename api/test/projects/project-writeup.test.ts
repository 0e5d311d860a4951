import request from 'supertest';
import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

const MARKDOWN = '# Results\n\n    indented code stays\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';

describe('a project write-up (writeup on POST and PUT /api/projects)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  let handle: string;
  beforeAll(async () => {
    t = await setupTestApp();
    ({
      token,
      user: { handle },
    } = await registerUser(t.app));
  });
  afterAll(() => t.done());

  const create = (fields: Record<string, string>) => {
    let req = request(t.app).post('/api/projects').set(bearer(token));
    for (const [k, v] of Object.entries({ projectUrl: 'https://example.com/', ...fields }))
      req = req.field(k, v);
    return req;
  };

  it('stores the Markdown source as sent and answers it on every single-project read', async () => {
    const created = await create({ title: 'With Notes', writeup: MARKDOWN }).expect(201);
    expect(created.body.writeup).toBe(MARKDOWN);
    const byId = await request(t.app).get(`/api/projects/${created.body.id}`).expect(200);
    expect(byId.body.writeup).toBe(MARKDOWN);
    const byPath = await request(t.app)
      .get(`/api/users/@${handle}/projects/with-notes`)
      .expect(200);
    expect(byPath.body.writeup).toBe(MARKDOWN);
  });

  it('leaves the write-up out of lists, which stay small', async () => {
    const created = await create({ title: 'Listed', writeup: MARKDOWN }).expect(201);
    const list = await request(t.app).get('/api/projects?page=1&limit=50').expect(200);
    const item = list.body.items.find((p: { id: number }) => p.id === created.body.id);
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('writeup');
  });

  it('accepts exactly 50000 characters, multi-byte ones included', async () => {
    const text = '€'.repeat(PROJECT_CONTENT_LIMITS.writeup);
    const res = await create({ title: 'Long', writeup: text }).expect(201);
    const read = await request(t.app).get(`/api/projects/${res.body.id}`).expect(200);
    expect(read.body.writeup).toBe(text);
  });

  it.each([
    ['50001 characters', 'a'.repeat(PROJECT_CONTENT_LIMITS.writeup + 1)],
    ['far more bytes than any write-up may have', '€'.repeat(PROJECT_CONTENT_LIMITS.writeup * 2)],
  ])('refuses %s with 400 "The write-up must be at most 50000 characters"', async (_case, text) => {
    const before = await t.ctx.models.Project.count();
    const res = await create({ title: 'Too long', writeup: text }).expect(400);
    expect(res.body.message).toBe(PROJECT_CONTENT_MESSAGES.writeupTooLong);
    expect(await t.ctx.models.Project.count()).toBe(before);
  });

  it('changes, keeps and clears the write-up on PUT', async () => {
    const { body } = await create({ title: 'Edited', writeup: 'First' }).expect(201);
    const put = (fields: Record<string, string>) => {
      let req = request(t.app).put(`/api/projects/${body.id}`).set(bearer(token));
      for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
      return req.expect(200);
    };
    expect((await put({ writeup: 'Second' })).body.writeup).toBe('Second');
    expect((await put({ description: 'Card text' })).body).toMatchObject({
      writeup: 'Second',
      description: 'Card text',
    });
    expect((await put({ writeup: '  \n' })).body.writeup).toBeNull();
    const tooLong = await request(t.app)
      .put(`/api/projects/${body.id}`)
      .set(bearer(token))
      .field('writeup', 'x'.repeat(PROJECT_CONTENT_LIMITS.writeup + 1))
      .expect(400);
    expect(tooLong.body.message).toBe(PROJECT_CONTENT_MESSAGES.writeupTooLong);
  });
});
