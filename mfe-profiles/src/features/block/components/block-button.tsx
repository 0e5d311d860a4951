import { lazy, Suspense, useState } from 'react';
import { BLOCK_MESSAGES } from '@stackfolio/contract';
import { apiErrorMessage, Button, toast } from '@stackfolio/shared-ui';
import { useBlockStatus, useChangeBlock } from '../api/block-status';

// The confirmation (Radix) loads when Block or Unblock is pressed, not with the profile.
const ConfirmDialog = lazy(() =>
  import('@stackfolio/shared-ui/dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * Block / Unblock on someone else's profile, for a signed-in viewer; both ask first. Nothing
 * tells the blocked person: the toast is the viewer's.
 */
export function BlockButton({ userId, name }: { userId: number; name: string }) {
  const status = useBlockStatus(userId, true);
  const change = useChangeBlock(userId);
  const [open, setOpen] = useState(false);
  const blocked = Boolean(status.data?.blocked);
  const label = blocked ? BLOCK_MESSAGES.unblock : BLOCK_MESSAGES.block;
  const confirm = () =>
    change.mutate(!blocked, {
      onSuccess: (next) => {
        setOpen(false);
        toast({
          title: next.blocked ? `${name} is blocked` : `${name} is unblocked`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: `Could not ${label.toLowerCase()} ${name}`,
          description: apiErrorMessage(error, error.message),
          variant: 'destructive',
        }),
    });
  return (
    <>
      <Button
        $variant="secondary"
        aria-label={`${label} ${name}`}
        disabled={status.isPending || change.isPending}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            onConfirm={confirm}
            pending={change.isPending}
            title={`${label} ${name}`}
            question={
              blocked ? BLOCK_MESSAGES.confirmUnblock(name) : BLOCK_MESSAGES.confirmBlock(name)
            }
            confirmLabel={label}
            pendingLabel={blocked ? 'Unblocking...' : 'Blocking...'}
          />
        </Suspense>
      )}
    </>
  );
}
