import crypto from 'node:crypto';
import request from 'supertest';
import { registerUser, setupTestApp } from '../helpers/test-app';

/**
 * Unknown e-mail and wrong password must look the same: same status and message, and
 * the same work. Time is not asserted (the runner is shared); instead every scrypt call is
 * recorded with its cost, and both failures must make exactly the same calls.
 */
describe('sign-in failures do not reveal whether the account exists', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let email: string;
  beforeAll(async () => {
    t = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    ({ email } = (await registerUser(t.app)).credentials);
  });
  afterAll(() => t.done());
  afterEach(() => jest.restoreAllMocks());

  /** Runs one sign-in and returns its response and the scrypt calls it made, as "N=…,r=…,p=…". */
  async function signIn(body: { email: string; password: string }, app = t.app) {
    const calls: string[] = [];
    const real = crypto.scrypt;
    jest.spyOn(crypto, 'scrypt').mockImplementation(((
      ...args: Parameters<typeof crypto.scrypt>
    ) => {
      const options = args[3] as crypto.ScryptOptions;
      calls.push(`N=${options.N},r=${options.r},p=${options.p}`);
      return (real as (...a: unknown[]) => void)(...args);
    }) as typeof crypto.scrypt);
    const res = await request(app).post('/api/auth/login').send(body);
    jest.restoreAllMocks();
    return { status: res.status, body: res.body as unknown, calls };
  }

  it('answers both with the same status and message', async () => {
    const unknown = await signIn({ email: 'nobody.here@example.com', password: 'wrong-password' });
    const wrong = await signIn({ email, password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Invalid email or password' });
    expect(wrong).toMatchObject({ status: unknown.status, body: unknown.body });
  });

  it('runs one scrypt at the same cost for both, from the very first unknown e-mail on', async () => {
    const fresh = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    try {
      const user = (await registerUser(fresh.app)).credentials;
      const probe = async (body: { email: string; password: string }) => {
        const { status, calls } = await signIn(body, fresh.app);
        expect(status).toBe(401);
        return calls;
      };
      const firstUnknown = await probe({
        email: 'first.unknown@example.com',
        password: 'whatever-1',
      });
      const wrong = await probe({ email: user.email, password: 'whatever-1' });
      const laterUnknown = await probe({
        email: 'later.unknown@example.com',
        password: 'whatever-1',
      });
      expect(wrong).toEqual([`N=${2 ** 10},r=8,p=1`]);
      expect(firstUnknown).toEqual(wrong);
      expect(laterUnknown).toEqual(wrong);
    } finally {
      await fresh.done();
    }
  });

  it('makes the same calls for many samples of each kind', async () => {
    const kinds = { unknown: new Set<string>(), wrong: new Set<string>() };
    for (let i = 0; i < 10; i += 1) {
      const u = await signIn({ email: `unknown-${i}@example.com`, password: `guess-${i}-xyz` });
      const w = await signIn({ email, password: `guess-${i}-xyz` });
      kinds.unknown.add(JSON.stringify(u.calls));
      kinds.wrong.add(JSON.stringify(w.calls));
    }
    expect([...kinds.unknown]).toEqual([...kinds.wrong]);
    expect(kinds.wrong.size).toBe(1);
  });
});
