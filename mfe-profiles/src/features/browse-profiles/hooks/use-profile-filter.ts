import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from '@stackfolio/shared-ui/router';
import {
  filterFromParams,
  filterToParams,
  sortToKeep,
  type ProfilesFilter,
} from '../model/profile-filter';

export type UpdateFilter = (
  change: (filter: ProfilesFilter) => ProfilesFilter,
  options?: { replace?: boolean },
) => void;

/**
 * /profiles' filter, kept in the address (a search can be shared, reloaded and undone with Back).
 * `update` writes the changed filter back as the address's tidy query.
 */
export function useProfileFilter(): { filter: ProfilesFilter; update: UpdateFilter } {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  // The router gives a change the query of the last render, not of the change before it: two
  // changes in one tick (both text boxes ending their pause) would lose the first without this.
  const latest = useRef(params);
  latest.current = params;
  const update = useCallback<UpdateFilter>(
    (change, { replace = false } = {}) => {
      const next = change(filterFromParams(latest.current));
      latest.current = filterToParams({ ...next, sort: sortToKeep(next.sort, next.q) });
      setParams(latest.current, { replace });
    },
    [setParams],
  );
  return { filter, update };
}
