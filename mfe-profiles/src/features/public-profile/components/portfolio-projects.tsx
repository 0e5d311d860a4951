import styled from 'styled-components';
import { Button, EmptyState, ErrorState, SkeletonGrid } from '@stackfolio/shared-ui';
import { PROJECTS_SKELETON_COUNT, TEXT } from '../../../constants';
import { useUserProjects } from '../api/get-user-projects';
import { ProjectCard } from './project-card';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  > h2 {
    font-size: 1.375rem;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * Portfolio Projects: the user's projects a page at a time ("Load more projects" until all are
 * shown), with the owner's and the visitor's empty states.
 */
export function PortfolioProjects({ userId, isOwner }: { userId: number; isOwner: boolean }) {
  const projects = useUserProjects(userId);
  let content;
  if (projects.isPending) {
    content = <SkeletonGrid count={PROJECTS_SKELETON_COUNT} label="Loading projects" />;
  } else if (projects.isError) {
    content = (
      <ErrorState
        title="Failed to load projects"
        retryLabel={TEXT.tryAgain}
        onRetry={() => projects.refetch()}
      />
    );
  } else if (projects.data.pages[0].items.length === 0) {
    content = <EmptyState title={isOwner ? TEXT.ownerNoProjects : TEXT.visitorNoProjects} />;
  } else {
    content = (
      <>
        <Grid>
          {projects.data.pages.map((page) =>
            page.items.map((project) => (
              <ProjectCard key={project.id} project={project} isOwner={isOwner} />
            )),
          )}
        </Grid>
        {projects.hasNextPage && (
          <More>
            <Button
              $variant="secondary"
              disabled={projects.isFetchingNextPage}
              onClick={() => void projects.fetchNextPage()}
            >
              {TEXT.loadMoreProjects}
            </Button>
          </More>
        )}
      </>
    );
  }
  return (
    <Section aria-labelledby="portfolio-projects">
      <h2 id="portfolio-projects">{TEXT.portfolioProjects}</h2>
      {content}
    </Section>
  );
}
