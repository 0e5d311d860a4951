import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES } from '@stackfolio/contract';
import type { RemoteKey, RemoteRoutesModule } from '@stackfolio/shared-ui';

/** The entry each remote is registered with in this process, to swap it when a deploy changes it. */
const registered = new Map<string, string>();
/** Every remote name registered with the runtime in this process, even if since forgotten here. */
const everRegistered = new Set<string>();

/** Rejects after `ms`: the federation runtime has no time limit of its own. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads a remote's `./routes` from the Node build of its live version (`entry`, a `file:` URL
 * of `server/remoteEntry.js`). A new entry (a deploy or rollback) replaces the registration, so
 * the next page uses the new version without a restart; each build carries its own build
 * version, so the runtime does not reuse the old one's chunk loader (docs/architecture.md).
 */
export async function loadServerRoutes(
  key: RemoteKey,
  entry: string,
  budgetMs: number,
): Promise<RemoteRoutesModule> {
  const name = REMOTES[key].federationName;
  if (registered.get(name) !== entry) {
    // Forced whenever the runtime has seen the name: unforced, it keeps the old registration
    // (after a failed load too, which `forgetServerRemote` forgets here, not in the runtime).
    registerRemotes([{ name, entry }], { force: everRegistered.has(name) });
    registered.set(name, entry);
    everRegistered.add(name);
  }
  const mod = await withTimeout(
    loadRemote<RemoteRoutesModule>(`${name}/routes`),
    budgetMs,
    `Loading the ${key} remote`,
  );
  if (!mod?.default) throw new Error(`The ${key} remote did not provide its routes.`);
  return mod;
}

/** Forgets a remote whose load failed, so the next request registers and loads it afresh. */
export function forgetServerRemote(key: RemoteKey): void {
  registered.delete(REMOTES[key].federationName);
}
