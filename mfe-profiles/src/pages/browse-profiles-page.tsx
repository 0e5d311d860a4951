import styled from 'styled-components';
import { media, Page, PageTitle, useDocumentMeta } from '@stackfolio/shared-ui';
import { TEXT } from '../constants';
import { ProfileSearch } from '../features/browse-profiles/components/profile-search';
import { ProfileFilters } from '../features/browse-profiles/components/profile-filters';
import { ProfileResults } from '../features/browse-profiles/components/profile-results';
import { SaveSearchButton } from '../features/browse-profiles/components/save-search-button';
import { useAddressText } from '../features/browse-profiles/hooks/use-address-text';
import { useProfileFilter } from '../features/browse-profiles/hooks/use-profile-filter';
import { clearedFilter } from '../features/browse-profiles/model/profile-filter';
import { profilesMeta } from '../features/browse-profiles/model/profiles-meta';

const FILTERS_FORM = 'profile-filters';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space(4)};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.lg} {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;

/**
 * /profiles: server-side search (debounced) and filters over every profile, a page at a time,
 * all in the address (`?q=&skill=&location=&open=1&workplace=&type=&sort=`), so a search can be
 * shared and crawled; `?skill=` is also where the skill links of profiles lead. Signed in, the
 * search can be saved, with e-mailed alerts of new matches.
 */
export function BrowseProfilesPage() {
  const { filter, update } = useProfileFilter();
  const [q, setQ] = useAddressText('q', filter.q, update);
  const [location, setLocation] = useAddressText('location', filter.location, update);
  const meta = profilesMeta(filter);
  useDocumentMeta(meta.title, meta.description);

  const clearTexts = () => {
    setQ('');
    setLocation('');
  };
  const clearAll = () => {
    clearTexts();
    update(clearedFilter);
  };

  return (
    <Page>
      <Header>
        <PageTitle>{TEXT.browseTitle}</PageTitle>
        <SaveSearchButton filter={filter} />
      </Header>
      <ProfileSearch value={q} onChange={setQ} form={FILTERS_FORM} />
      <Layout>
        <ProfileFilters
          id={FILTERS_FORM}
          filter={filter}
          update={update}
          location={location}
          onLocationChange={setLocation}
          onApply={() => update((f) => ({ ...f, q: q.trim(), location: location.trim() }))}
          onClear={clearTexts}
        />
        <div>
          <ProfileResults filter={filter} onClear={clearAll} />
        </div>
      </Layout>
    </Page>
  );
}
