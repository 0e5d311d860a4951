import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  MAX_REPORT_NOTE,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_MESSAGES,
  reportNoteProblem,
  reportResponseSchema,
  type ReportReason,
  type ReportType,
} from '@stackfolio/contract';
import {
  Button,
  FieldError,
  Label,
  TextArea,
  apiErrorMessage,
  apiJson,
  toast,
} from '@stackfolio/shared-ui';
import { Dialog, DialogClose } from './dialog';

const Reasons = styled.fieldset`
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

const Counter = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  text-align: right;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export const REPORT_TEXT = {
  title: (what: string) => `Report ${what}`,
  reason: 'Why are you reporting this?',
  note: 'Note (optional)',
  counter: (used: number) => `${used}/${MAX_REPORT_NOTE}`,
  send: 'Send report',
  sending: 'Sending...',
  cancel: 'Cancel',
  failed: 'The report could not be sent',
} as const;

export interface ReportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  type: ReportType;
  id: number;
  /** What is reported, as the title says it: "this project", "Ada's comment". */
  what: string;
}

/**
 * Report a profile, project or comment (POST /api/reports): a labelled group of reasons and an
 * optional note with a counter. The server's answer (thanks, or "already reported") is a toast.
 */
export function ReportDialog({ open, onOpenChange, type, id, what }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = useId();
  const close = () => {
    setReason(null);
    setNote('');
    setError(null);
    onOpenChange(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = reason ? reportNoteProblem(note) : REPORT_MESSAGES.invalidReason;
    setError(problem);
    if (problem || !reason) return;
    setPending(true);
    try {
      const body = { type, id, reason, ...(note.trim() ? { note: note.trim() } : {}) };
      const answer = await apiJson(reportResponseSchema, 'POST', '/api/reports', body);
      toast({ title: answer.message, variant: 'success' });
      close();
    } catch (err) {
      const message = apiErrorMessage(err, REPORT_TEXT.failed);
      setError(message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={REPORT_TEXT.title(what)}
      width="480px"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Reasons role="radiogroup" aria-labelledby={`${ids}-legend`}>
          <legend id={`${ids}-legend`}>{REPORT_TEXT.reason}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${ids}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </Reasons>
        <Label htmlFor={`${ids}-note`}>{REPORT_TEXT.note}</Label>
        <TextArea
          id={`${ids}-note`}
          value={note}
          maxLength={MAX_REPORT_NOTE}
          rows={3}
          aria-describedby={`${ids}-counter${error ? ` ${ids}-error` : ''}`}
          onChange={(e) => setNote(e.target.value)}
        />
        <Counter id={`${ids}-counter`} aria-live="polite">
          {REPORT_TEXT.counter(note.length)}
        </Counter>
        {error && (
          <FieldError id={`${ids}-error`} role="alert">
            {error}
          </FieldError>
        )}
        <Actions>
          <DialogClose asChild>
            <Button type="button" $variant="secondary">
              {REPORT_TEXT.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={pending}>
            {pending ? REPORT_TEXT.sending : REPORT_TEXT.send}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
