import { useEffect, useState } from 'react';
import { useQueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';

/**
 * A large piece of server-made HTML (a notebook's preview runs to megabytes, a write-up to tens of
 * kilobytes) is in the page's markup already: the state sent with a server-rendered page carries
 * this marker instead of a second copy, and the page takes the HTML from its own markup when it
 * hydrates.
 */
export const IN_PAGE_HTML = '\u0000in-page';

/** The query meta that marks the fields of a query's data that are HTML shown in the page. */
export function htmlInPageMeta(...fields: string[]) {
  return { htmlInPage: fields };
}

/** The query meta for data whose `html` is shown in the page. */
export const HTML_IN_PAGE_META = htmlInPageMeta('html');

/** The dehydrated state with each marked field replaced by IN_PAGE_HTML. */
export function withoutInPageHtml(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const fields = query.meta?.htmlInPage;
      const data = query.state.data as Record<string, unknown> | undefined;
      if (!Array.isArray(fields) || typeof data !== 'object' || data === null) return query;
      const marked = fields.filter((field) => typeof data[field] === 'string');
      if (marked.length === 0) return query;
      const sent = { ...data, ...Object.fromEntries(marked.map((field) => [field, IN_PAGE_HTML])) };
      return { ...query, state: { ...query.state, data: sent } };
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

/**
 * The HTML to show for the field `field` of the query `queryKey`, whose value is `html`. On a
 * server-rendered page it is taken from the element `id` in the page's own markup (the server sent
 * it once, there) and put back into the query's data; if the page no longer holds it, the query is
 * asked for again.
 */
export function useInPageHtml(
  queryKey: QueryKey,
  field: string,
  html: string | null,
  id: string,
): string | null {
  const queryClient = useQueryClient();
  const [fromPage] = useState(() => (html === IN_PAGE_HTML ? inPageHtml(html, id) : null));
  useEffect(() => {
    if (html !== IN_PAGE_HTML) return;
    if (fromPage === null) void queryClient.invalidateQueries({ queryKey, exact: true });
    else
      queryClient.setQueryData(queryKey, (data: Record<string, unknown> | undefined) =>
        data ? { ...data, [field]: fromPage } : data,
      );
  });
  return html === IN_PAGE_HTML ? fromPage : html;
}
