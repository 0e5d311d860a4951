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
 * Remote URLs are decided at runtime (ARCHITECTURE §2): the API serves /mf-config.json and the
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
    promise = load(key, exposed);
    modules.set(id, promise);
  }
  return promise;
}

/** Forget a remote's failed (or stale) modules and its registration so the next load starts over. */
export async function forgetRemote(key: RemoteKey): Promise<void> {
  modules.delete(`${key}/routes`);
  modules.delete(`${key}/widgets`);
  const config = await reloadRuntimeConfig();
  registerRemotes([{ name: REMOTES[key].federationName, entry: config.remotes[key] }], {
    force: true,
  });
}
