// `npm start`: build whatever is missing or out of date, then serve everything on one port.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { isStale, REMOTE_PACKAGES, ROOT, run } from './lib.mjs';

const FRONT_END_SHARED = ['shared-ui/src', 'shared-ui/build', 'contract/src', 'content/src'];
// In dependency order: the API's build and run read the contract's dist. A front-end build is
// written browser half first, Node half (dist/server/) last: the Node half's file is the one whose
// age says whether the release is complete and current.
const targets = [
  {
    pkg: 'contract',
    output: 'contract/dist/index.js',
    sources: ['contract/src', 'contract/package.json'],
  },
  {
    pkg: 'content',
    output: 'content/dist/index.js',
    sources: ['content/src', 'content/package.json', 'contract/src'],
  },
  {
    pkg: 'api',
    output: 'api/dist/start.js',
    sources: ['api/src', 'api/package.json', 'contract/src'],
  },
  {
    pkg: 'web',
    output: 'web/dist/start.js',
    sources: ['web/src', 'web/package.json', 'api/src', 'contract/src'],
  },
  {
    pkg: 'shell',
    output: 'shell/dist/server/server.js',
    sources: ['shell/src', ...FRONT_END_SHARED],
  },
  ...REMOTE_PACKAGES.map((pkg) => ({
    pkg,
    output: `${pkg}/dist/server/remoteEntry.js`,
    sources: [`${pkg}/src`, ...FRONT_END_SHARED],
  })),
];

for (const { pkg, output, sources } of targets) {
  if (!isStale(path.join(ROOT, output), sources)) continue;
  console.log(`Building ${pkg}…`);
  const code = await run('npm', ['run', 'build', '-w', pkg]);
  if (code !== 0) {
    console.error(`Building ${pkg} failed (exit ${code}).`);
    process.exit(code);
  }
}

// exec-style: the server is our only child; forward signals so Ctrl-C stops it cleanly.
const server = spawn(process.execPath, ['web/dist/start.js'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
