import { useEffect } from 'react';
import { trackPortfolioView, useAuth } from '@stackfolio/shared-ui';

/**
 * Records one portfolio view of `profileId` once the viewer is known (docs/product.md §6: the owner's own
 * views are not tracked). The shared tracker throttles per key and never fails the page.
 */
export function useTrackPortfolioView(profileId: number | undefined) {
  const { user, isLoading } = useAuth();
  const viewerId = user?.id ?? null;
  useEffect(() => {
    if (profileId === undefined || isLoading || viewerId === profileId) return;
    void trackPortfolioView(profileId, viewerId);
  }, [profileId, isLoading, viewerId]);
}
