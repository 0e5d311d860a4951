import { lazy, Suspense } from 'react';
import { useSearchParams } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Chip, Page, PageTitle, useDocumentMeta } from '@stackfolio/shared-ui';
import { ProjectSearch } from '../features/projects/components/project-search';
import { ProjectList } from '../features/projects/components/project-list';
import { useProjectParam } from '../features/projects/hooks/use-project-param';
import { FollowingProjects } from '../features/following/components/following-projects';
import { ProjectTabs, tabOf } from '../features/following/components/project-tabs';

// The dialog (Radix, the comment form's zod and react-hook-form) loads when a project is opened,
// not with the list.
const ProjectDetailDialog = lazy(() =>
  import('../features/project-detail/components/project-detail-dialog').then((m) => ({
    default: m.ProjectDetailDialog,
  })),
);

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ClearTag = styled.button`
  margin-left: ${({ theme }) => theme.space(2)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * /browse-projects (docs/product.md §2): search over title, description, tags and author; `?tag=`
 * filters; `?tab=following` shows the newest projects of the people one follows.
 */
export function BrowseProjectsPage() {
  const [params, setParams] = useSearchParams();
  const { projectId, hrefFor, close } = useProjectParam();
  const q = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';
  const tab = tabOf(params);
  const heading = tag ? `Projects tagged "${tag}"` : 'Browse Projects';
  useDocumentMeta(
    heading,
    tag
      ? `Projects tagged ${tag} by IT, software and data professionals on Stackfolio.`
      : 'Discover projects, documentation and code samples shared by IT, software and data professionals.',
  );
  const clearFilters = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('q');
      next.delete('tag');
      return next;
    });
  const clearTag = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('tag');
      return next;
    });
  return (
    <Page>
      <Header>
        <PageTitle>{heading}</PageTitle>
        <p>Discover projects, documentation and code samples shared by IT professionals.</p>
        <ProjectTabs current={tab} />
        {tab === 'all' && <ProjectSearch />}
        {tab === 'all' && tag && (
          <p>
            Filtered by tag <Chip>{tag}</Chip>
            <ClearTag type="button" onClick={clearTag}>
              Show all tags
            </ClearTag>
          </p>
        )}
      </Header>
      {tab === 'following' ? (
        <FollowingProjects detailHref={hrefFor} />
      ) : (
        <ProjectList filters={{ q, tag }} detailHref={hrefFor} onClearFilters={clearFilters} />
      )}
      {projectId !== null && (
        <Suspense fallback={null}>
          <ProjectDetailDialog projectId={projectId} onClose={close} />
        </Suspense>
      )}
    </Page>
  );
}
