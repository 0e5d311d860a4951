import { useEffect } from 'react';
import { trackProjectView, useAuth, type Project } from '@stackfolio/shared-ui';

/** Counts a view of the project once the sign-in state is known; owners' own views are not counted. */
export function useTrackView(project: Project | undefined) {
  const { user, isLoading } = useAuth();
  const viewerId = user?.id ?? null;
  useEffect(() => {
    if (!project || isLoading || viewerId === project.userId) return;
    void trackProjectView(project.id, viewerId);
  }, [project, isLoading, viewerId]);
}
