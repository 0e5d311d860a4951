import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_KEYS, REMOTES, ROUTES, SHELL, matchRoute, paths } from '@stackfolio/contract';

// The registry (contract/src/registry.json) is the one list of front ends: these checks keep it
// true to the folders and builds it describes.
const ROOT = path.resolve(__dirname, '..', '..', '..');

interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
}

/**
 * The federation options of each half (browser, Node) of every package's production build, read
 * from its rspack config by plain Node (jest's browser resolution would load rspack's ES build).
 */
function federationOptions(folders: string[]): Record<string, FederationOptions[]> {
  const script = `
    const out = {};
    for (const folder of ${JSON.stringify(folders)}) {
      const configs = [require('./' + folder + '/rspack.config.cjs')({}, { mode: 'production' })].flat();
      out[folder] = configs.map((config) =>
        config.plugins.find((p) => p && p.constructor.name === 'ModuleFederationPlugin')._options);
    }
    process.stdout.write(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT }).toString());
}

const FOLDERS = [SHELL.folder, ...REMOTE_KEYS.map((key) => REMOTES[key].folder)];
const BUILT = federationOptions(FOLDERS);

describe('the remote registry', () => {
  it.each(REMOTE_KEYS)('%s: its folder is a workspace whose build exposes what it lists', (key) => {
    const remote = REMOTES[key];
    expect(pkgName(remote.folder)).toBe(`@stackfolio/${remote.folder}`);
    for (const file of Object.values(remote.exposes)) {
      expect(fs.existsSync(path.join(ROOT, remote.folder, file))).toBe(true);
    }
    expect(Object.keys(remote.exposes)).toContain('./routes');
    for (const options of BUILT[remote.folder]) {
      expect(options.name).toBe(remote.federationName);
      expect(options.exposes).toEqual(remote.exposes);
    }
  });

  it('the shell builds as the federation host it lists', () => {
    expect(pkgName(SHELL.folder)).toBe(`@stackfolio/${SHELL.folder}`);
    for (const options of BUILT[SHELL.folder]) {
      expect(options.name).toBe(SHELL.federationName);
      expect(options.exposes).toBeUndefined();
    }
  });

  it('gives every front end its own folder, federation name and dev port', () => {
    const all = [SHELL, ...REMOTE_KEYS.map((key) => REMOTES[key])];
    expect(all.map((entry) => entry.folder)).toEqual(FOLDERS);
    for (const field of ['folder', 'federationName', 'devPort'] as const) {
      expect(new Set(all.map((entry) => entry[field])).size).toBe(all.length);
    }
    for (const { federationName } of all) expect(federationName).toMatch(/^[a-z][a-z0-9_]*$/);
    // The API's own dev port (scripts/dev.mjs) is not a front end's.
    expect(all.map((entry) => entry.devPort)).not.toContain(3001);
  });

  it('gives every page one id and one path, each path shown by its own page', () => {
    const ids = ROUTES.map((route) => ('shell' in route ? route.shell : route.page));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(paths)).toHaveLength(ids.length);
    for (const route of ROUTES) {
      const sample = route.path.replace(/:\w+/g, '42');
      expect(matchRoute(sample)?.route).toBe(route);
    }
  });
});

function pkgName(folder: string): string {
  return JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).name;
}
