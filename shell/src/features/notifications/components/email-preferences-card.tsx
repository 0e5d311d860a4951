import { Fragment, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  EMAIL_KINDS,
  EMAIL_KIND_LABELS,
  EMAIL_KIND_MODES,
  EMAIL_PREFERENCE_MESSAGES,
  emailModeLabel,
  type EmailMode,
  type EmailPreferences,
} from '@stackfolio/contract';
import {
  apiErrorMessage,
  Button,
  Card,
  CardTitle,
  ErrorState,
  Input,
  Skeleton,
  toast,
} from '@stackfolio/shared-ui';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';

const Rows = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(10rem, 14rem);
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Select = styled(Input).attrs({ as: 'select' })`
  cursor: pointer;
`;

function PreferencesForm({ saved }: { saved: EmailPreferences }) {
  const [choice, setChoice] = useState<EmailPreferences>(saved);
  const save = useSaveEmailPreferences();
  const changed = EMAIL_KINDS.filter((kind) => choice[kind] !== saved[kind]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Object.fromEntries(changed.map((kind) => [kind, choice[kind]])), {
      onSuccess: () => toast({ title: EMAIL_PREFERENCE_MESSAGES.saved, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Could not save the e-mail preferences',
          description: apiErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <form onSubmit={submit}>
      <Rows>
        {EMAIL_KINDS.map((kind) => (
          <Fragment key={kind}>
            <label htmlFor={`email-${kind}`}>{EMAIL_KIND_LABELS[kind]}</label>
            <Select
              id={`email-${kind}`}
              value={choice[kind]}
              onChange={(event) =>
                setChoice({ ...choice, [kind]: event.target.value as EmailMode })
              }
            >
              {EMAIL_KIND_MODES[kind].map((mode) => (
                <option key={mode} value={mode}>
                  {emailModeLabel(kind, mode)}
                </option>
              ))}
            </Select>
          </Fragment>
        ))}
      </Rows>
      <Button type="submit" disabled={save.isPending || changed.length === 0}>
        {save.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

/**
 * Settings → E-mail notifications: per kind, the modes it offers (right away, in a daily digest,
 * or off; the weekly summary every Monday or off).
 */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  return (
    <Card aria-labelledby="email-preferences-title">
      <CardTitle id="email-preferences-title">{EMAIL_PREFERENCE_MESSAGES.title}</CardTitle>
      <p>{EMAIL_PREFERENCE_MESSAGES.hint}</p>
      {preferences.isError ? (
        <ErrorState
          title="Unable to load your e-mail preferences"
          description={apiErrorMessage(preferences.error, 'Please try again.')}
          onRetry={() => void preferences.refetch()}
        />
      ) : preferences.data ? (
        <PreferencesForm saved={preferences.data} />
      ) : (
        <Skeleton $height="160px" aria-label="Loading e-mail preferences" />
      )}
    </Card>
  );
}
