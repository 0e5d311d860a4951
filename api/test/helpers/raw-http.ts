import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';

export interface JsonResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

function readJson(res: http.IncomingMessage): Promise<JsonResponse> {
  return new Promise((resolve, reject) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => (text += c));
    res.on('error', reject);
    res.on('end', () => {
      let body: Record<string, unknown>;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = { raw: text };
      }
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
    });
  });
}

/** A JSON request on a fresh connection (no keep-alive agent), so "connection refused" shows. */
export function jsonRequest(
  port: number,
  method: string,
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: false,
        headers: {
          ...(payload
            ? { 'Content-Type': 'application/json', 'Content-Length': payload.length }
            : {}),
          ...headers,
        },
      },
      (res) => readJson(res).then(resolve, reject),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export interface SlowUpload {
  /** Resolves when the server parsed the request head and asked for the body (100 Continue). */
  accepted: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<JsonResponse>;
}

/**
 * POST /api/projects with a file, sent in two halves: the first half after the server answered
 * `100 Continue`, the second when `finish()` is called — an upload that is in flight for as long
 * as the test wants.
 */
export function slowProjectUpload(
  port: number,
  token: string,
  title: string,
  file: Buffer,
  fileName: string,
): SlowUpload {
  const boundary = `----lifecycle${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const half = Math.floor(file.length / 2);
  const first = Buffer.concat([head, file.subarray(0, half)]);
  const rest = Buffer.concat([file.subarray(half), tail]);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/projects',
    agent: false,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': first.length + rest.length,
      Expect: '100-continue',
    },
  });
  const response = new Promise<JsonResponse>((resolve, reject) => {
    req.on('response', (res) => readJson(res).then(resolve, reject));
    req.on('error', reject);
  });
  const accepted = once(req, 'continue').then(() => {
    req.write(first);
  });
  req.flushHeaders();
  return { accepted, finish: () => req.end(rest), response };
}

/**
 * A raw keep-alive connection: `get` sends a full request and reads the JSON answer; `begin`
 * sends a request head without its final blank line, `complete` sends it (a request in flight).
 */
export async function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('data', (c: string) => (buffered += c));
  const closed = once(socket, 'close').then(() => undefined);
  socket.on('error', () => undefined);
  const nextResponse = async (): Promise<{
    status: number;
    head: string;
    body: Record<string, unknown>;
  }> => {
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = buffered.slice(0, end);
        const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length >= end + 4 + length) {
          const body = buffered.slice(end + 4, end + 4 + length);
          buffered = buffered.slice(end + 4 + length);
          return { status: Number(head.split(' ')[1]), head, body: body ? JSON.parse(body) : {} };
        }
      }
      if (socket.destroyed)
        throw new Error(`connection closed before a full response: ${buffered}`);
      await Promise.race([once(socket, 'data'), closed]);
    }
  };
  return {
    socket,
    closed,
    async get(urlPath: string) {
      socket.write(`GET ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
      return nextResponse();
    },
    begin(urlPath: string) {
      socket.write(`GET ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n`);
    },
    complete() {
      socket.write('\r\n');
      return nextResponse();
    },
  };
}
