import request from 'supertest';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('POST /api/auth/logout', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('ends the cookie session and revokes the bearer token that was sent', async () => {
    const { agent, token } = await registerUser(t.app);
    await agent.post('/api/auth/logout').set(bearer(token)).expect(200);
    await agent.get('/api/auth/user').expect(401);
    await request(t.app).get('/api/auth/user').set(bearer(token)).expect(401);
  });

  it("does not revoke the same user's other tokens (other devices stay signed in)", async () => {
    const { token, credentials } = await registerUser(t.app);
    const other = (await request(t.app).post('/api/auth/login').send(credentials).expect(200)).body
      .token;
    await request(t.app).post('/api/auth/logout').set(bearer(token)).expect(200);
    await request(t.app).get('/api/auth/user').set(bearer(other)).expect(200);
  });

  it('succeeds when nobody is signed in', async () => {
    await request(t.app).post('/api/auth/logout').expect(200);
  });
});
