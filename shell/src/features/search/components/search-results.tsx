import type { Project, PublicUser, SearchResults } from '@stackfolio/contract';
import { profilePath, projectHref } from '@stackfolio/contract';
import {
  Avatar,
  ButtonLink,
  EmptyState,
  ErrorState,
  PlainList,
  Skeleton,
  fullName,
  initials,
} from '@stackfolio/shared-ui';
import { Link } from '@stackfolio/shared-ui/router';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SEARCH_PAGE_SIZE, useSearch } from '../api/get-search';
import { searchPath } from '../search-path';

export const SEARCH_TEXTS = {
  loading: 'Loading results',
  failed: 'Search failed',
  failedHint: 'The search could not be completed. Please try again.',
  retry: 'Try Again',
  none: (q: string) => `No results for "${q}"`,
  noneHint: 'Try other words, or fewer of them.',
  close: (q: string) => `No exact matches for "${q}". Showing close matches.`,
  profiles: 'Profiles',
  projects: 'Projects',
  noProfiles: 'No profiles match.',
  noProjects: 'No projects match.',
  previous: 'Previous page',
  next: 'Next page',
} as const;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const SectionTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: center;
`;

/** At most this many characters of a description in a result. */
const EXCERPT_LENGTH = 160;
const excerpt = (text: string | null) =>
  text && text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : (text ?? '');

function ProfileResult({ user }: { user: PublicUser }) {
  const name = fullName(user);
  const details = [user.jobTitle, user.location].filter(Boolean).join(' · ');
  return (
    <Item>
      <Avatar image={user.avatar} src={user.avatarUrl} name={name} fallback={initials(user)} />
      <div>
        <Link to={profilePath(user)}>{name}</Link>
        {details && <p>{details}</p>}
        {user.skills.length > 0 && <p>Skills: {user.skills.slice(0, 8).join(', ')}</p>}
      </div>
    </Item>
  );
}

function ProjectResult({ project }: { project: Project }) {
  const author = project.user ? fullName(project.user) : null;
  return (
    <Item>
      <div>
        <Link to={projectHref(project)}>{project.title}</Link>
        {project.description && <p>{excerpt(project.description)}</p>}
        <p>
          {author && <>by {author}</>}
          {author && project.tags.length > 0 && ' · '}
          {project.tags.length > 0 && project.tags.slice(0, 5).join(', ')}
        </p>
      </div>
    </Item>
  );
}

function Section<T extends { id: number }>(props: {
  id: string;
  title: string;
  empty: string;
  list: { items: T[]; total: number };
  render: (item: T) => ReactNode;
}) {
  const headingId = `search-${props.id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        {props.title} ({props.list.total.toLocaleString('en')})
      </SectionTitle>
      {props.list.items.length === 0 ? (
        <Muted>{props.empty}</Muted>
      ) : (
        <PlainList>{props.list.items.map(props.render)}</PlainList>
      )}
    </section>
  );
}

function Results({ q, page, data }: { q: string; page: number; data: SearchResults }) {
  const more = Math.max(data.profiles.total, data.projects.total) > page * SEARCH_PAGE_SIZE;
  return (
    <Sections>
      {data.fuzzy && <Muted role="status">{SEARCH_TEXTS.close(q)}</Muted>}
      <Section
        id="profiles"
        title={SEARCH_TEXTS.profiles}
        empty={SEARCH_TEXTS.noProfiles}
        list={data.profiles}
        render={(user) => <ProfileResult key={user.id} user={user} />}
      />
      <Section
        id="projects"
        title={SEARCH_TEXTS.projects}
        empty={SEARCH_TEXTS.noProjects}
        list={data.projects}
        render={(project) => <ProjectResult key={project.id} project={project} />}
      />
      {(page > 1 || more) && (
        <Pager aria-label="Search result pages">
          {page > 1 && (
            <ButtonLink as={Link} $variant="secondary" to={searchPath(q, page - 1)}>
              {SEARCH_TEXTS.previous}
            </ButtonLink>
          )}
          {more && (
            <ButtonLink as={Link} $variant="secondary" to={searchPath(q, page + 1)}>
              {SEARCH_TEXTS.next}
            </ButtonLink>
          )}
        </Pager>
      )}
    </Sections>
  );
}

/**
 * The results of a search: profiles and projects, each ranked by the API (best match first),
 * with loading, empty and error states.
 */
export function SearchResultsView({ q, page }: { q: string; page: number }) {
  const search = useSearch(q, page);
  if (search.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={SEARCH_TEXTS.loading}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} $height="64px" $marginTop="12px" />
        ))}
      </div>
    );
  }
  if (search.isError) {
    return (
      <ErrorState
        title={SEARCH_TEXTS.failed}
        description={SEARCH_TEXTS.failedHint}
        retryLabel={SEARCH_TEXTS.retry}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const data = search.data;
  if (data.profiles.total === 0 && data.projects.total === 0) {
    return <EmptyState title={SEARCH_TEXTS.none(q)} description={SEARCH_TEXTS.noneHint} />;
  }
  return <Results q={q} page={page} data={data} />;
}
