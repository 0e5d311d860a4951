import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiJson } from '../api-client';

/** docs/product.md §7: the default loader GETs the query key's parts joined by '/'. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) =>
  apiJson('GET', queryKey.map(String).join('/'));

/** docs/product.md §9: five minutes fresh, no retries, no refetch on focus, reconnect or interval; refetch on mount. */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchInterval: false,
  refetchOnMount: true,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, ...QUERY_DEFAULTS },
      mutations: { retry: false },
    },
  });
}
