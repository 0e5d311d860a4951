import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import { ButtonLink, EmptyState, ErrorState, SkeletonGrid, useAuth } from '@stackfolio/shared-ui';
import { MESSAGES, PROJECT_SKELETON_COUNT } from '../../../constants';
import { ProjectGrid } from '../../projects';
import { useFollowingProjects } from '../api/get-following-projects';

/**
 * The 'Following' tab of /browse-projects: the newest projects of the people the signed-in user
 * follows, with the list's skeletons, error and paging; empty, it points to /profiles.
 * Signed out, it asks the visitor to sign in.
 */
export function FollowingProjects({ detailHref }: { detailHref: (id: number) => string }) {
  const { user, isLoading } = useAuth();
  const query = useFollowingProjects(user !== null);

  if (!isLoading && user === null) {
    return (
      <EmptyState
        title={MESSAGES.signInRequired}
        description={MESSAGES.signInToSeeFollowing}
        action={
          <ButtonLink as={Link} to={paths.login()}>
            Sign in
          </ButtonLink>
        }
      />
    );
  }
  if (isLoading || query.isPending)
    return <SkeletonGrid count={PROJECT_SKELETON_COUNT} label="Loading projects" />;
  if (query.isError) {
    return (
      <ErrorState
        title={MESSAGES.followingLoadFailed}
        retryLabel="Try Again"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const projects = query.data.pages.flatMap((page) => page.items);
  if (projects.length === 0) {
    return (
      <EmptyState
        title={MESSAGES.followingEmptyTitle}
        description={MESSAGES.followingEmptyDescription}
        action={
          <ButtonLink as={Link} to={paths.browseProfiles()}>
            {MESSAGES.findPeople}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <ProjectGrid
      projects={projects}
      total={query.data.pages.at(-1)?.total ?? projects.length}
      detailHref={detailHref}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      fetchNextPage={query.fetchNextPage}
    />
  );
}
