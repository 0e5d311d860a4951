import request from 'supertest';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

/** Public addresses with a stable registration (resolvers and GeoIP test addresses). */
const ADDRESSES = {
  '81.2.69.142': 'GB',
  '89.160.20.112': 'SE',
  '8.8.8.8': 'US',
  '2001:4860:4860::8888': 'US',
  '10.1.2.3': '', // private: no country
} as const;

describe('view countries from the client address (embedded country database)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await setupTestApp({ TRUST_PROXY: '1', COUNTRY_HEADER: 'CF-IPCountry' });
    owner = await registerUser(t.app);
  });
  afterAll(() => t.done());

  const view = (ip: string, headers: Record<string, string> = {}) =>
    request(t.app)
      .post('/api/analytics/portfolio-view')
      .set({ 'X-Forwarded-For': ip, 'User-Agent': `agent-${Math.random()}`, ...headers })
      .send({ userId: owner.user.id })
      .expect(200);

  it('records the country of each address and never the address itself', async () => {
    for (const ip of Object.keys(ADDRESSES)) await view(ip);
    const rows = await t.ctx.models.PortfolioView.findAll({ order: [['id', 'ASC']] });
    expect(rows.map((r) => r.country)).toEqual(Object.values(ADDRESSES));
    const stored = JSON.stringify(rows.map((r) => r.get({ plain: true })));
    for (const ip of Object.keys(ADDRESSES)) expect(stored).not.toContain(ip);
  });

  it("lets the proxy's country header win when it is sent", async () => {
    await view('81.2.69.142', { 'CF-IPCountry': 'fr' });
    const last = await t.ctx.models.PortfolioView.findOne({ order: [['id', 'DESC']] });
    expect(last!.country).toBe('FR');
  });

  it('shows the countries in Top Countries and recent views', async () => {
    const res = await request(t.app)
      .get(`/api/analytics/${owner.user.id}?range=all`)
      .set(bearer(owner.token))
      .expect(200);
    expect(res.body.topCountries).toEqual(
      expect.arrayContaining([
        { country: 'US', count: 2 },
        { country: 'GB', count: 1 },
        { country: 'SE', count: 1 },
        { country: 'FR', count: 1 },
      ]),
    );
    expect(res.body.recentViews[0].country).toBe('FR');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set (the loopback client has no country)', async () => {
    const direct = await setupTestApp();
    try {
      const someone = await registerUser(direct.app);
      await request(direct.app)
        .post('/api/analytics/portfolio-view')
        .set('X-Forwarded-For', '81.2.69.142')
        .send({ userId: someone.user.id })
        .expect(200);
      expect((await direct.ctx.models.PortfolioView.findOne())!.country).toBe('');
    } finally {
      await direct.done();
    }
  });
});
