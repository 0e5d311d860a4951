// `npm run dev`: the API in watch mode on :3001, the shell's dev server on :3000 (proxying /api),
// and each remote's dev server with hot reload on :3101–3105. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { REMOTE_PACKAGES, ROOT } from './lib.mjs';

const API_PORT = process.env.API_PORT ?? '3001';
const remotePort = (index) => 3101 + index;
const remoteUrls = Object.fromEntries(
  REMOTE_PACKAGES.map((pkg, i) => [
    `REMOTE_${pkg.slice('mfe-'.length).toUpperCase()}_URL`,
    `http://localhost:${remotePort(i)}/mf-manifest.json`,
  ]),
);

const services = [
  {
    name: 'api',
    args: ['run', 'dev', '-w', 'api'],
    env: { PORT: API_PORT, PUBLIC_URL: 'http://localhost:3000', ...remoteUrls },
  },
  { name: 'shell', args: ['run', 'dev', '-w', 'shell'], env: { API_PORT } },
  ...REMOTE_PACKAGES.map((pkg) => ({ name: pkg, args: ['run', 'dev', '-w', pkg], env: {} })),
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
  'Stackfolio dev: open http://localhost:3000 (API on :%s, remotes on :3101–3105)',
  API_PORT,
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
