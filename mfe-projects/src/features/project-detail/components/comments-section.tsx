import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, useAuth } from '@stackfolio/shared-ui';
import { Tooltip } from '@stackfolio/shared-ui/tooltip';
import { useAddComment } from '../api/add-comment';
import { useCommentCount } from '../api/get-comments';
import { CommentList } from './comment-list';

// The form (react-hook-form, zod) loads when someone opens it: the project's page is public and
// server-rendered, and its first scripts carry no form library.
const CommentForm = lazy(() => import('./comment-form').then((m) => ({ default: m.CommentForm })));

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2,
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

/** A speech bubble drawn as SVG: an emoji shows as an empty box in fonts without emoji. */
function CommentIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 2v11h2v2l2.5-2H20V5Z" />
    </svg>
  );
}

/**
 * Comment toggle (with the count), the comment box it reveals (docs/product.md §2), and the list. A
 * signed-out visitor may type, but sending asks them to sign in (`onSignInRequired`).
 */
export function CommentsSection({
  projectId,
  projectOwnerId,
  signedIn,
  onSignInRequired,
  headingLevel = 3,
}: {
  projectId: number;
  /** Who may delete any comment here (besides admins). */
  projectOwnerId: number;
  signedIn: boolean;
  onSignInRequired: () => void;
  /** 3 inside the dialog (its title is the h2); 2 on the project's page. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [boxOpen, setBoxOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { user, isAdmin } = useAuth();
  const viewer = { user: user && { id: user.id, isAdmin }, projectOwnerId };
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
      <Heading id={`comments-${projectId}`} ref={heading} tabIndex={-1}>
        Comments
      </Heading>
      <div>
        <Tooltip label={boxOpen ? 'Hide the comment box' : 'Write a comment'}>
          <Button
            $variant="secondary"
            aria-expanded={boxOpen}
            onClick={() => setBoxOpen((open) => !open)}
          >
            <CommentIcon /> Comment{count.data ? ` (${count.data.count})` : ''}
          </Button>
        </Tooltip>
      </div>
      {boxOpen && (
        <Suspense fallback={null}>
          <CommentForm projectId={projectId} onSend={send} />
        </Suspense>
      )}
      <CommentList projectId={projectId} viewer={viewer} focusAfterDelete={() => heading.current} />
    </Section>
  );
}
