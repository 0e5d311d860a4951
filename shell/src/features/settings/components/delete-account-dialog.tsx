import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@stackfolio/shared-ui';
import { Dialog, DialogClose } from '@stackfolio/shared-ui/dialog';
import { DELETED_WITH_ACCOUNT } from '../../../constants';
import { useDeleteAccount } from '../../auth/api/delete-account';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** Danger Zone: Delete Account asks 'Are you absolutely sure?' first (docs/product.md §2 Settings). */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteAccount();
  const confirm = () => mutation.mutate(undefined, { onError: () => setOpen(false) });

  return (
    <>
      <Button $variant="danger" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !mutation.isPending && setOpen(next)}
        title="Are you absolutely sure?"
        description="This action cannot be undone. This will permanently delete your account and remove all of your data, including:"
      >
        <ul>
          {DELETED_WITH_ACCOUNT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Actions>
          <DialogClose asChild>
            <Button $variant="secondary" disabled={mutation.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button $variant="danger" onClick={confirm} disabled={mutation.isPending}>
            {mutation.isPending ? 'Deleting Account...' : 'Delete Account'}
          </Button>
        </Actions>
      </Dialog>
    </>
  );
}
