// Immutable, versioned deploys of one remote, run from a remote's folder:
//   npm run deploy -w mfe-projects [-- --from <built dist>] [-- --version <id>]
//   npm run rollback -w mfe-projects [-- <version>]
// and from the root: npm run deploy:status
// A version is published to <REMOTES_DIR>/<name>/<version>/ and switched live by rewriting
// <REMOTES_DIR>/registry.json atomically (write + rename). Old versions stay, so open pages keep
// loading their chunks; the API reads the registry on every /mf-config.json request and every
// server-rendered page. A version is one release of both builds: the browser's (the folder) and
// Node's (server/, rendered by the API), so both are switched, kept and rolled back together.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { remoteContract, REMOTES, ROOT } from './lib.mjs';

const REMOTES_DIR = path.resolve(process.env.REMOTES_DIR ?? path.join(ROOT, 'data', 'remotes'));
const SHELL_DIR = path.resolve(process.env.SHELL_DIR ?? path.join(ROOT, 'shell', 'dist'));
const REGISTRY = path.join(REMOTES_DIR, 'registry.json');
const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/;

const fail = (message) => {
  console.error(`✗ ${message}`);
  process.exit(1);
};
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function readRegistry() {
  return existsSync(REGISTRY) ? readJson(REGISTRY) : { remotes: {} };
}

function writeRegistry(registry) {
  mkdirSync(REMOTES_DIR, { recursive: true });
  const tmp = `${REGISTRY}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(tmp, REGISTRY);
}

/** The remote this command runs for: the workspace folder npm put us in (or --remote). */
function currentRemote(args) {
  const folder = option(args, '--remote') ?? path.basename(process.cwd());
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) fail(`Run this from a remote: npm run deploy -w mfe-<area> (got "${folder}")`);
  return remote;
}

function option(args, name) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function defaultVersion(folder) {
  const { version } = readJson(path.join(ROOT, folder, 'package.json'));
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  let sha = '';
  try {
    sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    // not a git checkout: the time stamp is enough
  }
  return [version, stamp, sha].filter(Boolean).join('-');
}

/**
 * The compatibility gate: every shared library the remote needs must be provided by the live
 * shell in a version inside the remote's range, and the remote must expose what the shell expects.
 * Returns the problems (empty when compatible).
 */
export function checkCompatibility(remoteManifest, shellManifest, expectedExposes) {
  const problems = [];
  const provided = new Map(shellManifest.shared.map((s) => [s.name, s.version]));
  for (const need of remoteManifest.shared) {
    const have = provided.get(need.name);
    if (!have) {
      problems.push(
        `needs ${need.name} ${need.requiredVersion}, which the live shell does not share`,
      );
    } else if (
      need.requiredVersion &&
      !semver.satisfies(have, need.requiredVersion, { includePrerelease: true })
    ) {
      problems.push(`needs ${need.name} ${need.requiredVersion}, the live shell provides ${have}`);
    }
  }
  // A remote runs on the shell's federation runtime (shared-ui/build/federation.cjs).
  const runtime = (manifest) => manifest.metaData?.pluginVersion;
  if (runtime(remoteManifest) !== runtime(shellManifest)) {
    problems.push(
      `was built with federation ${runtime(remoteManifest)}, the live shell runs ${runtime(shellManifest)}`,
    );
  }
  const exposed = new Set(remoteManifest.exposes.map((e) => e.path));
  for (const path of expectedExposes) {
    if (!exposed.has(path)) problems.push(`does not expose ${path}, which the shell loads`);
  }
  return problems;
}

function liveShell() {
  const manifestFile = path.join(SHELL_DIR, 'mf-manifest.json');
  if (!existsSync(manifestFile))
    fail(`No live shell at ${SHELL_DIR}: build it first (npm run build -w shell).`);
  // What the live shell was built to expect (its build ships it); else what the registry says now.
  const contractFile = path.join(SHELL_DIR, 'remote-contract.json');
  const contract = existsSync(contractFile) ? readJson(contractFile) : remoteContract();
  return { manifest: readJson(manifestFile), contract };
}

function deploy(args) {
  const remote = currentRemote(args);
  const version =
    option(args, '--version') ?? process.env.STACKFOLIO_RELEASE ?? defaultVersion(remote.folder);
  if (!VERSION_PATTERN.test(version))
    fail(`"${version}" is not a valid version id (letters, digits, . _ -).`);
  const target = path.join(REMOTES_DIR, remote.key, version);
  if (existsSync(target))
    fail(`${remote.folder} ${version} is already published; versions are immutable.`);

  const staging = path.join(REMOTES_DIR, remote.key, `.staging-${version}`);
  rmSync(staging, { recursive: true, force: true });
  const from = option(args, '--from');
  try {
    if (from) {
      console.log(`Publishing ${remote.folder} ${version} from ${from}…`);
      cpSync(path.resolve(from), staging, { recursive: true });
    } else {
      console.log(`Building ${remote.folder} ${version}…`);
      // Both builds of the release (shared-ui/build/federation.cjs) are written to the staging folder.
      execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
        cwd: path.join(ROOT, remote.folder),
        env: { ...process.env, STACKFOLIO_RELEASE: version, STACKFOLIO_OUT_DIR: staging },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    const manifestFile = path.join(staging, 'mf-manifest.json');
    if (!existsSync(manifestFile)) throw new Error('the build has no mf-manifest.json');
    // Without its Node half, pages would be rendered by the server from another release.
    if (!existsSync(path.join(staging, 'server', 'remoteEntry.js')))
      throw new Error('the build has no server/remoteEntry.js (its Node build)');
    const manifest = readJson(manifestFile);
    if (manifest.name !== remote.federationName) {
      throw new Error(`the build is "${manifest.name}", not ${remote.federationName}`);
    }
    const shell = liveShell();
    const problems = checkCompatibility(
      manifest,
      shell.manifest,
      shell.contract[remote.federationName] ?? ['./routes'],
    );
    if (problems.length) {
      throw new Error(
        `incompatible with the live shell, nothing changed:\n  - ${problems.join('\n  - ')}`,
      );
    }
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    fail(`${remote.folder} ${version} refused: ${error.message}`);
  }

  const registry = readRegistry();
  const entry = (registry.remotes[remote.key] ??= { active: null, versions: [] });
  entry.versions.push({ id: version, deployedAt: new Date().toISOString() });
  entry.active = version;
  writeRegistry(registry);
  console.log(
    `✓ ${remote.folder} ${version} is live (next page load). Roll back with: npm run rollback -w ${remote.folder}`,
  );
}

function rollback(args) {
  const remote = currentRemote(args);
  const registry = readRegistry();
  const entry = registry.remotes[remote.key];
  if (!entry?.active) fail(`${remote.folder} has no deployed version live; nothing to roll back.`);
  const requested = args.find((a) => !a.startsWith('--') && a !== option(args, '--remote'));
  const ids = entry.versions.map((v) => v.id);
  let target;
  if (requested) {
    if (!ids.includes(requested))
      fail(`${remote.folder} has no version "${requested}". Kept: ${ids.join(', ')}`);
    target = requested;
  } else {
    // The version deployed before the live one; before the first, the in-place build.
    const index = ids.lastIndexOf(entry.active);
    target = index > 0 ? ids[index - 1] : null;
  }
  entry.active = target;
  writeRegistry(registry);
  console.log(
    `✓ ${remote.folder} rolled back to ${target ?? `the in-place build (${remote.folder}/dist)`}.`,
  );
}

function status() {
  const registry = readRegistry();
  console.log(`Remotes folder: ${REMOTES_DIR}`);
  for (const { folder, key } of REMOTES) {
    const override = process.env[`REMOTE_${key.toUpperCase()}_URL`];
    const entry = registry.remotes[key];
    const live = override
      ? `${override} (REMOTE_${key.toUpperCase()}_URL)`
      : (entry?.active ?? 'in-place build');
    const kept =
      entry?.versions.map((v) => `${v.id}${v.id === entry.active ? '*' : ''}`).join(', ') || '—';
    console.log(`${folder.padEnd(14)} live: ${live}\n${''.padEnd(14)} kept: ${kept}`);
  }
}

const [command, ...args] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  if (command === 'deploy') deploy(args);
  else if (command === 'rollback') rollback(args);
  else if (command === 'status') status();
  else fail('Usage: remote-deploy.mjs deploy|rollback|status');
}
