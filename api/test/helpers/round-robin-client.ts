/**
 * An HTTP client for a user who switches API instance on every request: requests go to the given
 * base URLs in turn, with one cookie jar shared across them (like a browser behind a load
 * balancer without sticky sessions).
 */
export class RoundRobinClient {
  private turn = 0;
  private readonly cookies = new Map<string, string>();
  /** Which base URL served each request, in order. */
  readonly served: string[] = [];

  constructor(private readonly baseUrls: string[]) {}

  /** The Cookie header the jar would send now. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Sends the next request (to the next instance); `cookie` replaces the jar's cookies. */
  async request(
    method: string,
    path: string,
    body?: unknown,
    { cookie }: { cookie?: string } = {},
  ): Promise<{ status: number; json: () => unknown; bytes: Buffer; headers: Headers }> {
    const base = this.baseUrls[this.turn % this.baseUrls.length];
    this.turn += 1;
    this.served.push(base);
    const headers: Record<string, string> = {};
    const cookies = cookie ?? this.cookieHeader();
    if (cookies) headers.Cookie = cookies;
    let payload: RequestInit['body'];
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expired = attrs.some(
        (a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a),
      );
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1).trim());
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      headers: res.headers,
      bytes,
      json: () => JSON.parse(bytes.toString('utf8')),
    };
  }
}
