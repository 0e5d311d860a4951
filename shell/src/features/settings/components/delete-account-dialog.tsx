import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@stackfolio/shared-ui';
import { Dialog, DialogClose } from '@stackfolio/shared-ui/dialog';
import { DELETED_WITH_ACCOUNT } from '../../../constants';
import { FormField, PasswordInput, useDeleteAccount } from '../../auth';
import { SecondFactorField } from '../../two-factor';
import { secondFactorOf } from '@stackfolio/contract';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * Danger Zone: Delete Account asks 'Are you absolutely sure?' first (docs/product.md §2 Settings)
 * and the current password (re-authentication). A refusal keeps the dialog open to retry.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [factor, setFactor] = useState('');
  const mutation = useDeleteAccount();
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { password, ...secondFactorOf(factor) },
      {
        onError: () => {
          setPassword('');
          setFactor('');
        },
      },
    );
  };
  const changeOpen = (next: boolean) => {
    if (mutation.isPending) return;
    setOpen(next);
    setPassword('');
    setFactor('');
  };

  return (
    <>
      <Button $variant="danger" onClick={() => changeOpen(true)}>
        Delete Account
      </Button>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title="Are you absolutely sure?"
        description="This action cannot be undone. This will permanently delete your account and remove all of your data, including:"
      >
        <ul>
          {DELETED_WITH_ACCOUNT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <form onSubmit={confirm} noValidate>
          <FormField id="delete-password" label="Your password">
            <PasswordInput
              id="delete-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              toggleLabel="your password"
              autoComplete="current-password"
              required
            />
          </FormField>
          <SecondFactorField id="delete-code" value={factor} onChange={setFactor} />
          <Actions>
            <DialogClose asChild>
              <Button type="button" $variant="secondary" disabled={mutation.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" $variant="danger" disabled={mutation.isPending || !password}>
              {mutation.isPending ? 'Deleting Account...' : 'Delete Account'}
            </Button>
          </Actions>
        </form>
      </Dialog>
    </>
  );
}
