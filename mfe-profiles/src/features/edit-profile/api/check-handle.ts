import { handleAvailabilitySchema, type HandleAvailability } from '@stackfolio/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, useDebouncedValue } from '@stackfolio/shared-ui';

/** How long typing must pause before a handle is checked (one request per pause, not per key). */
export const HANDLE_CHECK_DEBOUNCE_MS = 400;

/** GET /api/handles/{handle}: whether the handle can be taken. */
export const handleCheckQuery = (handle: string) =>
  queryOptions({
    queryKey: ['/api/handles', handle],
    queryFn: (): Promise<HandleAvailability> =>
      apiJson(
        process.env.NODE_ENV !== 'production' && handleAvailabilitySchema,
        'GET',
        `/api/handles/${encodeURIComponent(handle)}`,
      ),
    // What others hold changes: a minute-old answer is asked again.
    staleTime: 60_000,
  });

/**
 * The live availability of `handle` once typing pauses; idle (no request) while `enabled` is
 * false, i.e. while the handle is the saved one or breaks the rules the form checks itself.
 */
export function useHandleCheck(handle: string, enabled: boolean) {
  const debounced = useDebouncedValue(handle, HANDLE_CHECK_DEBOUNCE_MS);
  const settled = debounced === handle;
  const query = useQuery({ ...handleCheckQuery(debounced), enabled: enabled && settled });
  return { ...query, pending: enabled && (!settled || query.isFetching) };
}
