import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { paths } from '@stackfolio/contract';
import { Button, useAuth } from '@stackfolio/shared-ui';
import { Link } from '@stackfolio/shared-ui/router';
import type { ProfilesFilter } from '../model/profile-filter';
import { savedSearchQuery } from '../model/saved-search';
import { SAVE_SEARCH_TEXT } from './save-search-text';

// The dialog (Radix) loads when the button is pressed: visitors, who never see it, never fetch it.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })),
);

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * "Save this search" for a signed-in person: the address's filters, named, with e-mailed
 * alerts. Once saved, a link to Settings stays beside it (the toast that says so is gone in
 * seconds and holds no link).
 */
export function SaveSearchButton({ filter }: { filter: ProfilesFilter }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  // Once loaded, the dialog stays mounted so that closing it runs as Radix closes a dialog.
  const [asked, setAsked] = useState(false);
  const [savedQuery, setSavedQuery] = useState<string | null>(null);
  if (!user) return null;
  const query = savedSearchQuery(filter);
  return (
    <Row>
      <Button
        $variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {SAVE_SEARCH_TEXT.button}
      </Button>
      {savedQuery === query && <Link to={paths.settings()}>{SAVE_SEARCH_TEXT.manage}</Link>}
      {asked && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={open}
            onOpenChange={setOpen}
            filter={filter}
            onSaved={() => setSavedQuery(query)}
          />
        </Suspense>
      )}
    </Row>
  );
}
