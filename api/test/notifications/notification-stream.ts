import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/** An app listening on a loopback port, for clients that need a real connection. */
export async function listening(app: Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A Server-Sent Events client of GET /api/notifications/stream on a real HTTP connection: the
 * unread counts it has received, and a wait for one that satisfies a condition.
 */
export async function openStream(baseUrl: string, headers: Record<string, string>) {
  const counts: number[] = [];
  const waiting: Array<{ test: (n: number) => boolean; resolve: (n: number) => void }> = [];
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get(
        `${baseUrl}/api/notifications/stream`,
        { headers: { ...headers, 'Accept-Encoding': 'gzip' } },
        resolve,
      )
      .on('error', reject);
  });
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(event);
      if (!/^event: unread$/m.test(event) || !data) continue;
      const unread = (JSON.parse(data[1]) as { unread: number }).unread;
      counts.push(unread);
      for (const w of [...waiting])
        if (w.test(unread)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(unread);
        }
    }
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    counts,
    /** Resolves with the first count received (before or after this call) that passes `test`. */
    until(test: (unread: number) => boolean): Promise<number> {
      const seen = counts.find(test);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve) => waiting.push({ test, resolve }));
    },
    /** Resolves when the server ends the stream. */
    ended: new Promise<void>((resolve) => res.on('close', () => resolve())),
    close: () => res.destroy(),
  };
}
