import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  MAX_SAVED_SEARCH_NAME,
  SAVED_SEARCH_MESSAGES,
  type AlertFrequency,
} from '@stackfolio/contract';
import {
  Button,
  FieldError,
  Input,
  Label,
  Select,
  apiErrorMessage,
  toast,
} from '@stackfolio/shared-ui';
import { Dialog, DialogClose } from '@stackfolio/shared-ui/dialog';
import { useCreateSavedSearch } from '../api/create-saved-search';
import type { ProfilesFilter } from '../model/profile-filter';
import { savedSearchName, savedSearchQuery } from '../model/saved-search';
import { SAVE_SEARCH_TEXT } from './save-search-text';

/** What a new saved search mails unless the person chooses otherwise. */
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'weekly';

const Field = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

interface SaveSearchDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  filter: ProfilesFilter;
  onSaved(): void;
}

/** Saves the search of the address (POST /api/saved-searches) under a name, with its alerts. */
export function SaveSearchDialog({ open, onOpenChange, filter, onSaved }: SaveSearchDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={SAVE_SEARCH_TEXT.title}
      description={SAVE_SEARCH_TEXT.description}
      width="480px"
    >
      {/* Mounted while open only: each opening starts from the search's own name. */}
      <SaveSearchForm
        filter={filter}
        onSaved={() => {
          onSaved();
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

function SaveSearchForm({ filter, onSaved }: { filter: ProfilesFilter; onSaved(): void }) {
  const [name, setName] = useState(() => savedSearchName(filter));
  const [frequency, setFrequency] = useState(DEFAULT_ALERT_FREQUENCY);
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});
  const save = useCreateSavedSearch();
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: SAVED_SEARCH_MESSAGES.nameEmpty });
      return;
    }
    setErrors({});
    save.mutate(
      { name: name.trim(), query: savedSearchQuery(filter), frequency },
      {
        onSuccess: () => {
          toast({ title: SAVE_SEARCH_TEXT.saved, variant: 'success' });
          onSaved();
        },
        onError: (err) => setErrors({ form: apiErrorMessage(err, SAVE_SEARCH_TEXT.failed) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field>
        <Label htmlFor={`${ids}-name`}>{SAVE_SEARCH_TEXT.name}</Label>
        <Input
          id={`${ids}-name`}
          value={name}
          maxLength={MAX_SAVED_SEARCH_NAME}
          required
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${ids}-name-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {errors.name && (
          <FieldError id={`${ids}-name-error`} role="alert">
            {errors.name}
          </FieldError>
        )}
      </Field>
      <Field>
        <Label htmlFor={`${ids}-frequency`}>{SAVE_SEARCH_TEXT.frequency}</Label>
        <Select
          id={`${ids}-frequency`}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
        >
          {ALERT_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {ALERT_FREQUENCY_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      {errors.form && (
        <Field>
          <FieldError role="alert">{errors.form}</FieldError>
        </Field>
      )}
      <Actions>
        <DialogClose asChild>
          <Button type="button" $variant="secondary">
            {SAVE_SEARCH_TEXT.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? SAVE_SEARCH_TEXT.saving : SAVE_SEARCH_TEXT.save}
        </Button>
      </Actions>
    </form>
  );
}
