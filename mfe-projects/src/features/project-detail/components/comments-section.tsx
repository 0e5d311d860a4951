import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@stackfolio/shared-ui';
import { useAddComment } from '../api/add-comment';
import { useCommentCount } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

/**
 * Comment toggle (with the count), the comment box it reveals (docs/product.md §2), and the list. A
 * signed-out visitor may type, but sending asks them to sign in (`onSignInRequired`).
 */
export function CommentsSection({
  projectId,
  signedIn,
  onSignInRequired,
}: {
  projectId: number;
  signedIn: boolean;
  onSignInRequired: () => void;
}) {
  const [boxOpen, setBoxOpen] = useState(false);
  const count = useCommentCount(projectId);
  const add = useAddComment(projectId);
  const send = async (content: string) => {
    if (!signedIn) {
      onSignInRequired();
      return false;
    }
    try {
      await add.mutateAsync(content);
      return true;
    } catch {
      return false; // the mutation already told the user
    }
  };
  return (
    <Section aria-labelledby={`comments-${projectId}`}>
      <h3 id={`comments-${projectId}`}>Comments</h3>
      <div>
        <Button
          $variant="secondary"
          aria-expanded={boxOpen}
          onClick={() => setBoxOpen((open) => !open)}
        >
          <span aria-hidden="true">💬</span> Comment{count.data ? ` (${count.data.count})` : ''}
        </Button>
      </div>
      {boxOpen && <CommentForm projectId={projectId} onSend={send} />}
      <CommentList projectId={projectId} />
    </Section>
  );
}
