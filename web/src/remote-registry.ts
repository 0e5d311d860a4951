import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type Config, type RemoteName } from '@stackfolio/api';

/**
 * The deploy registry (`<REMOTES_DIR>/registry.json`), written atomically by
 * `npm run deploy -w mfe-<area>` / `rollback`: which published version of each remote is live.
 * Versions are folders `<REMOTES_DIR>/<name>/<version>/` that stay on disk, so a page opened
 * before a deploy keeps loading its chunks.
 */
export interface RemoteDeployment {
  /** The live version, or null when the in-place build (`mfe-<name>/dist`) is live. */
  active: string | null;
  versions: { id: string; deployedAt: string }[];
}

export interface DeployRegistry {
  remotes: Partial<Record<RemoteName, RemoteDeployment>>;
}

export const REGISTRY_FILE = 'registry.json';

/** A version id is also a folder and URL segment: keep it to a safe alphabet. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/;

let cache: { file: string; mtimeMs: number; registry: DeployRegistry } | null = null;

/** Reads the registry (cached until the file changes); a missing or broken file means "none". */
export function readRegistry(deployDir: string): DeployRegistry {
  const file = path.join(deployDir, REGISTRY_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return { remotes: {} };
  }
  if (cache && cache.file === file && cache.mtimeMs === mtimeMs) return cache.registry;
  try {
    const registry = JSON.parse(fs.readFileSync(file, 'utf8')) as DeployRegistry;
    cache = { file, mtimeMs, registry };
    return registry;
  } catch {
    return { remotes: {} };
  }
}

/**
 * Where the browser loads each remote from right now: an explicit REMOTE_<NAME>_URL wins (a CDN),
 * then the registry's live version, then the in-place build.
 */
export function liveRemoteUrls(config: Config): Record<RemoteName, string> {
  const registry = readRegistry(config.deployDir);
  const urls = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const active = registry.remotes[name]?.active;
    const deployed =
      active && VERSION_PATTERN.test(active) ? `/remotes/${name}/${active}/mf-manifest.json` : null;
    urls[name] = config.remoteUrlOverrides[name] ?? deployed ?? config.remoteUrls[name];
  }
  return urls;
}
