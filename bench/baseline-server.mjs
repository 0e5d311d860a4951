// Baseline servers for the load test: the same bytes from memory, through a bare Express 5 handler
// or raw node:http. Run as a child: node baseline-server.mjs <express|http> <port> <body file>.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import express from 'express';

const [kind, port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = {
  'Content-Type': 'application/json; charset=utf-8',
  'Content-Length': body.length,
};

if (kind === 'express') {
  const app = express();
  app.get('/{*splat}', (_req, res) => res.set(headers).end(body));
  app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
} else {
  http
    .createServer((_req, res) => res.writeHead(200, headers).end(body))
    .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
}
