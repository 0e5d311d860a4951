import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import { Button, ButtonLink, EmptyState, ErrorState, SkeletonGrid } from '@stackfolio/shared-ui';
import { MESSAGES, PROJECT_SKELETON_COUNT } from '../../../constants';
import { useProjects, type ProjectFilters } from '../api/get-projects';
import { ProjectGrid } from './project-grid';

/**
 * The project grid for the current search and tag: 9 skeletons, error, both empty states,
 * 'Showing X of Y projects', and further pages on demand (button, or automatically on scroll).
 */
export function ProjectList({
  filters,
  detailHref,
  onClearFilters,
}: {
  filters: ProjectFilters;
  detailHref: (id: number) => string;
  onClearFilters: () => void;
}) {
  const query = useProjects(filters);

  if (query.isLoading)
    return <SkeletonGrid count={PROJECT_SKELETON_COUNT} label="Loading projects" />;
  if (query.isError) {
    return (
      <ErrorState
        title={MESSAGES.projectsLoadFailed}
        retryLabel="Try Again"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const projects = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? projects.length;
  if (projects.length === 0) {
    return filters.q || filters.tag ? (
      <EmptyState
        title={MESSAGES.noProjectsFound}
        description="Try a different search term or tag."
        action={
          <Button $variant="secondary" onClick={onClearFilters}>
            Clear Search
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={MESSAGES.noProjectsAvailable}
        description="Be the first to share your work with the community."
        action={
          <ButtonLink as={Link} to={paths.upload()}>
            {MESSAGES.uploadFirstProject}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <ProjectGrid
      projects={projects}
      total={total}
      detailHref={detailHref}
      hasNextPage={Boolean(query.hasNextPage)}
      isFetchingNextPage={query.isFetchingNextPage}
      fetchNextPage={query.fetchNextPage}
    />
  );
}
