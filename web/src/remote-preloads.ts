import fs from 'node:fs';
import path from 'node:path';
import { matchRoute } from '@stackfolio/contract';
import type { Config } from '@stackfolio/api';
import { liveRemoteDir, liveRemoteUrls } from './remote-registry';

/** What the preloads need from a remote's browser manifest (mf-manifest.json). */
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

const manifests = new Map<string, { mtimeMs: number; manifest: Manifest | null }>();

/** A remote's manifest, read again when the file changes (a deploy); null when unreadable. */
function readManifest(file: string): Manifest | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = manifests.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: Manifest | null;
  try {
    manifest = asManifest(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    manifest = null;
  }
  manifests.set(file, { mtimeMs, manifest });
  return manifest;
}

/** The parts the preloads read, when the file has them (a manifest of another shape has none). */
function asManifest(json: unknown): Manifest | null {
  const manifest = json as Partial<Manifest> | null;
  const entry = manifest?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || typeof entry.path !== 'string') return null;
  if (!Array.isArray(manifest?.exposes)) return null;
  const exposes = manifest.exposes.filter(
    (expose) =>
      typeof expose?.name === 'string' &&
      Array.isArray(expose.assets?.js?.sync) &&
      expose.assets.js.sync.every((asset) => typeof asset === 'string'),
  );
  return { metaData: { remoteEntry: entry }, exposes };
}

/** Asset names become href text: keep them to the bundler's own alphabet. */
const ASSET = /^[\w./-]+$/;

/**
 * `<link rel="preload" as="script">` for the scripts the page at `pathname` starts with: its remote's
 * entry and the code of its pages. The app would otherwise find them one after another (the
 * runtime configuration, the remote's manifest, its entry, then its pages), a round trip each,
 * after its own start; preloaded, they arrive while the page is read. Empty for the shell's own
 * pages and for a remote served from elsewhere.
 */
export function remotePreloads(config: Config, pathname: string): string {
  const route = matchRoute(pathname)?.route;
  if (!route || !('remote' in route)) return '';
  const dir = liveRemoteDir(config, route.remote);
  const manifest = dir === null ? null : readManifest(path.join(dir, 'mf-manifest.json'));
  const routes = manifest?.exposes.find((expose) => expose.name === 'routes');
  if (!manifest || !routes) return '';
  // The manifest's assets are relative to it (publicPath "auto").
  const base = liveRemoteUrls(config)[route.remote].replace(/[^/]*$/, '');
  const { remoteEntry } = manifest.metaData;
  const entry = remoteEntry.path ? `${remoteEntry.path}/${remoteEntry.name}` : remoteEntry.name;
  return [entry, ...routes.assets.js.sync]
    .filter((asset) => ASSET.test(asset))
    .map((asset) => `<link rel="preload" as="script" href="${base}${asset}">`)
    .join('');
}
