import { useEffect, useRef } from 'react';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Button, ButtonLink, EmptyState, ErrorState, SkeletonGrid } from '@stackfolio/shared-ui';
import { MESSAGES, PROJECT_SKELETON_COUNT } from '../../../constants';
import { useProjects, type ProjectFilters } from '../api/get-projects';
import { ProjectCard } from './project-card';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

/** Fetches the next page when the sentinel scrolls near the viewport (where the browser supports it). */
function useAutoLoad(enabled: boolean, load: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, load]);
  return ref;
}

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
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useAutoLoad(
    Boolean(hasNextPage) && !isFetchingNextPage,
    () => void fetchNextPage(),
  );

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
          <ButtonLink as={Link} to="/upload">
            {MESSAGES.uploadFirstProject}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <Grid>
        {projects.map((project, index) => (
          <ProjectCard
            key={project.id}
            project={project}
            detailHref={detailHref(project.id)}
            priority={index === 0}
          />
        ))}
      </Grid>
      <Footer>
        <p aria-live="polite">
          Showing {projects.length} of {total} projects
        </p>
        {hasNextPage && (
          <div ref={sentinel}>
            <Button
              $variant="secondary"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
            >
              {isFetchingNextPage ? 'Loading...' : 'Load more projects'}
            </Button>
          </div>
        )}
      </Footer>
    </>
  );
}
