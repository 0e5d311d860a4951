// Small helpers shared by the root scripts (start, test, dev): Node built-ins and the registry.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@stackfolio/contract/registry';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The front ends (shell and remotes): @stackfolio/contract's registry (docs/architecture.md).
export { REMOTES, SHELL, remoteContract } from '@stackfolio/contract/registry';
export const REMOTE_PACKAGES = REMOTES.map((remote) => remote.folder);

/** Runs a command with inherited stdio; resolves with its exit code (never rejects). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** Newest modification time of any file below `dir` (0 when missing), skipping build output. */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** True when `output` is missing or older than any of `sources` (files or folders). */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => {
    const full = path.join(ROOT, source);
    if (!existsSync(full)) return false;
    return (statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs) > built;
  });
}
