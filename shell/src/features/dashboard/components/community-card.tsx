import { useCommunityCount } from '../api/get-community-count';
import { StatCard } from './stat-card';

/** Community: 'N+ Professionals' (docs/product.md §2 Dashboard). */
export function CommunityCard() {
  const { data, isLoading, isError } = useCommunityCount();
  return (
    <StatCard
      title="Community"
      loading={isLoading}
      value={isError ? '—' : `${data ?? 0}+ Professionals`}
      hint={isError ? 'The community count is unavailable right now.' : 'Growing every day'}
    />
  );
}
