import request from 'supertest';
import { bearer, newUser, setupTestApp } from '../helpers/test-app';

describe('POST /api/auth/register', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('creates the account, returns a token and signs the browser in with an HttpOnly SameSite=Lax cookie', async () => {
    const agent = request.agent(t.app);
    const body = newUser({ firstName: '  Grace ', email: 'Grace.Hopper@Example.COM' });
    const res = await agent.post('/api/auth/register').send(body).expect(201);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/stackfolio\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const viaCookie = await agent.get('/api/auth/user').expect(200);
    expect(viaCookie.body).toMatchObject({ firstName: 'Grace', email: 'grace.hopper@example.com' });
    const viaToken = await request(t.app)
      .get('/api/auth/user')
      .set(bearer(res.body.token))
      .expect(200);
    expect(viaToken.body.id).toBe(viaCookie.body.id);
  });

  it('refuses a second account with the same email, whatever its case, with 409', async () => {
    const body = newUser();
    await request(t.app).post('/api/auth/register').send(body).expect(201);
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ ...body, email: body.email.toUpperCase() })
      .expect(409);
    expect(res.body).toEqual({ message: 'An account with this email already exists' });
  });

  it.each([
    [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
    [{ lastName: ' B ' }, 'lastName', 'Last name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ])('rejects %j with 400 and the spec message on %s', async (override, field, message) => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ ...newUser(), ...override })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toEqual([message]);
  });

  it('answers wrong types with 400 and fieldErrors, and ignores unknown fields such as isAdmin', async () => {
    const wrong = await request(t.app)
      .post('/api/auth/register')
      .send({ ...newUser(), firstName: 42 })
      .expect(400);
    expect(wrong.body.fieldErrors.firstName).toBeDefined();

    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ ...newUser(), isAdmin: true, confirmPassword: 'x' })
      .expect(201);
    const me = await request(t.app).get('/api/auth/user').set(bearer(res.body.token)).expect(200);
    expect(me.body.isAdmin).toBe(false);
  });

  it('answers a missing body with 400, not 500', async () => {
    const res = await request(t.app).post('/api/auth/register').expect(400);
    expect(res.body.fieldErrors).toBeDefined();
  });
});
