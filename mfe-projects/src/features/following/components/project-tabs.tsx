import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { MESSAGES } from '../../../constants';

const Nav = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The tab of /browse-projects a URL asks for (`?tab=following`). */
export type ProjectTab = 'all' | 'following';
export const tabOf = (params: URLSearchParams): ProjectTab =>
  params.get('tab') === 'following' ? 'following' : 'all';

/**
 * 'All projects' and 'Following' as links (each tab has its own address, so it can be shared,
 * bookmarked and opened with the browser's history), the current one marked for assistive tech.
 */
export function ProjectTabs({ current }: { current: ProjectTab }) {
  const tabs: Array<[ProjectTab, string, string]> = [
    ['all', MESSAGES.allProjectsTab, paths.browseProjects()],
    ['following', MESSAGES.followingTab, `${paths.browseProjects()}?tab=following`],
  ];
  return (
    <Nav aria-label={MESSAGES.projectListsLabel}>
      <ul>
        {tabs.map(([tab, label, to]) => (
          <li key={tab}>
            <Link to={to} aria-current={tab === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
