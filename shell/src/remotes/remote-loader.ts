import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_KEYS, REMOTES } from '@stackfolio/contract';
import {
  type RemoteKey,
  type RemotePages,
  type RemoteRoutesModule,
  type RemoteWidgets,
  type RemoteWidgetsModule,
} from '@stackfolio/shared-ui';
import { loadRuntimeConfig, reloadRuntimeConfig } from '../app/runtime-config';

/**
 * Remote URLs are decided at runtime (docs/architecture.md): the API serves /mf-config.json and the
 * shell registers the remotes with the default federation instance (never a second instance).
 */
let registration: Promise<void> | null = null;

function ensureRegistered(): Promise<void> {
  registration ??= loadRuntimeConfig().then((config) => {
    registerRemotes(
      REMOTE_KEYS.map((key) => ({
        name: REMOTES[key].federationName,
        entry: config.remotes[key],
      })),
    );
  });
  registration.catch(() => {
    registration = null;
  });
  return registration;
}

type Exposed = 'routes' | 'widgets';
const modules = new Map<string, Promise<RemotePages | RemoteWidgets>>();
/** Modules whose load has finished, either way: navigating to them needs no wait. */
const settled = new Set<string>();

async function load<T extends RemotePages | RemoteWidgets>(key: RemoteKey, exposed: Exposed) {
  await ensureRegistered();
  const mod = await loadRemote<RemoteRoutesModule | RemoteWidgetsModule>(
    `${REMOTES[key].federationName}/${exposed}`,
  );
  if (!mod?.default) throw new Error(`The ${key} section did not provide its ${exposed}.`);
  return mod.default as T;
}

/**
 * The remote's exposed module, loaded once and cached. A failed load stays failed (so Suspense
 * does not loop) until `forgetRemote` is called by the Retry button.
 */
export function getRemoteModule(key: RemoteKey, exposed: 'routes'): Promise<RemotePages>;
export function getRemoteModule(key: RemoteKey, exposed: 'widgets'): Promise<RemoteWidgets>;
export function getRemoteModule(key: RemoteKey, exposed: Exposed) {
  const id = `${key}/${exposed}`;
  let promise = modules.get(id);
  if (!promise) {
    const loading = load(key, exposed);
    // React's `use` reads a settled promise's status and value without suspending again, so a
    // page whose module has arrived mounts without a frame of its loading state.
    loading.then(
      (value) => {
        Object.assign(loading, { status: 'fulfilled', value });
        settled.add(id);
      },
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason });
        settled.add(id);
      },
    );
    promise = loading;
    modules.set(id, promise);
  }
  return promise;
}

/** Whether the remote's pages have loaded or failed (a page of it can be shown at once). */
export function isRemoteSettled(key: RemoteKey): boolean {
  return settled.has(`${key}/routes`);
}

/** Forget a remote's failed (or stale) modules and its registration so the next load starts over. */
export async function forgetRemote(key: RemoteKey): Promise<void> {
  for (const exposed of ['routes', 'widgets']) {
    modules.delete(`${key}/${exposed}`);
    settled.delete(`${key}/${exposed}`);
  }
  const config = await reloadRuntimeConfig();
  registerRemotes([{ name: REMOTES[key].federationName, entry: config.remotes[key] }], {
    force: true,
  });
}
