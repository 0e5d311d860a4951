import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  MAX_SAVED_SEARCH_NAME,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
} from '@stackfolio/contract';
import { Button, FieldError, Input, Label } from '@stackfolio/shared-ui';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { SAVED_SEARCH_TEXT } from '../saved-search-text';
import { toastFailed, toastUpdated } from './saved-search-toasts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** The API's own rules for a name, checked before sending so the message shows at the field. */
function nameProblem(name: string): string | undefined {
  if (!name) return SAVED_SEARCH_MESSAGES.nameEmpty;
  if (name.length > MAX_SAVED_SEARCH_NAME) return SAVED_SEARCH_MESSAGES.nameTooLong;
  return undefined;
}

/** A saved search's name, edited in place: Save sends it, Cancel or Escape keeps the old one. */
export function RenameSavedSearchForm({
  search,
  onClose,
}: {
  search: SavedSearch;
  onClose(): void;
}) {
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string>();
  const update = useUpdateSavedSearch(search.id);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const id = `saved-search-name-${search.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    const problem = nameProblem(next);
    setError(problem);
    if (problem) return input.current?.focus();
    if (next === search.name) return onClose();
    update.mutate(
      { name: next },
      {
        onSuccess: () => {
          toastUpdated();
          onClose();
        },
        onError: (failure) => toastFailed(SAVED_SEARCH_TEXT.updateFailed, failure),
      },
    );
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || update.isPending) return;
    event.preventDefault();
    onClose();
  };

  return (
    <form onSubmit={submit} onKeyDown={cancelOnEscape} noValidate>
      <Label htmlFor={id}>{SAVED_SEARCH_TEXT.newName}</Label>
      <Input
        id={id}
        ref={input}
        value={name}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <Actions>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? SAVED_SEARCH_TEXT.saving : SAVED_SEARCH_TEXT.save}
        </Button>
        <Button $variant="secondary" onClick={onClose} disabled={update.isPending}>
          {SAVED_SEARCH_TEXT.cancel}
        </Button>
      </Actions>
    </form>
  );
}
