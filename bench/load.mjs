// HTTP load against the started servers with autocannon (50 connections, in this process; the
// servers are separate processes). Returns requests/s and latency percentiles.
import autocannon from 'autocannon';

export async function measure({
  url,
  method = 'GET',
  headers = {},
  body,
  connections = 50,
  duration,
}) {
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections,
    duration,
    timeout: 10,
  });
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
