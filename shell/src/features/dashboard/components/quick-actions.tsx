import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { ButtonLink, Card, CardTitle } from '@stackfolio/shared-ui';
import { CopyProfileLink } from './copy-profile-link';

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    justify-content: flex-start;
  }
`;

/** Quick Actions (docs/product.md §2): Upload New Project, Generate Resume, Copy Profile Link. */
export function QuickActions({ user }: { user: { id: number; handle?: string | null } }) {
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardTitle id="quick-actions-title">Quick Actions</CardTitle>
      <Actions>
        <ButtonLink as={Link} to={paths.upload()}>
          Upload New Project
        </ButtonLink>
        <ButtonLink as={Link} to={paths.resume()} $variant="secondary">
          Generate Resume
        </ButtonLink>
        <CopyProfileLink user={user} />
      </Actions>
    </Card>
  );
}
