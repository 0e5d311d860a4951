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
type Loaded = RemotePages | RemoteWidgets;
const modules = new Map<string, Promise<Loaded>>();
/** How each finished load ended, kept beside its promise so a render can read it at once. */
const results = new Map<string, { value: Loaded } | { error: unknown }>();

async function load<T extends Loaded>(key: RemoteKey, exposed: Exposed) {
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
    // Attached first, so the result is recorded before React renders again on the promise; a
    // load that `forgetRemote` dropped meanwhile records nothing.
    const record = (result: { value: Loaded } | { error: unknown }) => {
      if (modules.get(id) === loading) results.set(id, result);
    };
    loading.then(
      (value) => record({ value }),
      (error: unknown) => record({ error }),
    );
    modules.set(id, loading);
    promise = loading;
  }
  return promise;
}

/**
 * The remote's exposed module if its load has finished: a render reads it at once instead of
 * handing React's `use` the promise again, so a page of a loaded remote mounts (or hydrates)
 * without a frame of its loading state. Throws the load's error when it failed, for the area's
 * error boundary. Undefined while loading: the caller then suspends with `use(getRemoteModule())`.
 */
export function loadedRemoteModule(key: RemoteKey, exposed: 'routes'): RemotePages | undefined;
export function loadedRemoteModule(key: RemoteKey, exposed: 'widgets'): RemoteWidgets | undefined;
export function loadedRemoteModule(key: RemoteKey, exposed: Exposed): Loaded | undefined {
  const result = results.get(`${key}/${exposed}`);
  if (result && 'error' in result) throw result.error;
  return result?.value;
}

/** Whether the remote's pages have loaded or failed (a page of it can be shown at once). */
export function isRemoteSettled(key: RemoteKey): boolean {
  return results.has(`${key}/routes`);
}

/** Forget a remote's failed (or stale) modules and its registration so the next load starts over. */
export async function forgetRemote(key: RemoteKey): Promise<void> {
  for (const exposed of ['routes', 'widgets']) {
    modules.delete(`${key}/${exposed}`);
    results.delete(`${key}/${exposed}`);
  }
  const config = await reloadRuntimeConfig();
  registerRemotes([{ name: REMOTES[key].federationName, entry: config.remotes[key] }], {
    force: true,
  });
}
