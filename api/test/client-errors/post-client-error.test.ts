import request from 'supertest';
import { setupTestApp } from '../helpers/test-app';

describe('POST /api/client-errors', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp({ CLIENT_ERROR_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.done());

  it('logs which remote failed and answers 204', async () => {
    await request(t.app)
      .post('/api/client-errors')
      .send({ remote: 'projects', message: 'Loading script failed', url: '/browse-projects' })
      .expect(204);
    const line = t.logs.lines.map((l) => JSON.parse(l)).find((l) => l.clientError);
    expect(line.clientError).toMatchObject({
      remote: 'projects',
      message: 'Loading script failed',
    });
    expect(line.msg).toBe('client error in projects: Loading script failed');
  });

  it('refuses a malformed report with 400 and a readable message', async () => {
    const res = await request(t.app)
      .post('/api/client-errors')
      .send({ remote: 'nope', message: '' })
      .expect(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('refuses a report from a foreign origin', async () => {
    await request(t.app)
      .post('/api/client-errors')
      .set('Origin', 'https://evil.example')
      .send({ message: 'x' })
      .expect(403);
  });

  it('rate-limits a flood with 429 and Retry-After', async () => {
    let last = await request(t.app).post('/api/client-errors').send({ message: 'again' });
    for (let i = 0; i < 5 && last.status !== 429; i++) {
      last = await request(t.app).post('/api/client-errors').send({ message: 'again' });
    }
    expect(last.status).toBe(429);
    expect(last.headers['retry-after']).toBe('60');
  });
});
