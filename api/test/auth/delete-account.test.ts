import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('DELETE /api/auth/delete-account', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('answers 401 when signed out', async () => {
    await request(t.app).delete('/api/auth/delete-account').expect(401);
  });

  it('deletes the user, their projects, likes, comments, views, tokens, sessions and files, and signs out', async () => {
    const { agent, token, user, credentials } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { models } = t.ctx;
    const imageKey = 'images/deleteme0123456789abc.png';
    fs.writeFileSync(path.join(t.uploadDir, imageKey), 'png');
    const own = await models.Project.create({ userId: user.id, title: 'Mine', imageKey });
    const theirs = await models.Project.create({ userId: other.user.id, title: 'Theirs' });
    await models.Like.create({ userId: user.id, projectId: theirs.id });
    await models.Comment.create({ userId: user.id, projectId: theirs.id, content: 'Nice' });
    await models.Like.create({ userId: other.user.id, projectId: own.id });
    const view = {
      visitorKey: 'k',
      referrer: 'Direct',
      country: '',
      city: '',
      userAgent: '',
      viewedAt: new Date(),
    };
    await models.PortfolioView.create({
      ...view,
      profileUserId: user.id,
      viewerUserId: other.user.id,
    });
    await models.PortfolioView.create({
      ...view,
      profileUserId: other.user.id,
      viewerUserId: user.id,
    });

    const res = await agent
      .delete('/api/auth/delete-account')
      .set(bearer(token))
      .send({ password: credentials.password })
      .expect(200);
    expect(res.body.message).toBe('Your account has been permanently deleted.');

    await agent.get('/api/auth/user').expect(401);
    await request(t.app).get('/api/auth/user').set(bearer(token)).expect(401);
    await request(t.app).post('/api/auth/login').send(credentials).expect(401);
    expect(await models.User.count({ where: { id: user.id } })).toBe(0);
    expect(await models.Project.count({ where: { userId: user.id } })).toBe(0);
    expect(await models.Like.count({ where: { userId: user.id } })).toBe(0);
    expect(await models.Like.count({ where: { projectId: own.id } })).toBe(0);
    expect(await models.Comment.count({ where: { userId: user.id } })).toBe(0);
    expect(await models.PortfolioView.count({ where: { profileUserId: user.id } })).toBe(0);
    expect(await models.PortfolioView.count({ where: { viewerUserId: user.id } })).toBe(0);
    expect(await models.ApiToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await models.Session.count({ where: { userId: user.id } })).toBe(0);
    expect(fs.existsSync(path.join(t.uploadDir, imageKey))).toBe(false);
    // The other user's data stays.
    expect(await models.Project.count({ where: { id: theirs.id } })).toBe(1);
    await request(t.app).get('/api/auth/user').set(bearer(other.token)).expect(200);
  });

  it('refuses a wrong or missing password with a readable 400 and deletes nothing', async () => {
    const { token, user } = await registerUser(t.app);
    const wrong = await request(t.app)
      .delete('/api/auth/delete-account')
      .set(bearer(token))
      .send({ password: 'not my password' })
      .expect(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    expect(wrong.body.fieldErrors).toEqual({ password: ['Current password is incorrect'] });
    const missing = await request(t.app)
      .delete('/api/auth/delete-account')
      .set(bearer(token))
      .expect(400);
    expect(missing.body.message).toBe('Please enter your current password.');
    expect(await t.ctx.models.User.count({ where: { id: user.id } })).toBe(1);
    await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
  });
});

describe('DELETE /api/auth/delete-account throttling', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.done());

  it('after M wrong passwords answers 429, for the right one too, and other users are unaffected', async () => {
    const { token, user, credentials } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const attempt = (password: string, who = token) =>
      request(t.app).delete('/api/auth/delete-account').set(bearer(who)).send({ password });
    for (let i = 0; i < 3; i += 1) await attempt('wrong password').expect(400);
    const res = await attempt(credentials.password).expect(429);
    expect(res.body.message).toMatch(
      /^Too many password attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(await t.ctx.models.User.count({ where: { id: user.id } })).toBe(1);
    // The budget is shared with the other password checks of the account.
    await request(t.app)
      .post('/api/auth/update-password')
      .set(bearer(token))
      .send({ currentPassword: credentials.password, newPassword: 'whatever new' })
      .expect(429);
    await attempt(other.credentials.password, other.token).expect(200);
  });
});
