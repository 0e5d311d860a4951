import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CONTACT_MESSAGES,
  CONTACT_POLICIES,
  CONTACT_POLICY_LABELS,
  paths,
  type ContactPolicy,
} from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import { apiErrorMessage, Button, Card, CardTitle, toast } from '@stackfolio/shared-ui';
import { useSaveContactPolicy } from '../api/contact-policy';

const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
    padding: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
  }
`;

/**
 * Settings → Contact requests: who may send the account a message from its profile. With
 * "Nobody" the profile shows no Contact button.
 */
export function ContactPolicyCard({ current }: { current: ContactPolicy }) {
  const [choice, setChoice] = useState<ContactPolicy>(current);
  const save = useSaveContactPolicy();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice, {
      onSuccess: () => toast({ title: CONTACT_MESSAGES.policySaved, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Could not save the contact settings',
          description: apiErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Card aria-labelledby="contact-title">
      <CardTitle id="contact-title">Contact requests</CardTitle>
      <p>
        Signed-in people with a confirmed address can send you a short message from your profile. It
        arrives by e-mail and in <Link to={paths.messages()}>Messages</Link>; your address stays
        private until you answer.
      </p>
      <form onSubmit={submit}>
        <Choices>
          <legend>Who may contact you</legend>
          {CONTACT_POLICIES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="contactPolicy"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {CONTACT_POLICY_LABELS[value]}
            </label>
          ))}
        </Choices>
        <Button type="submit" disabled={save.isPending || choice === current}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </Card>
  );
}
