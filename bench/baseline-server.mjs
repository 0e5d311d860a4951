// Baseline servers: for the load test, the same bytes from memory through a bare Express 5 handler
// or raw node:http; for Lighthouse, the built floor page as static files, compressed as Stackfolio
// serves its own. Run as a child: node baseline-server.mjs <express|http|static> <port> <file|dir>.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import compression from 'compression';
import express from 'express';

const [kind, port, source] = process.argv.slice(2);
const ready = () => process.send?.('ready');

if (kind === 'static') {
  const app = express();
  app.use(compression());
  app.use(express.static(source));
  app.listen(Number(port), '127.0.0.1', ready);
} else {
  serveBody(readFileSync(source));
}

function serveBody(body) {
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
  };

  if (kind === 'express') {
    const app = express();
    app.get('/{*splat}', (_req, res) => res.set(headers).end(body));
    app.listen(Number(port), '127.0.0.1', ready);
  } else {
    http
      .createServer((_req, res) => res.writeHead(200, headers).end(body))
      .listen(Number(port), '127.0.0.1', ready);
  }
}
