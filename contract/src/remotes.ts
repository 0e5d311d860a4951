import registry from './registry.json';

/**
 * The front ends of Stackfolio, from registry.json (the one list every package, script and config
 * reads): the shell and the Module Federation remotes, keyed by their short name.
 */
type Registry = typeof registry;

export type RemoteKey = keyof Registry['remotes'];

export interface FrontEnd {
  /** The workspace folder at the repository root. */
  folder: string;
  /** The Module Federation container name (also the remote's root `data-remote`). */
  federationName: string;
  /** The dev server's port (`npm run dev`). */
  devPort: number;
  /** The pages it owns: page id → path pattern (`/profile/:id`). */
  routes: Record<string, string>;
}

export interface RemoteEntry extends FrontEnd {
  /** What the product calls this part ("Resume Builder"), in error messages and standalone titles. */
  section: string;
  /** The modules it exposes to the shell: `./routes` (its pages) and optionally `./widgets`. */
  exposes: Record<string, string>;
}

export const SHELL: FrontEnd = registry.shell;
export const REMOTES: Record<RemoteKey, RemoteEntry> = registry.remotes;
/** The remotes' keys, in registry order (the order the dev servers and builds use). */
export const REMOTE_KEYS = Object.keys(registry.remotes) as RemoteKey[];

/** What failed in the browser, for client-error reports: a remote, or the shell itself. */
export const CLIENT_PARTS: ['shell', ...RemoteKey[]] = ['shell', ...REMOTE_KEYS];
export type ClientPart = RemoteKey | 'shell';
