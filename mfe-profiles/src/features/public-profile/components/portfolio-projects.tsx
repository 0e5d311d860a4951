import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorState,
  ProjectCard,
  SkeletonGrid,
  apiErrorMessage,
} from '@stackfolio/shared-ui';
import { PROJECTS_SKELETON_COUNT, TEXT } from '../../../constants';
import { useUserProjects, type PortfolioProject } from '../api/get-user-projects';
import { nextPins, useSetPins, type PinAction } from '../api/set-pins';
import { PinControls } from './pin-controls';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  > h2 {
    font-size: 1.375rem;
  }
  h3 {
    font-size: 1.125rem;
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

const Status = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Only owners see Edit and Delete: they and the delete dialog are a chunk of their own.
const ProjectOwnerActions = lazy(() =>
  import('@stackfolio/shared-ui/dialog').then((module) => ({
    default: module.ProjectOwnerActions,
  })),
);

const DONE: Record<PinAction, (title: string) => string> = {
  pin: (title) => `Pinned ${title}`,
  unpin: (title) => `Unpinned ${title}`,
  up: (title) => `Moved ${title} up`,
  down: (title) => `Moved ${title} down`,
};

/**
 * Portfolio Projects: the user's projects a page at a time ("Load more projects" until all are
 * shown), with the owner's and the visitor's empty states. Pinned projects lead, in their own
 * section; the owner pins, unpins and reorders them, and hears the outcome in a polite status.
 */
export function PortfolioProjects({ userId, isOwner }: { userId: number; isOwner: boolean }) {
  const projects = useUserProjects(userId);
  const setPins = useSetPins(userId);
  const [status, setStatus] = useState('');
  const [focus, setFocus] = useState<{ id: number; action: PinAction } | null>(null);
  const focused = useCallback(() => setFocus(null), []);

  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];
  const pinned = items.filter((p) => p.pinned);
  const others = items.filter((p) => !p.pinned);
  const pinnedIds = pinned.map((p) => p.id);

  const act = (project: PortfolioProject, action: PinAction) => {
    const next = nextPins(pinnedIds, project.id, action);
    if ('error' in next) {
      setStatus(next.error);
      return;
    }
    setPins.mutate(next.ids, {
      onSuccess: () => {
        setStatus(DONE[action](project.title));
        setFocus({ id: project.id, action });
      },
      onError: (error) => setStatus(apiErrorMessage(error, error.message)),
    });
  };

  const card = (project: PortfolioProject) => {
    const at = pinnedIds.indexOf(project.id);
    return (
      <ProjectCard
        key={project.id}
        project={project}
        headingLevel={3}
        imageAlt=""
        stats="brief"
        ownerActions={
          isOwner && (
            <Suspense fallback={null}>
              <ProjectOwnerActions project={project} />
            </Suspense>
          )
        }
      >
        {isOwner && (
          <PinControls
            title={project.title}
            pinned={project.pinned}
            first={at === 0}
            last={at === pinnedIds.length - 1}
            busy={setPins.isPending}
            focus={focus?.id === project.id ? focus.action : null}
            onAction={(action) => act(project, action)}
            onFocused={focused}
          />
        )}
      </ProjectCard>
    );
  };

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
  } else if (items.length === 0) {
    content = <EmptyState title={isOwner ? TEXT.ownerNoProjects : TEXT.visitorNoProjects} />;
  } else {
    content = (
      <>
        {pinned.length > 0 && (
          <section aria-labelledby="pinned-projects">
            <h3 id="pinned-projects">{TEXT.pinnedProjects}</h3>
            <Grid>{pinned.map(card)}</Grid>
          </section>
        )}
        {others.length > 0 && (
          <section aria-labelledby="other-projects">
            {pinned.length > 0 && <h3 id="other-projects">{TEXT.otherProjects}</h3>}
            <Grid aria-labelledby={pinned.length > 0 ? undefined : 'portfolio-projects'}>
              {others.map(card)}
            </Grid>
          </section>
        )}
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
      {isOwner && (
        <Status role="status" aria-live="polite">
          {status}
        </Status>
      )}
      {content}
    </Section>
  );
}
