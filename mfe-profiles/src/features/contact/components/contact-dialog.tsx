import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  MAX_CONTACT_BODY,
  MAX_CONTACT_SUBJECT,
  contactBodyProblem,
  contactSubjectProblem,
} from '@stackfolio/contract';
import {
  Button,
  FieldError,
  Input,
  Label,
  TextArea,
  apiErrorMessage,
  toast,
} from '@stackfolio/shared-ui';
import { Dialog, DialogClose } from '@stackfolio/shared-ui/dialog';
import { useSendContact } from '../api/contact';

const Field = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
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

export const CONTACT_TEXT = {
  button: 'Contact',
  title: (name: string) => `Contact ${name}`,
  description:
    'They get your message by e-mail and in their Stackfolio inbox. An answer by e-mail comes to your own address.',
  subject: 'Subject',
  body: 'Message',
  counter: (used: number, max: number) => `${used}/${max}`,
  send: 'Send message',
  sending: 'Sending...',
  cancel: 'Cancel',
  failed: 'The message could not be sent',
} as const;

export interface ContactDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  userId: number;
  name: string;
}

/**
 * Contact a person (POST /api/users/{id}/contact): a subject and a message, each with a counter
 * and the rules the server applies; the server's refusals (policy, block, limit) show in the form.
 */
export function ContactDialog({ open, onOpenChange, userId, name }: ContactDialogProps) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; body?: string; form?: string }>({});
  const send = useSendContact(userId);
  const ids = useId();
  const close = () => {
    setSubject('');
    setBody('');
    setErrors({});
    onOpenChange(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      subject: contactSubjectProblem(subject) ?? undefined,
      body: contactBodyProblem(body) ?? undefined,
    };
    setErrors(found);
    if (found.subject || found.body) return;
    send.mutate(
      { subject: subject.trim(), body: body.trim() },
      {
        onSuccess: (answer) => {
          toast({ title: answer.message, variant: 'success' });
          close();
        },
        onError: (err) => setErrors({ form: apiErrorMessage(err, CONTACT_TEXT.failed) }),
      },
    );
  };
  const describedBy = (field: 'subject' | 'body') =>
    `${ids}-${field}-counter${errors[field] ? ` ${ids}-${field}-error` : ''}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={CONTACT_TEXT.title(name)}
      description={CONTACT_TEXT.description}
      width="520px"
    >
      <form onSubmit={submit} noValidate>
        <Field>
          <Label htmlFor={`${ids}-subject`}>{CONTACT_TEXT.subject}</Label>
          <Input
            id={`${ids}-subject`}
            value={subject}
            maxLength={MAX_CONTACT_SUBJECT}
            aria-invalid={Boolean(errors.subject)}
            aria-describedby={describedBy('subject')}
            onChange={(e) => setSubject(e.target.value)}
          />
          <Counter id={`${ids}-subject-counter`}>
            {CONTACT_TEXT.counter(subject.length, MAX_CONTACT_SUBJECT)}
          </Counter>
          {errors.subject && (
            <FieldError id={`${ids}-subject-error`} role="alert">
              {errors.subject}
            </FieldError>
          )}
        </Field>
        <Field>
          <Label htmlFor={`${ids}-body`}>{CONTACT_TEXT.body}</Label>
          <TextArea
            id={`${ids}-body`}
            value={body}
            rows={6}
            maxLength={MAX_CONTACT_BODY}
            aria-invalid={Boolean(errors.body)}
            aria-describedby={describedBy('body')}
            onChange={(e) => setBody(e.target.value)}
          />
          <Counter id={`${ids}-body-counter`} aria-live="polite">
            {CONTACT_TEXT.counter(body.length, MAX_CONTACT_BODY)}
          </Counter>
          {errors.body && (
            <FieldError id={`${ids}-body-error`} role="alert">
              {errors.body}
            </FieldError>
          )}
        </Field>
        {errors.form && <FieldError role="alert">{errors.form}</FieldError>}
        <Actions>
          <DialogClose asChild>
            <Button type="button" $variant="secondary">
              {CONTACT_TEXT.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? CONTACT_TEXT.sending : CONTACT_TEXT.send}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
