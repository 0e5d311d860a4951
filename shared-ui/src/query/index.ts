export { createQueryClient, defaultQueryFn, QUERY_DEFAULTS } from './query-client';
