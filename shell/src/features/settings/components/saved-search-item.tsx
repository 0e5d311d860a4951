import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  paths,
  type AlertFrequency,
  type SavedSearch,
} from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import { Button, Select } from '@stackfolio/shared-ui';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { describeSavedSearch } from '../describe-saved-search';
import { SAVED_SEARCH_TEXT } from '../saved-search-text';
import { RenameSavedSearchForm } from './rename-saved-search-form';
import { toastFailed, toastUpdated } from './saved-search-toasts';

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
  }
`;

const Name = styled.h3`
  font-size: 1rem;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Filters = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  select {
    width: auto;
  }
`;

/** One saved search: its name (or the rename form), its filters, how often it mails, its actions. */
export function SavedSearchItem({
  search,
  onDelete,
}: {
  search: SavedSearch;
  onDelete(search: SavedSearch): void;
}) {
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateSavedSearch(search.id);
  const renameButton = useRef<HTMLButtonElement>(null);
  // After Save, Cancel or Escape, focus goes back to Rename (the form that had it is gone).
  const closedRename = useRef(false);
  useEffect(() => {
    if (renaming || !closedRename.current) return;
    closedRename.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  const frequencyId = `saved-search-frequency-${search.id}`;
  // The choice shows at once; the list takes the server's answer when it comes.
  const frequency = (update.isPending && update.variables.frequency) || search.frequency;
  const changeFrequency = (next: AlertFrequency) =>
    update.mutate(
      { frequency: next },
      {
        onSuccess: toastUpdated,
        onError: (error) => toastFailed(SAVED_SEARCH_TEXT.updateFailed, error),
      },
    );
  const profiles = paths.browseProfiles();
  // The row's name after each action's word, for screen readers moving from control to control.
  const hidden = <span className="sr-only"> {search.name}</span>;

  return (
    <Row>
      {renaming ? (
        <RenameSavedSearchForm
          search={search}
          onClose={() => {
            closedRename.current = true;
            setRenaming(false);
          }}
        />
      ) : (
        <Name>{search.name}</Name>
      )}
      <Filters>{describeSavedSearch(search.query)}</Filters>
      <Controls>
        <label htmlFor={frequencyId}>
          {SAVED_SEARCH_TEXT.frequency}
          <span className="sr-only"> for {search.name}</span>
        </label>
        <Select
          id={frequencyId}
          value={frequency}
          onChange={(event) => changeFrequency(event.target.value as AlertFrequency)}
        >
          {ALERT_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {ALERT_FREQUENCY_LABELS[value]}
            </option>
          ))}
        </Select>
        <Link to={search.query ? `${profiles}?${search.query}` : profiles}>
          {SAVED_SEARCH_TEXT.open}
          {hidden}
        </Link>
        {!renaming && (
          <Button ref={renameButton} $variant="secondary" onClick={() => setRenaming(true)}>
            {SAVED_SEARCH_TEXT.rename}
            {hidden}
          </Button>
        )}
        <Button $variant="secondary" onClick={() => onDelete(search)}>
          {SAVED_SEARCH_TEXT.delete}
          {hidden}
        </Button>
      </Controls>
    </Row>
  );
}
