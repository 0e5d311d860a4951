import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@stackfolio/shared-ui';
import { Dialog, DialogClose } from './dialog';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  /** While the action is on its way: the button says so and cannot be pressed twice. */
  pending: boolean;
  title: ReactNode;
  question: ReactNode;
  confirmLabel?: string;
  pendingLabel?: string;
  /** Where focus goes on close when the button that opened it is gone (see Dialog). */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * A confirmation before something is destroyed: the title, the question, Cancel and a danger
 * button. A Radix dialog: focus moves in, Escape and Cancel close it, focus returns to the
 * button that opened it (or `fallbackFocus` when that button went with what was deleted).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
  title,
  question,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  fallbackFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={question}
      width="440px"
      fallbackFocus={fallbackFocus}
    >
      <Actions>
        <DialogClose asChild>
          <Button $variant="secondary">Cancel</Button>
        </DialogClose>
        <Button $variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
