import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Project } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import { Button, ButtonLink, ProjectCard } from '@stackfolio/shared-ui';
import { OPENED_IN_APP } from '../hooks/use-project-param';
import { ProjectActions } from './project-actions';

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
 * Loaded project cards (the title leads to the project's page, Quick view opens the dialog at
 * `detailHref`), 'Showing X of Y projects', and further pages on demand (button, or
 * automatically on scroll): what every paged project list shows once it has projects.
 */
export function ProjectGrid({
  projects,
  total,
  detailHref,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  projects: Project[];
  total: number;
  detailHref: (id: number) => string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const sentinel = useAutoLoad(hasNextPage && !isFetchingNextPage, () => void fetchNextPage());
  return (
    <>
      <Grid>
        {projects.map((project, index) => (
          <ProjectCard
            key={project.id}
            project={project}
            headingLevel={2}
            imageAlt={`Preview of ${project.title}`}
            priority={index === 0}
            showAuthor
            stats="detailed"
          >
            <ProjectActions project={project} />
            <ButtonLink
              as={Link}
              to={detailHref(project.id)}
              state={OPENED_IN_APP}
              $variant="ghost"
              aria-label={`Quick view of ${project.title}`}
            >
              Quick view
            </ButtonLink>
          </ProjectCard>
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
