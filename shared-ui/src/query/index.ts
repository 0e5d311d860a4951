export { createQueryClient, defaultQueryFn, QUERY_DEFAULTS } from './query-client';
export { invalidateProjectData, PROJECT_DATA_ROOTS } from './project-data';
export {
  HTML_IN_PAGE_META,
  htmlInPageMeta,
  IN_PAGE_HTML,
  inPageHtml,
  useInPageHtml,
  withoutInPageHtml,
} from './in-page-html';
