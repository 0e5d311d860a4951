import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { Button, Label, TextArea } from '@stackfolio/shared-ui';

/** docs/product.md §5: comments are trimmed and empty ones cannot be sent. */
const commentSchema = z.object({ content: z.string().trim().min(1, 'Required') });
type CommentValues = z.infer<typeof commentSchema>;

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
    resolver: zodResolver(commentSchema),
    defaultValues: { content: '' },
  });
  const empty = watch('content').trim() === '';
  const onSubmit = handleSubmit(async ({ content }) => {
    if (await onSend(content)) reset();
  });
  const id = `comment-${projectId}`;
  return (
    <Form onSubmit={onSubmit} noValidate>
      <Label htmlFor={id}>Your comment</Label>
      <TextArea
        id={id}
        {...register('content')}
        placeholder="Share your thoughts on this project"
      />
      <Button type="submit" disabled={empty || formState.isSubmitting}>
        {formState.isSubmitting ? 'Posting...' : 'Post Comment'}
      </Button>
    </Form>
  );
}
