export { createQueryClient, defaultQueryFn, QUERY_DEFAULTS } from './query-client';
export { HTML_IN_PAGE_META, IN_PAGE_HTML, inPageHtml, withoutInPageHtml } from './in-page-html';
