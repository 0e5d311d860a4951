import styled from 'styled-components';
import { Page, PageTitle, useDocumentMeta } from '@stackfolio/shared-ui';
import { useSearchParams } from '@stackfolio/shared-ui/router';
import { SEARCH_MAX_LENGTH, SearchForm, SearchResultsView } from '../features/search';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PageSearch = styled(SearchForm)`
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** `?page=` as a whole number from 1 (anything else is page 1). */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/**
 * /search?q=…: profiles and projects matching the words, ranked by the API. Public;
 * the server renders its frame (title, search box, loading state) and the browser fetches the
 * results. Its own search box serves visitors who have no top-bar box (signed out, small screens).
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const page = pageOf(params.get('page'));
  useDocumentMeta(q ? `Search results for "${q}"` : 'Search');
  return (
    <Page>
      <PageTitle>{q ? `Search results for "${q}"` : 'Search'}</PageTitle>
      <PageSearch
        key={q}
        id="page-search"
        landmark="Profiles and projects"
        label="Search profiles and projects"
        placeholder="Name, skill, job title or project words"
        initialTerm={q}
      />
      {q ? (
        <SearchResultsView q={q} page={page} />
      ) : (
        <Intro>Type a name, a skill, a job title or words from a project, then press Enter.</Intro>
      )}
    </Page>
  );
}
