import request from 'supertest';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('POST /api/auth/update-password', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('answers 401 when signed out', async () => {
    await request(t.app)
      .post('/api/auth/update-password')
      .send({ currentPassword: 'abcdef', newPassword: 'ghijkl' })
      .expect(401);
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { agent, credentials } = await registerUser(t.app);
    const res = await agent
      .post('/api/auth/update-password')
      .send({ currentPassword: credentials.password, newPassword: 'brand new secret' })
      .expect(200);
    expect(res.body.message).toBe('Your password has been successfully updated.');
    await request(t.app).post('/api/auth/login').send(credentials).expect(401);
    await request(t.app)
      .post('/api/auth/login')
      .send({ email: credentials.email, password: 'brand new secret' })
      .expect(200);
  });

  it('revokes every token and every other session, while keeping the browser that changed it signed in', async () => {
    const { agent, token, credentials } = await registerUser(t.app);
    const otherBrowser = request.agent(t.app);
    await otherBrowser.post('/api/auth/login').send(credentials).expect(200);

    const res = await agent
      .post('/api/auth/update-password')
      .set(bearer(token))
      .send({ currentPassword: credentials.password, newPassword: 'another secret' })
      .expect(200);

    await request(t.app).get('/api/auth/user').set(bearer(token)).expect(401);
    await otherBrowser.get('/api/auth/user').expect(401);
    await agent.get('/api/auth/user').expect(200);
    await request(t.app).get('/api/auth/user').set(bearer(res.body.token)).expect(200);
  });

  it('refuses a wrong current password with 400 "Current password is incorrect"', async () => {
    const { agent } = await registerUser(t.app);
    const res = await agent
      .post('/api/auth/update-password')
      .send({ currentPassword: 'not my password', newPassword: 'whatever1' })
      .expect(400);
    expect(res.body.message).toBe('Current password is incorrect');
  });

  it('checks missing fields before the length of the new password, with the spec messages', async () => {
    const { agent, credentials } = await registerUser(t.app);
    const missing = await agent
      .post('/api/auth/update-password')
      .send({ newPassword: '1' })
      .expect(400);
    expect(missing.body.message).toBe('Please fill in all password fields.');
    const short = await agent
      .post('/api/auth/update-password')
      .send({ currentPassword: credentials.password, newPassword: '12345' })
      .expect(400);
    expect(short.body.message).toBe('New password must be at least 6 characters long.');
  });
});
