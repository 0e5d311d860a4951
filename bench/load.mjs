// HTTP load against the started servers with autocannon (50 connections, in this process; the
// servers are separate processes). Returns requests/s and latency percentiles.
import autocannon from 'autocannon';

/** Seconds of the same load sent before each measurement and not counted. */
const WARM_UP_SECONDS = 1;

/**
 * Steady-state throughput and latency of one request at `connections` in flight. A second of the
 * same load goes first, unmeasured: the server's database pool opens its connections (MySQL's
 * closes them after 10 s idle, and the cached rows before need none), and V8 compiles the path,
 * as under real sustained traffic; measured cold, a row's p99 was the pool's connection
 * handshakes.
 */
export async function measure({
  url,
  method = 'GET',
  headers = {},
  body,
  connections = 50,
  duration,
  visitors,
}) {
  const options = { url, method, headers, body, connections, timeout: 10 };
  let next = 0;
  if (visitors) {
    // `visitors`: [{ path, headers }], one per connection in turn (many people, not one person
    // 50 times: a lookup shared by concurrent requests must not flatter the figure).
    options.setupClient = (client) => {
      const visitor = visitors[next++ % visitors.length];
      client.setRequests([
        { method, path: visitor.path, headers: { ...headers, ...visitor.headers }, body },
      ]);
    };
  }
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration });
  if (visitors && next === 0) throw new Error('autocannon did not set up its clients');
  const ok = result['2xx'];
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    ok,
  };
}

/** Signs in (bearer token) as a seeded user; returns headers for authenticated calls. */
export async function signIn(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in failed for ${email}: ${response.status} ${await response.text()}`);
  const { token } = await response.json();
  return { Authorization: `Bearer ${token}` };
}

/** Signs in (session cookie, as a browser does) as a seeded user; returns the Cookie header. */
export async function signInWithCookie(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('stackfolio.sid='));
  if (!response.ok || !session)
    throw new Error(`cookie sign-in failed for ${email}: ${response.status}`);
  return { Cookie: session.split(';')[0] };
}
