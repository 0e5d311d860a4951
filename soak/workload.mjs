// The simulated users: each signs up and in (its own cookie jar and token), then loops over
// weighted actions until the deadline. All users run at once; the gate bounds requests in flight.
import { Client } from './client.mjs';
import { DEFAULT_WEIGHTS, createActions, pick, weightedPicker } from './actions.mjs';

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken'];
const PASSWORD = 'soak-password-123';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Registers and, if `relogin`, signs out and in again; returns the user or null (the failure is
 * recorded).
 */
async function signUp(world, n, relogin) {
  const { baseUrl, gate, stats, runId } = world;
  const email = `soak.${runId}.${n}@example.com`;
  const client = new Client({ baseUrl, gate, stats, userAgent: `StackfolioSoak/1.0 (user ${n})` });
  const reg = await client.request('register', 'POST', '/api/auth/register', {
    json: { firstName: pick(FIRST_NAMES), lastName: `Soak${n}`, email, password: PASSWORD },
    expect: [201],
  });
  if (!reg.ok) return null;
  client.token = reg.body.token;
  const me = await client.request('current-user', 'GET', '/api/auth/user');
  if (!me.ok) return null;
  const id = me.body.id;
  const anonymous = new Client({
    baseUrl,
    gate,
    stats,
    userAgent: `StackfolioSoak/1.0 (visitor ${n})`,
  });
  if (!relogin) return { n, id, email, client, anonymous };
  await client.request('logout', 'POST', '/api/auth/logout');
  client.token = null;
  // The browser's device cookie stays (it names the browser, not a session).
  if (client.cookies.has('stackfolio.sid'))
    stats.fail('logout', 'books', `user ${id}: the session cookie survived sign-out`);
  const login = await client.request('login', 'POST', '/api/auth/login', {
    json: { email, password: PASSWORD },
  });
  if (!login.ok) return null;
  client.token = login.body.token;
  const again = await client.request('current-user', 'GET', '/api/auth/user');
  if (!again.ok) return null;
  if (again.body.id !== id)
    stats.fail(
      'login',
      'books',
      `signed in as ${email} but the API says user ${again.body.id}, not ${id}`,
    );
  return { n, id, email, client, anonymous };
}

/**
 * Runs the workload. `world` holds baseUrl, gate, stats, ledger and runId; returns when every
 * user has finished its last action after `durationMs`.
 */
export async function runWorkload(
  world,
  {
    users,
    durationMs,
    thinkMs = 250,
    initialUploadShare = 0.3,
    reloginShare = 1,
    weights = DEFAULT_WEIGHTS,
    onProgress,
  },
) {
  world.projects = [];
  world.users = [];
  const actions = createActions(world);
  const nextAction = weightedPicker(weights);

  const setupStarted = Date.now();
  const signedUp = await Promise.all(
    Array.from({ length: users }, async (_, i) => {
      const user = await signUp(world, i + 1, Math.random() < reloginShare);
      if (!user) return null;
      world.ledger.addUser(user.id, user.email);
      world.users.push(user);
      if (Math.random() < initialUploadShare) await actions.upload(user);
      return user;
    }),
  );
  const active = signedUp.filter(Boolean);
  const setupMs = Date.now() - setupStarted;
  if (!active.length) return { setupMs, loopMs: 0, actions: {} };

  const counts = {};
  const loopStarted = Date.now();
  const deadline = loopStarted + durationMs;
  world.deadline = deadline;
  const progress = onProgress && setInterval(() => onProgress(Date.now() - loopStarted), 10_000);
  await Promise.all(
    active.map(async (user) => {
      // Stagger the start so the users do not act in lockstep.
      await sleep(Math.random() * thinkMs * 2);
      while (Date.now() < deadline) {
        const name = nextAction();
        counts[name] = (counts[name] ?? 0) + 1;
        await actions[name](user);
        if (thinkMs) await sleep(Math.random() * thinkMs * 2);
      }
    }),
  );
  if (progress) clearInterval(progress);
  return { setupMs, loopMs: Date.now() - loopStarted, actions: counts };
}

/** Registers the soak's admin account (promoted by the caller through the database). */
export async function signUpAdmin(world) {
  const { baseUrl, gate, stats, runId } = world;
  const email = `soak.${runId}.admin@example.com`;
  const client = new Client({ baseUrl, gate, stats, userAgent: 'StackfolioSoak/1.0 (admin)' });
  const reg = await client.request('register', 'POST', '/api/auth/register', {
    json: { firstName: 'Soak', lastName: 'Admin', email, password: PASSWORD },
    expect: [201],
  });
  if (!reg.ok) throw new Error(`could not register the soak's admin account (${reg.status})`);
  client.token = reg.body.token;
  return { email, client };
}

/** Signs in with given admin credentials (for a server whose database the soak cannot reach). */
export async function signInAdmin(world, email, password) {
  const { baseUrl, gate, stats } = world;
  const client = new Client({ baseUrl, gate, stats, userAgent: 'StackfolioSoak/1.0 (admin)' });
  const res = await client.request('login', 'POST', '/api/auth/login', {
    json: { email, password },
  });
  if (!res.ok) throw new Error(`could not sign in as admin ${email} (${res.status})`);
  client.token = res.body.token;
  return { email, client };
}
