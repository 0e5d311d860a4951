import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  ButtonLink,
  type CurrentUser,
  media,
  Page,
  PageTitle,
  useDocumentMeta,
} from '@stackfolio/shared-ui';
import { CommunityCard } from '../features/dashboard/components/community-card';
import { GettingStarted } from '../features/dashboard/components/getting-started';
import { QuickActions } from '../features/dashboard/components/quick-actions';
import { StatCard } from '../features/dashboard/components/stat-card';
import { RemoteWidget } from '../remotes/remote-widget';
import { paths, profilePath } from '@stackfolio/contract';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Stats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * `/` for signed-in users (docs/product.md §2 Dashboard). Profile Views, New Reactions (with its dialog),
 * Your Activity and Featured Professionals are widgets of the remotes that own their data; each
 * reads `useAuth()` itself and takes no props, and each fails alone behind its own boundary.
 */
export function DashboardPage({ user }: { user: CurrentUser }) {
  useDocumentMeta('Dashboard');
  return (
    <Page>
      <Header>
        <PageTitle>
          Welcome to your dashboard, {user.firstName?.trim() || 'Professional'}!
        </PageTitle>
        <Buttons>
          <ButtonLink as={Link} to={paths.upload()}>
            Upload Project
          </ButtonLink>
          <ButtonLink as={Link} to={profilePath(user)} $variant="secondary">
            View My Profile
          </ButtonLink>
        </Buttons>
      </Header>
      <Stats>
        <StatCard
          title="My Projects"
          value={user.projectCount ?? 0}
          hint="Projects in your portfolio"
        />
        <RemoteWidget remote="analytics" widget="profile-views-card" />
        <RemoteWidget remote="projects" widget="reactions-dialog" />
        <CommunityCard />
        <RemoteWidget remote="analytics" widget="activity-card" />
      </Stats>
      <Columns>
        <QuickActions user={user} />
        <GettingStarted />
      </Columns>
      <RemoteWidget remote="profiles" widget="featured-professionals" />
    </Page>
  );
}
