// `npm run dev`: the API in watch mode on :3001, the shell's dev server on :3000 (proxying /api),
// and each remote's dev server with hot reload on its registry port (:3101–3105). Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { REMOTES, ROOT, SHELL } from './lib.mjs';

const API_PORT = process.env.API_PORT ?? '3001';
const SHELL_URL = `http://localhost:${SHELL.devPort}`;
const remoteUrls = Object.fromEntries(
  REMOTES.map(({ key, devPort }) => [
    `REMOTE_${key.toUpperCase()}_URL`,
    `http://localhost:${devPort}/mf-manifest.json`,
  ]),
);

const services = [
  {
    name: 'api',
    args: ['run', 'dev', '-w', 'api'],
    env: { PORT: API_PORT, PUBLIC_URL: SHELL_URL, ...remoteUrls },
  },
  { name: 'shell', args: ['run', 'dev', '-w', 'shell'], env: { API_PORT } },
  ...REMOTES.map(({ folder }) => ({ name: folder, args: ['run', 'dev', '-w', folder], env: {} })),
];

const children = services.map(({ name, args, env }) => {
  // detached: each service gets its own process group so stopping it also stops rspack/tsx children.
  const child = spawn('npm', args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) =>
      process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)),
    );
  }
  return child;
});

console.log(
  'Stackfolio dev: open %s (API on :%s, remotes on :%s)',
  SHELL_URL,
  API_PORT,
  REMOTES.map(({ devPort }) => devPort).join(', :'),
);

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
