import { useState } from 'react';
import styled from 'styled-components';
import { paths, type SavedSearch } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import { apiErrorMessage, Card, CardTitle, ErrorState, Skeleton } from '@stackfolio/shared-ui';
import { useSavedSearches } from '../api/get-saved-searches';
import { SAVED_SEARCH_TEXT } from '../saved-search-text';
import { DeleteSavedSearchDialog } from './delete-saved-search-dialog';
import { SavedSearchItem } from './saved-search-item';

const TITLE_ID = 'saved-searches-title';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * Settings → Saved searches: the /profiles searches the person saved, each with how often it
 * mails new matches (changed at once), Rename and Delete. Saving happens on Browse Profiles.
 */
export function SavedSearchesCard() {
  const searches = useSavedSearches();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const list = searches.data ?? [];
  return (
    <Card aria-labelledby={TITLE_ID}>
      {/* Focusable from code: it takes focus when a deleted search's row goes. */}
      <CardTitle id={TITLE_ID} tabIndex={-1}>
        {SAVED_SEARCH_TEXT.title}
      </CardTitle>
      <p>{SAVED_SEARCH_TEXT.hint}</p>
      {searches.isPending && <Skeleton $height="96px" aria-label={SAVED_SEARCH_TEXT.loading} />}
      {searches.isError && (
        <ErrorState
          title={SAVED_SEARCH_TEXT.loadFailed}
          description={apiErrorMessage(searches.error, SAVED_SEARCH_TEXT.retry)}
          onRetry={() => void searches.refetch()}
        />
      )}
      {searches.isSuccess && list.length === 0 && (
        <p>
          {SAVED_SEARCH_TEXT.emptyBefore}
          <Link to={paths.browseProfiles()}>{SAVED_SEARCH_TEXT.emptyLink}</Link>
          {SAVED_SEARCH_TEXT.emptyAfter}
        </p>
      )}
      {list.length > 0 && (
        <List aria-label={SAVED_SEARCH_TEXT.title}>
          {list.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              onDelete={(chosen) => {
                setDeleting(chosen);
                setConfirmOpen(true);
              }}
            />
          ))}
        </List>
      )}
      <DeleteSavedSearchDialog
        search={deleting}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        fallbackFocus={() => document.getElementById(TITLE_ID)}
      />
    </Card>
  );
}
