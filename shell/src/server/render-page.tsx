import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate } from '@tanstack/react-query';
import { MemoryRouter } from '@stackfolio/shared-ui/router';
import { withoutInPageHtml } from '@stackfolio/shared-ui';
import { AppTree } from '../app/app';
import { PAGE_START_SCRIPT } from '../page-start/page-start-script';
import { PreloadedRemotesContext, type PreloadedRemotes } from '../remotes/preloaded-remotes';
import { serverStateScript } from '../server-state';
import type { PageHead, PageStream, RenderRequest } from '@stackfolio/contract';
import { FlushWriter } from './page-stream';
import { headOf, loadRemotePage, pageContext } from './remote-page';

/**
 * How long the shell waits for the page's area before it is sent on its own. The area is nearly
 * always ready within it (its module is loaded once, its data is read in-process), and sending
 * it in the same flush paints the page once, without the skeleton shifting the footer (CLS).
 */
const SHELL_GRACE_MS = 150;

/** Starts rendering one public page for a signed-out visitor. */
export function renderPage(request: RenderRequest): PageStream {
  const page = pageContext(request);
  const { match, queryClient } = page;
  const preloaded: PreloadedRemotes = {};
  let head: Promise<PageHead | null> = Promise.resolve(null);
  if (match && 'remote' in match.route) {
    // The area resolves once its data is in the cache (Suspense streams it then); the head is
    // built from that same cache, before any markup is sent.
    const loaded = loadRemotePage(page);
    const area = loaded.then((mod) => mod.default);
    // A failed area is React's to report (onError) when it renders; never an unhandled rejection.
    area.catch(() => {});
    head = loaded.then(
      (mod) => headOf(page, mod),
      () => null,
    );
    preloaded[match.route.remote] = area;
  }
  // The browser hydrates relative times ("Joined 2 minutes ago") against this same moment.
  const renderedAt = Date.now();
  const sheet = new ServerStyleSheet({ nonce: request.nonce });
  const takeStyles = () => {
    const tags = sheet.getStyleTags();
    sheet.instance.clearTag();
    return tags;
  };
  const app = sheet.collectStyles(
    <PreloadedRemotesContext.Provider value={preloaded}>
      <AppTree
        client={queryClient}
        renderedAt={renderedAt}
        themeChoice={request.theme ?? 'system'}
        router={(children) => (
          <MemoryRouter initialEntries={[request.url]}>{children}</MemoryRouter>
        )}
      />
    </PreloadedRemotesContext.Provider>,
  );

  let markReady: () => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  const stream = renderToPipeableStream(app, {
    nonce: request.nonce,
    // React sends a finished area over ~12 KB as its loading state plus a hidden copy that a
    // script reveals later (progressive rendering): a crawler that reads the page without running
    // it found the area hidden, and a visitor's largest paint waited for the reveal, which React
    // schedules behind the app's first scripts (LCP 1.3 → 3.3 s on /profiles). An area that is
    // ready goes in place; one that is not still streams in later.
    progressiveChunkSize: Infinity,
    onShellReady: () => {
      if (!request.waitForAll) setTimeout(markReady, SHELL_GRACE_MS).unref();
    },
    onAllReady: () => markReady(),
    onShellError: fail,
    // A throw inside a Suspense area (a remote that failed or is missing) renders that area in
    // the browser; the rest of the page is still server-rendered.
    onError: (error) => request.log('an area of the page will render in the browser', error),
  });
  // Areas still waiting after the budget are rendered in the browser instead; never a hung page.
  const budget = setTimeout(
    () => stream.abort(new Error('server render budget exceeded')),
    request.budgetMs,
  );
  budget.unref();

  return {
    status: match ? 200 : 404,
    head,
    ready,
    headStyles: takeStyles,
    startScript: PAGE_START_SCRIPT,
    pipe(sink) {
      const writer = new FlushWriter(sink, takeStyles, () => {
        clearTimeout(budget);
        sheet.seal();
        const state = withoutInPageHtml(dehydrate(queryClient));
        return serverStateScript({ ...state, renderedAt }, request.nonce);
      });
      stream.pipe(writer);
    },
    abort: (reason) => stream.abort(reason),
  };
}
