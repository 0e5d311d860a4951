import { useId, useState } from 'react';
import styled from 'styled-components';
import { MAX_MODERATION_REASON, moderationReasonProblem } from '@stackfolio/contract';
import { Button, FieldError, Label, TextArea } from '@stackfolio/shared-ui';
import { Dialog, DialogClose } from '@stackfolio/shared-ui/dialog';
import { TEXT } from '../../../constants';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

export interface ModerationDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The action's label, e.g. "Hide". */
  action: string;
  /** What it acts on, as the queue names it. */
  target: string;
  pending: boolean;
  onConfirm(reason: string): void;
}

/** Asks a moderator for a short reason before an action (the server checks the same rule). */
export function ModerationDialog(props: ModerationDialogProps) {
  const { open, onOpenChange, action, target, pending, onConfirm } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = () => {
    const problem = moderationReasonProblem(reason);
    setError(problem);
    if (!problem) onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setError(null);
        }
        onOpenChange(next);
      }}
      title={TEXT.queue.confirm(action, target)}
      width="480px"
    >
      <Label htmlFor={`${id}-reason`}>{TEXT.queue.reason}</Label>
      <TextArea
        id={`${id}-reason`}
        value={reason}
        maxLength={MAX_MODERATION_REASON}
        rows={3}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => setReason(e.target.value)}
      />
      <Hint id={`${id}-hint`}>{TEXT.queue.reasonHint}</Hint>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <Actions>
        <DialogClose asChild>
          <Button $variant="secondary">{TEXT.queue.cancel}</Button>
        </DialogClose>
        <Button $variant="danger" onClick={submit} disabled={pending}>
          {pending ? TEXT.queue.working : action}
        </Button>
      </Actions>
    </Dialog>
  );
}
