import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { commentRequestSchema, type CommentRequest } from '@stackfolio/contract';
import { Button, FieldError, Label, TextArea } from '@stackfolio/shared-ui';

/** docs/product.md §5: the API's rules and messages (trimmed, not empty, at most 2000). */
type CommentValues = CommentRequest;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  textarea {
    min-height: 80px;
  }
  button {
    justify-self: end;
  }
`;

/** The comment box; `onSend` resolves true when the comment was posted (the box then clears). */
export function CommentForm({
  projectId,
  onSend,
}: {
  projectId: number;
  onSend: (content: string) => Promise<boolean>;
}) {
  const { register, handleSubmit, watch, reset, formState } = useForm<CommentValues>({
    resolver: zodResolver(commentRequestSchema),
    defaultValues: { content: '' },
  });
  const empty = watch('content').trim() === '';
  const onSubmit = handleSubmit(async ({ content }) => {
    if (await onSend(content)) reset();
  });
  const id = `comment-${projectId}`;
  const error = formState.errors.content?.message;
  return (
    <Form onSubmit={onSubmit} noValidate>
      <Label htmlFor={id}>Your comment</Label>
      <TextArea
        id={id}
        {...register('content')}
        placeholder="Share your thoughts on this project"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
      <Button type="submit" disabled={empty || formState.isSubmitting}>
        {formState.isSubmitting ? 'Posting...' : 'Post Comment'}
      </Button>
    </Form>
  );
}
