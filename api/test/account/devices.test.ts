import request from 'supertest';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Device {
  id: string;
  kind: string;
  browser: string;
  os: string;
  country: string | null;
  lastActiveAt: string;
  current: boolean;
}

describe('Settings → Devices', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp({ COUNTRY_HEADER: 'CF-IPCountry' });
  });
  afterAll(() => t.done());

  /** Signs in from a "browser": its own cookie jar, user agent and country; returns its token. */
  async function signInFrom(email: string, password: string, ua: string, country: string) {
    const agent = request.agent(t.app);
    const res = await agent
      .post('/api/auth/login')
      .set('User-Agent', ua)
      .set('CF-IPCountry', country)
      .send({ email, password })
      .expect(200);
    return { agent, token: res.body.token as string };
  }

  async function setup() {
    const { credentials, user } = await registerUser(t.app);
    const laptop = await signInFrom(user.email, credentials.password, FIREFOX_WINDOWS, 'DE');
    const phone = await signInFrom(user.email, credentials.password, SAFARI_IPHONE, 'FR');
    return { user, credentials, laptop, phone };
  }

  const list = async (agent: ReturnType<typeof request.agent>, token: string) =>
    (await agent.get('/api/account/devices').set(bearer(token)).expect(200)).body
      .devices as Device[];

  it('lists each signed-in browser once, with browser, system, place, last activity and "this device"', async () => {
    const { laptop } = await setup();
    const devices = await list(laptop.agent, laptop.token);
    // Registration signed in too (a supertest agent, no user agent header of its own).
    const named = devices.filter((d) => d.browser !== 'Unknown browser');
    expect(
      named.map(({ browser, os, country, current, kind }) => ({
        browser,
        os,
        country,
        current,
        kind,
      })),
    ).toEqual([
      { browser: 'Firefox 128', os: 'Windows 10', country: 'DE', current: true, kind: 'browser' },
      { browser: 'Safari 17', os: 'iOS 17.5', country: 'FR', current: false, kind: 'browser' },
    ]);
    for (const d of devices) expect(Number.isNaN(Date.parse(d.lastActiveAt))).toBe(false);
    expect(JSON.stringify(devices)).not.toMatch(/sid|tokenHash/);
  });

  it('signs one device out: its cookie and its token stop working, others keep going', async () => {
    const { laptop, phone } = await setup();
    const target = (await list(laptop.agent, laptop.token)).find((d) => d.browser === 'Safari 17')!;
    const after = await laptop.agent
      .delete(`/api/account/devices/${target.id}`)
      .set(bearer(laptop.token))
      .expect(200);
    expect((after.body.devices as Device[]).map((d) => d.id)).not.toContain(target.id);
    await phone.agent.get('/api/auth/user').expect(401);
    await request(t.app).get('/api/auth/user').set(bearer(phone.token)).expect(401);
    await laptop.agent.get('/api/auth/user').expect(200);
  });

  it('"Sign out everywhere else" keeps only this device', async () => {
    const { laptop, phone, user } = await setup();
    const res = await laptop.agent
      .post('/api/account/devices/sign-out-others')
      .set(bearer(laptop.token))
      .expect(200);
    expect((res.body.devices as Device[]).map((d) => d.current)).toEqual([true]);
    await phone.agent.get('/api/auth/user').expect(401);
    await request(t.app).get('/api/auth/user').set(bearer(phone.token)).expect(401);
    await laptop.agent.get('/api/auth/user').expect(200);
    await request(t.app).get('/api/auth/user').set(bearer(laptop.token)).expect(200);
    expect(await t.ctx.models.Session.count({ where: { userId: user.id } })).toBe(1);
  });

  it("cannot see or sign out another account's devices", async () => {
    const mine = await setup();
    const theirs = await setup();
    const theirDevice = (await list(theirs.laptop.agent, theirs.laptop.token))[0];
    const res = await mine.laptop.agent
      .delete(`/api/account/devices/${theirDevice.id}`)
      .set(bearer(mine.laptop.token))
      .expect(404);
    expect(res.body.message).toBe('That device is not signed in.');
    await theirs.laptop.agent.get('/api/auth/user').expect(200);
    const ids = (await list(mine.laptop.agent, mine.laptop.token)).map((d) => d.id);
    expect(ids).not.toContain(theirDevice.id);
  });

  it('answers an unknown or malformed device id with 404 and signed-out callers with 401', async () => {
    const { laptop } = await setup();
    for (const id of ['t_99999999', 's_zzz', 'nonsense']) {
      await laptop.agent.delete(`/api/account/devices/${id}`).set(bearer(laptop.token)).expect(404);
    }
    await request(t.app).get('/api/account/devices').expect(401);
  });
});
