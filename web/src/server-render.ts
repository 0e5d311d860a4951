import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageHead, PageStream, ShellServer, ThemeChoice } from '@stackfolio/contract';
import { REMOTE_NAMES, type Config, type PageReads, type RemoteName } from '@stackfolio/api';
import { pageDataFetch } from './page-data';
import { readRegistry, VERSION_PATTERN } from './remote-registry';

/** Where a build keeps its Node half (shared-ui/build/server-build.cjs). */
const SERVER_DIR = 'server';
/** A remote's code, its data and the render each get this long before the area is left to the browser. */
const RENDER_BUDGET_MS = 2500;
/**
 * Crawlers get the whole page in one piece (`waitForAll`) and read what the server sent, not what
 * the browser would render later, so a slow area is worth waiting longer for than a person is.
 */
const CRAWLER_RENDER_BUDGET_MS = 6000;

/**
 * Per remote, the `file:` URL of the live version's Node entry: the same registry decides it as
 * `/mf-config.json` (serving/remote-registry.ts), so the browser and the server always run the
 * same release. A remote served from elsewhere (REMOTE_<NAME>_URL) or without a Node build
 * renders in the browser.
 */
export function liveServerEntries(config: Config): Partial<Record<RemoteName, string>> {
  const registry = readRegistry(config.deployDir);
  const entries: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    if (config.remoteUrlOverrides[name]) continue;
    const active = registry.remotes[name]?.active;
    const dir =
      active && VERSION_PATTERN.test(active)
        ? path.join(config.deployDir, name, active)
        : config.remoteDirs[name];
    const entry = path.join(dir, SERVER_DIR, 'remoteEntry.js');
    if (fs.existsSync(entry)) entries[name] = pathToFileURL(entry).href;
  }
  return entries;
}

/**
 * Renders public pages with the shell's Node build. The build is required again when
 * it changes on disk (a rebuild in place); missing, it answers null and the page is rendered in
 * the browser as before.
 */
export function createServerRenderer(
  config: Config,
  reads: PageReads,
  /** A longer budget for a machine too busy to keep the normal one (the page server's tests). */
  { renderBudgetMs = RENDER_BUDGET_MS }: { renderBudgetMs?: number } = {},
) {
  const crawlerBudgetMs = Math.max(CRAWLER_RENDER_BUDGET_MS, renderBudgetMs);
  const file = path.join(config.shellDir, SERVER_DIR, 'server.js');
  const fetchApi = pageDataFetch(reads);
  let loaded: { mtimeMs: number; server: ShellServer } | null = null;

  function shellServer(): ShellServer | null {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const load = createRequire(file);
      delete load.cache[file];
      loaded = { mtimeMs, server: load(file) as ShellServer };
    }
    return loaded.server;
  }

  /** What every request to the shell's Node build carries: where the data and the remotes are. */
  const pageRequest = (url: string, log: (message: string, error?: unknown) => void) => ({
    url,
    publicUrl: config.publicUrl,
    remotes: liveServerEntries(config),
    fetch: fetchApi,
    log,
  });

  return {
    /** 404 for a path no route of the shell shows, signed in or not. */
    statusOf(pathname: string): number {
      const server = shellServer();
      return server && !server.matchRoute(pathname) ? 404 : 200;
    },

    /**
     * Starts rendering the page for a signed-out visitor; null without the shell's Node build.
     * `nonce` goes on React's inline scripts and the styles; `waitForAll` (crawlers) sends the
     * page once every area is done instead of the shell first; `theme` is the visitor's cookie.
     */
    render(
      url: string,
      options: {
        log: (message: string, error?: unknown) => void;
        nonce?: string;
        waitForAll?: boolean;
        theme?: ThemeChoice;
      },
    ): PageStream | null {
      const server = shellServer();
      if (!server) return null;
      return server.renderPage({
        ...pageRequest(url, options.log),
        budgetMs: options.waitForAll ? crawlerBudgetMs : renderBudgetMs,
        ...options,
      });
    },

    /**
     * A page's head without rendering it (signed-in visitors): its remote's prefetch and head
     * in the shell's Node build; null without that build, for a page without a remote head, or
     * when the remote cannot load (logged).
     */
    async head(
      url: string,
      log: (message: string, error?: unknown) => void,
    ): Promise<PageHead | null> {
      const server = shellServer();
      if (!server) return null;
      return server.pageHead({ ...pageRequest(url, log), budgetMs: renderBudgetMs });
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
