import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  CardTitle,
  EmptyState,
  ErrorState,
  SkeletonGrid,
} from '@stackfolio/shared-ui';
import { FEATURED_SKELETON_COUNT, TEXT } from '../../../constants';
import { useFeaturedUsers } from '../api/get-featured-users';
import { FeaturedCard } from './featured-card';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

/** Dashboard widget `featured-professionals` (docs/product.md §2): 6 skeletons, empty state, a card each. */
export function FeaturedProfessionals() {
  const featured = useFeaturedUsers();
  let content;
  if (featured.isPending) {
    content = (
      <SkeletonGrid count={FEATURED_SKELETON_COUNT} label="Loading featured professionals" />
    );
  } else if (featured.isError) {
    content = (
      <ErrorState
        title="Failed to load featured professionals"
        retryLabel={TEXT.tryAgain}
        onRetry={() => featured.refetch()}
      />
    );
  } else if (featured.data.length === 0) {
    content = (
      <EmptyState
        title={TEXT.noFeatured}
        action={
          <ButtonLink as={Link} to={paths.upload()}>
            {TEXT.uploadFirstProject}
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <Grid>
        {featured.data.map((user) => (
          <FeaturedCard key={user.id} user={user} />
        ))}
      </Grid>
    );
  }
  return (
    <Card aria-labelledby="featured-professionals-title">
      <CardTitle id="featured-professionals-title">{TEXT.featuredTitle}</CardTitle>
      {content}
    </Card>
  );
}
