import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { commentProblem, type ProjectComment } from '@stackfolio/contract';
import { Button, FieldError, Label, TextArea, apiErrorMessage } from '@stackfolio/shared-ui';
import { useEditComment } from '../api/edit-comment';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  textarea {
    min-height: 80px;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
`;

/**
 * The author's inline edit of a comment: the text in a box, Save and Cancel (Escape cancels too).
 * The posting rules and messages (commentProblem) are checked before sending; the server's
 * answer is shown the same way. `onDone(saved)` closes it.
 */
export function CommentEditForm({
  comment,
  onDone,
}: {
  comment: ProjectComment;
  onDone: (saved: boolean) => void;
}) {
  const [text, setText] = useState(comment.content);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const edit = useEditComment(comment.projectId);
  useEffect(() => box.current?.focus(), []);

  const id = `edit-comment-${comment.id}`;
  const errorId = `${id}-error`;
  const fail = (message: string) => {
    setError(message);
    box.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = commentProblem(text);
    if (problem) return fail(problem);
    edit.mutate(
      { commentId: comment.id, content: text },
      {
        onSuccess: () => onDone(true),
        onError: (err) => fail(apiErrorMessage(err, err.message)),
      },
    );
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation(); // inside the project dialog: close the edit, not the dialog
      onDone(false);
    }
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Edit comment">
      <Label htmlFor={id}>Edit your comment</Label>
      <TextArea
        id={id}
        ref={box}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={cancelOnEscape}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => onDone(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Actions>
    </Form>
  );
}
