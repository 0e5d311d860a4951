import type { DehydratedState } from '@tanstack/react-query';

/**
 * A large piece of server-made HTML (a notebook's preview runs to megabytes) is in the page's
 * markup already: the state sent with a server-rendered page carries this marker instead of a
 * second copy, and the page takes the HTML from its own markup when it hydrates.
 */
export const IN_PAGE_HTML = '\u0000in-page';

/** The query meta that marks a query whose data's `html` is shown in the page. */
export const HTML_IN_PAGE_META = { htmlInPage: true } as const;

/** The dehydrated state with each marked query's `html` replaced by IN_PAGE_HTML. */
export function withoutInPageHtml(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const data = query.state.data as { html?: unknown } | undefined;
      if (!query.meta?.htmlInPage || typeof data?.html !== 'string') return query;
      return { ...query, state: { ...query.state, data: { ...data, html: IN_PAGE_HTML } } };
    }),
  };
}

/**
 * `html`, or for IN_PAGE_HTML the markup of the element `id` as the server sent it (null when the
 * page no longer holds it: the caller asks the server again).
 */
export function inPageHtml(html: string, id: string): string | null {
  if (html !== IN_PAGE_HTML) return html;
  return typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null);
}
