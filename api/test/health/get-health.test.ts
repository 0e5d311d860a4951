import request from 'supertest';
import { setupTestApp } from '../helpers/test-app';

describe('GET /api/health', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('reports the API and database as up', async () => {
    const res = await request(t.app).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 with database "down" when the database cannot be reached', async () => {
    const spy = jest
      .spyOn(t.ctx.sequelize, 'query')
      .mockRejectedValueOnce(new Error('connection lost'));
    const res = await request(t.app).get('/api/health').expect(503);
    expect(res.body).toMatchObject({ status: 'error', database: 'down' });
    spy.mockRestore();
  });

  it('redirects GET /api/login to the /login page', async () => {
    const res = await request(t.app).get('/api/login').expect(302);
    expect(res.headers.location).toBe('/login');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await request(t.app).get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.message).toMatch(/No API endpoint GET \/api\/no-such-thing/);
  });

  it('answers malformed JSON with 400 and a readable message, not a 500 or a stack trace', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers a JSON body over 100 kB with 413', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'a@b.co', password: 'x'.repeat(200_000) })
      .expect(413);
    expect(res.body).toEqual({ message: 'Request body is too large' });
  });
});
