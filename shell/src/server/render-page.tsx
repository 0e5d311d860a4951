import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate } from '@tanstack/react-query';
import { MemoryRouter } from '@stackfolio/shared-ui/router';
import {
  createQueryClient,
  CURRENT_USER_KEY,
  setServerFetch,
  type RemoteKey,
} from '@stackfolio/shared-ui';
import { AppTree } from '../app/app';
import { PreloadedRemotesContext, type PreloadedRemotes } from '../remotes/preloaded-remotes';
import { serverStateScript } from '../server-state';
import { matchRoute } from './match-route';
import { forgetServerRemote, loadServerRoutes, withTimeout } from './server-remotes';

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  /** Per remote, the `file:` URL of its live version's `server/remoteEntry.js` (absent: none). */
  remotes: Partial<Record<RemoteKey, string>>;
  /** Answers the API's GET requests in-process (never over the network). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** How long a remote's code, its data and the render may each take before giving up. */
  budgetMs: number;
  log: (message: string, error?: unknown) => void;
}

export interface RenderResult {
  /** 404 when no route of the shell matches the path. */
  status: number;
  /** The markup for inside `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` elements for the head. */
  styles: string;
  /** The dehydrated query cache as a `<script type="application/json">` element. */
  state: string;
}

/** Collects the render into a string once every Suspense area is done (or given up on). */
function renderToHtml(app: ReactNode, budgetMs: number, log: RenderRequest['log']) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A throw inside a Suspense area (a remote that failed or is missing) renders that area
      // in the browser; the rest of the page is still server-rendered.
      onError: (error) => log('an area of the page will render in the browser', error),
    });
    // Areas still waiting after the budget are rendered in the browser instead.
    setTimeout(() => stream.abort(new Error('server render budget exceeded')), budgetMs).unref();
  });
}

/** Renders one public page for a signed-out visitor (issue 19). */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  setServerFetch(request.fetch);
  const { pathname, searchParams } = new URL(request.url, 'http://stackfolio.invalid');
  const match = matchRoute(pathname);
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  const preloaded: PreloadedRemotes = {};

  if (match && 'remote' in match.route) {
    const { remote, page } = match.route;
    const entry = request.remotes[remote];
    try {
      if (!entry) throw new Error(`The ${remote} remote has no server build.`);
      const mod = await loadServerRoutes(remote, entry, request.budgetMs);
      preloaded[remote] = mod.default;
      const prefetch = mod.prefetch?.[page];
      if (prefetch) {
        await withTimeout(
          prefetch({ queryClient, params: match.params, searchParams }),
          request.budgetMs,
          `The ${remote} page's data`,
        ).catch((error) =>
          request.log(`the ${remote} page's data will load in the browser`, error),
        );
      }
    } catch (error) {
      forgetServerRemote(remote);
      request.log(`the ${remote} remote will render in the browser`, error);
      preloaded[remote] = error instanceof Error ? error : new Error(String(error));
    }
  }

  // The browser hydrates relative times ("Joined 2 minutes ago") against this same moment.
  const renderedAt = Date.now();
  const sheet = new ServerStyleSheet();
  try {
    const app = sheet.collectStyles(
      <PreloadedRemotesContext.Provider value={preloaded}>
        <AppTree
          client={queryClient}
          router={(children) => (
            <MemoryRouter initialEntries={[request.url]}>{children}</MemoryRouter>
          )}
        />
      </PreloadedRemotesContext.Provider>,
    );
    const html = await renderToHtml(app, request.budgetMs, request.log);
    return {
      status: match ? 200 : 404,
      html,
      styles: sheet.getStyleTags(),
      state: serverStateScript({ ...dehydrate(queryClient), renderedAt }),
    };
  } finally {
    sheet.seal();
  }
}
