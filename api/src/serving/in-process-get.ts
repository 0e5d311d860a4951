import http from 'node:http';
import { Socket } from 'node:net';
import type { RequestListener } from 'node:http';

/**
 * Answers a GET through an Express app inside this process (issue 19: a server-rendered page
 * reads its data through the API's own routes and services, never over the network). The request
 * is a plain signed-out GET; the response is collected instead of written to a socket.
 */
export function inProcessGet(handler: RequestListener, url: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = new http.IncomingMessage(new Socket());
    req.method = 'GET';
    req.url = url;
    req.headers = { accept: 'application/json', host: 'localhost' };
    req.push(null);
    const res = new http.ServerResponse(req);
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const enc = typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8';
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), enc));
    };
    res.write = ((chunk: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      const type = res.getHeader('content-type');
      resolve(
        new Response(Buffer.concat(chunks), {
          status: res.statusCode,
          headers: { 'content-type': String(type ?? 'application/json') },
        }),
      );
      return res;
    }) as typeof res.end;
    try {
      handler(req, res);
    } catch (error) {
      reject(error);
    }
  });
}
