import request from 'supertest';
import { HANDLE_MESSAGES, OLD_HANDLES_KEPT } from '@stackfolio/contract';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type Registered = Awaited<ReturnType<typeof registerUser>>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Handles cannot be hoarded, impersonate the site, outlive their account or crash a lookup. */
describe('handles under abuse', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let other: Registered;

  const check = (handle: string, token: string) =>
    request(t.app)
      .get(`/api/handles/${encodeURIComponent(handle)}`)
      .set(bearer(token))
      .expect(200);
  const rename = (token: string, handle: string) =>
    request(t.app).patch('/api/users/profile').set(bearer(token)).field('handle', handle);
  const leadsTo = async (handle: string) => {
    const res = await request(t.app).get(`/api/users/@${handle}`);
    return res.status === 200 ? (res.body.id as number) : res.status;
  };

  beforeAll(async () => {
    t = await setupTestApp();
    other = await registerUser(t.app, { firstName: 'Other', lastName: 'Person' });
  });
  afterAll(() => t.done());

  it(`keeps the current handle and at most ${OLD_HANDLES_KEPT} old ones; a further rename releases the oldest`, async () => {
    const hoarder = await registerUser(t.app, { firstName: 'Hoard', lastName: 'Er' });
    for (const handle of ['hoard-one', 'hoard-two', 'hoard-three', 'hoard-four'])
      await rename(hoarder.token, handle).expect(200);
    // Held: hoard-four (current), hoard-three and hoard-two (kept); released: hoard-er, hoard-one.
    expect(await leadsTo('hoard-four')).toBe(hoarder.user.id);
    expect(await leadsTo('hoard-three')).toBe(hoarder.user.id);
    expect(await leadsTo('hoard-two')).toBe(hoarder.user.id);
    expect(await leadsTo('hoard-one')).toBe(404);
    expect(await leadsTo('hoard-er')).toBe(404);
    expect((await check('hoard-one', other.token)).body.status).toBe('available');
    expect((await check('hoard-two', other.token)).body.status).toBe('taken');
    const held = await t.ctx.models.HandleRedirect.count({ where: { userId: hoarder.user.id } });
    expect(held).toBe(OLD_HANDLES_KEPT);
    await rename(other.token, 'hoard-one').expect(200);
  });

  it.each([
    'moderator',
    'administrator',
    'admin',
    'staff',
    'official',
    'support',
    'support-team',
    'stackfolio-team',
    'team',
    'security',
    'help',
  ])('refuses the authority-claiming handle "%s" as reserved', async (handle) => {
    const res = await rename(other.token, handle).expect(400);
    expect(JSON.stringify(res.body)).toContain(HANDLE_MESSAGES.reserved);
    expect((await check(handle, other.token)).body.status).toBe('reserved');
  });

  it('keeps the handles of a deleted account held for 90 days, then frees them', async () => {
    const gone = await registerUser(t.app, { firstName: 'Gone', lastName: 'Soon' });
    await rename(gone.token, 'gone-later').expect(200);
    await request(t.app)
      .delete('/api/auth/delete-account')
      .set(bearer(gone.token))
      .send({ password: gone.credentials.password })
      .expect(200);

    for (const handle of ['gone-later', 'gone-soon']) {
      expect(await leadsTo(handle)).toBe(404);
      expect((await check(handle, other.token)).body.status).toBe('taken');
      const res = await rename(other.token, handle).expect(409);
      expect(res.body.message).toBe(HANDLE_MESSAGES.taken);
    }
    // A new account with the same name is numbered past the held handle.
    const again = await registerUser(t.app, { firstName: 'Gone', lastName: 'Soon' });
    expect(again.user.handle).toBe('gone-soon-2');

    await t.ctx.models.RetiredHandle.update(
      { heldSince: new Date(Date.now() - 91 * DAY_MS) },
      { where: { handle: ['gone-later', 'gone-soon'] } },
    );
    expect((await check('gone-later', other.token)).body.status).toBe('available');
    await rename(other.token, 'gone-later').expect(200);
  });

  describe('a NUL byte or another control character in a handle', () => {
    const hostile = ['other-person%00', 'other%00-person', '%00', 'other-person%0a', 'a%01b%7f'];

    it.each(hostile)('answers /api/users/@%s with a JSON 404 and logs no error', async (raw) => {
      const before = t.logs.lines.length;
      const res = await request(t.app).get(`/api/users/@${raw}`).expect(404);
      expect(res.body.message).toBe('User not found');
      await request(t.app).get(`/api/users/@${raw}/projects/some-project`).expect(404);
      const logged = t.logs.lines.slice(before).map((l) => JSON.parse(l) as { level: number });
      expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    });

    it('answers the availability check with "invalid", not an error', async () => {
      const res = await check('other-person\u0000', other.token);
      expect(res.body.status).toBe('invalid');
    });
  });
});
