// HTTP side of the soak: a bounded pool of in-flight requests over Node's fetch (undici, keep-alive),
// a cookie jar per simulated user, and per-label counts, status codes and latencies.

/** Counts, statuses, latencies and failures per request label. */
export class Stats {
  constructor() {
    /** @type {Map<string, { count: number, statuses: Map<string, number>, latencies: number[] }>} */
    this.byLabel = new Map();
    /** Responses nobody expected (5xx, unexpected 4xx, network errors): a few samples each. */
    this.failures = [];
    this.failureCount = 0;
  }

  record(label, status, ms) {
    let entry = this.byLabel.get(label);
    if (!entry) {
      entry = { count: 0, statuses: new Map(), latencies: [] };
      this.byLabel.set(label, entry);
    }
    entry.count += 1;
    entry.statuses.set(String(status), (entry.statuses.get(String(status)) ?? 0) + 1);
    entry.latencies.push(ms);
  }

  fail(label, status, detail) {
    this.failureCount += 1;
    if (this.failures.length < 50)
      this.failures.push({ label, status, detail: String(detail).slice(0, 300) });
  }

  get requests() {
    let n = 0;
    for (const e of this.byLabel.values()) n += e.count;
    return n;
  }

  /** Requests by status class across all labels: { '2xx': n, '4xx': n, '5xx': n, error: n }. */
  statusClasses() {
    const out = {};
    for (const e of this.byLabel.values()) {
      for (const [status, n] of e.statuses) {
        const key = /^\d{3}$/.test(status) ? `${status[0]}xx` : 'error';
        out[key] = (out[key] ?? 0) + n;
      }
    }
    return out;
  }

  /** Per label: count, statuses and p50/p99 in ms, sorted by label. */
  summary() {
    return [...this.byLabel.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, e]) => {
        const sorted = Float64Array.from(e.latencies).sort();
        return {
          label,
          count: e.count,
          statuses: Object.fromEntries(e.statuses),
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          max: sorted.length ? Math.round(sorted[sorted.length - 1]) : 0,
        };
      });
  }

  /** p50/p99 over every request. */
  overall() {
    const all = Float64Array.from([...this.byLabel.values()].flatMap((e) => e.latencies)).sort();
    return { p50: percentile(all, 0.5), p99: percentile(all, 0.99) };
  }
}

function percentile(sorted, q) {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[i]);
}

/** A counting semaphore: at most `max` requests in flight across all users. */
export class Gate {
  constructor(max) {
    this.max = max;
    this.active = 0;
    this.waiting = [];
  }

  async run(fn) {
    if (this.active >= this.max) await new Promise((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/**
 * One simulated browser: its own cookies, the site's Origin on every request, its own user agent.
 * `request` never throws: network errors and timeouts come back as status 'error'/'timeout'.
 */
export class Client {
  constructor({ baseUrl, gate, stats, userAgent, timeoutMs = 30_000 }) {
    this.baseUrl = baseUrl;
    this.origin = new URL(baseUrl).origin;
    this.gate = gate;
    this.stats = stats;
    this.userAgent = userAgent;
    this.timeoutMs = timeoutMs;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
    /** The token from login/register, sent as a bearer header like the front end does. */
    this.token = null;
  }

  storeCookies(headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * Sends one request. `expect` lists the statuses this call may answer; anything else is a
   * failure. Returns { status, body (parsed JSON, text or bytes), headers }.
   */
  async request(label, method, path, { json, form, expect = [200], as = 'json' } = {}) {
    const headers = { 'User-Agent': this.userAgent, Accept: 'application/json' };
    if (method !== 'GET') headers.Origin = this.origin;
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (this.cookies.size)
      headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body;
    if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      body = form;
    }
    return this.gate.run(async () => {
      const started = performance.now();
      let status;
      try {
        const send = () =>
          fetch(this.baseUrl + path, {
            method,
            headers,
            body,
            signal: AbortSignal.timeout(this.timeoutMs),
          });
        // A kept-alive connection the server closed as idle just as it was reused fails before any
        // answer; browsers send such a GET again on a new connection, and so does this client.
        const res = await send().catch((err) => {
          if (method === 'GET' && STALE_CONNECTION.has(err?.cause?.code)) return send();
          throw err;
        });
        this.storeCookies(res.headers);
        const raw = Buffer.from(await res.arrayBuffer());
        status = res.status;
        const ms = performance.now() - started;
        this.stats.record(label, status, ms);
        const parsed = as === 'bytes' || !res.ok ? raw : parseJson(raw);
        if (!expect.includes(status))
          this.stats.fail(label, status, `${method} ${path}: ${raw.toString('utf8', 0, 200)}`);
        return { status, ok: expect.includes(status), body: parsed, headers: res.headers };
      } catch (err) {
        status = err?.name === 'TimeoutError' ? 'timeout' : 'error';
        this.stats.record(label, status, performance.now() - started);
        this.stats.fail(
          label,
          status,
          `${method} ${path}: ${err?.cause?.code ?? err?.message ?? err}`,
        );
        return { status, ok: false, body: null, headers: new Headers() };
      }
    });
  }
}

/** How a reused connection that the server had already closed fails (undici's error codes). */
const STALE_CONNECTION = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

function parseJson(raw) {
  if (!raw.length) return null;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return raw.toString('utf8');
  }
}
