import request from 'supertest';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('POST /api/auth/login', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('returns a token and a fresh session for the right credentials, with the email in any case', async () => {
    const { credentials, user } = await registerUser(t.app);
    const agent = request.agent(t.app);
    const res = await agent
      .post('/api/auth/login')
      .send({ email: `  ${credentials.email.toUpperCase()} `, password: credentials.password })
      .expect(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect((await agent.get('/api/auth/user').expect(200)).body.id).toBe(user.id);
    expect((await request(t.app).get('/api/auth/user').set(bearer(res.body.token))).body.id).toBe(
      user.id,
    );
  });

  it('regenerates the session id at login (no session fixation)', async () => {
    const { credentials } = await registerUser(t.app);
    const agent = request.agent(t.app);
    const first = await agent.post('/api/auth/login').send(credentials).expect(200);
    const sidBefore = /stackfolio\.sid=([^;]+)/.exec(String(first.headers['set-cookie']))?.[1];
    const second = await agent.post('/api/auth/login').send(credentials).expect(200);
    const sidAfter = /stackfolio\.sid=([^;]+)/.exec(String(second.headers['set-cookie']))?.[1];
    expect(sidBefore).toBeDefined();
    expect(sidAfter).toBeDefined();
    expect(sidAfter).not.toBe(sidBefore);
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const { credentials } = await registerUser(t.app);
    const wrongPassword = await request(t.app)
      .post('/api/auth/login')
      .send({ email: credentials.email, password: 'wrong password' })
      .expect(401);
    const unknownEmail = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'whatever1' })
      .expect(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('validates the payload with the spec messages', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'x', password: '1' })
      .expect(400);
    expect(res.body.fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });
});
