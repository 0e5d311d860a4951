import type { PageHead } from './page-head';
import type { RemoteKey } from './remotes';
import type { ThemeChoice } from './theme';

/**
 * What the page server (@stackfolio/web) and the shell's Node build (`shell/dist/server/server.js`)
 * say to each other when a public page is rendered on the server: the page server requires the
 * build at run time, so these types are the only thing that keeps the two sides in step at
 * compile time.
 */

/** Where a streamed page's markup goes: the page server writes it into the response. */
export interface PageSink {
  write(html: string): void;
  /** Sends what was written so far now (compression buffers otherwise). */
  flush?(): void;
  /** The render is over: `tail` (the query-cache script) goes after the root element. */
  end(tail: string): void;
}

/** What the shell's Node build needs to read a page's data and build its head. */
export interface HeadRequest {
  /** Path and query string of the page. */
  url: string;
  /** The site's public origin (PUBLIC_URL): canonical and Open Graph URLs are absolute. */
  publicUrl: string;
  /** Per remote, the `file:` URL of its live version's `server/remoteEntry.js` (absent: none). */
  remotes: Partial<Record<RemoteKey, string>>;
  /** Answers the API's GET requests in-process (never over the network). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** How long a remote's code, its data and the whole render may each take before giving up. */
  budgetMs: number;
  log: (message: string, error?: unknown) => void;
}

export interface RenderRequest extends HeadRequest {
  /** The page's CSP nonce: on React's streaming scripts and on the style elements. */
  nonce?: string;
  /** Send nothing until every area is done or given up on (crawlers read the whole page). */
  waitForAll?: boolean;
  /** The visitor's theme cookie: the toggle renders it, as the browser will hydrate it. */
  theme?: ThemeChoice;
}

/** A page being rendered: its status is known at once, its markup streams. */
export interface PageStream {
  /** 404 when no route of the shell matches the path. */
  status: number;
  /**
   * The page's head, built by its remote from the data the render reads (before any markup is
   * sent); null for a page whose remote has no head for it or could not load (logged).
   */
  head: Promise<PageHead | null>;
  /**
   * Resolves when the first part can be sent; rejects when even the shell failed, before anything
   * was sent: the page is then rendered in the browser.
   */
  ready: Promise<void>;
  /** styled-components' `<style>` elements for the head: what the markup sent first needs. */
  headStyles(): string;
  /**
   * The script text the page ends with, inlined with the page's nonce: it holds presses made
   * before the app has hydrated, and adds the shell's start script, named in the `data-start`
   * attribute of its `<script>` element, once the page has been painted.
   */
  startScript: string;
  /** Streams the markup for inside `<div id="root">` into `sink`; later areas bring their styles. */
  pipe(sink: PageSink): void;
  /** Stops rendering (the visitor left): what is unfinished is left to the browser. */
  abort(reason?: unknown): void;
}

/** The module the shell's Node build exports (shell/src/server.tsx). */
export interface ShellServer {
  renderPage(request: RenderRequest): PageStream;
  /**
   * A page's head without rendering it (a signed-in visitor's page): the remote's prefetch and
   * head, nothing else. Null as for `PageStream.head`.
   */
  pageHead(request: HeadRequest): Promise<PageHead | null>;
  /** The shell's own route table: null for a path no route matches. */
  matchRoute(pathname: string): unknown;
}
