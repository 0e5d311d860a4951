import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { commentPermissions, type ProjectComment } from '@stackfolio/contract';
import { Button, useTimeAgo } from '@stackfolio/shared-ui';
import { PersonRow } from '../../../components/person-list';
import { MESSAGES } from '../../../constants';
import { CommentEditForm } from './comment-edit-form';
import { ReportButton } from './report-button';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Small = styled(Button)`
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  font-size: 0.875rem;
`;

const SmallReport = styled(ReportButton)`
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  font-size: 0.875rem;
`;

/** Who looks at the comments: for the Edit and Delete a comment offers them. */
export interface CommentViewer {
  user: { id: number; isAdmin: boolean } | null;
  projectOwnerId: number;
}

/**
 * One comment: its author, when it was posted ("edited" when changed since), the text, and for
 * those who may, Edit (its author: the text becomes an inline form) and Delete (its author, the
 * project's owner, an admin: `onDelete` asks first); anyone else signed in may Report it.
 */
export function CommentItem({
  comment,
  viewer,
  onDelete,
}: {
  comment: ProjectComment;
  viewer: CommentViewer;
  onDelete: (comment: ProjectComment) => void;
}) {
  const timeAgo = useTimeAgo();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Back to the Edit button once the form has closed and the button is rendered again.
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const may = commentPermissions(
    { authorId: comment.user.id, projectOwnerId: viewer.projectOwnerId },
    viewer.user,
  );
  const mayReport = viewer.user !== null && viewer.user.id !== comment.user.id;
  const closeEdit = () => {
    refocus.current = true;
    setEditing(false);
  };
  return (
    <PersonRow person={comment.user} avatarSize={32}>
      {(name) => (
        <>
          <strong>{name}</strong>{' '}
          <small>
            {timeAgo(comment.createdAt)}
            {comment.editedAt && ` · ${MESSAGES.commentEdited}`}
          </small>
          {editing ? (
            <CommentEditForm comment={comment} onDone={closeEdit} />
          ) : (
            <p>{comment.content}</p>
          )}
          {!editing && (may.canEdit || may.canDelete || mayReport) && (
            <Actions>
              {may.canEdit && (
                <Small
                  ref={editButton}
                  $variant="ghost"
                  aria-label="Edit your comment"
                  onClick={() => setEditing(true)}
                >
                  Edit
                </Small>
              )}
              {may.canDelete && (
                <Small
                  $variant="ghost"
                  aria-label={`Delete comment by ${name}`}
                  onClick={() => onDelete(comment)}
                >
                  Delete
                </Small>
              )}
              {mayReport && (
                <SmallReport
                  type="comment"
                  id={comment.id}
                  what={`${name}'s comment`}
                  label={`Report comment by ${name}`}
                />
              )}
            </Actions>
          )}
        </>
      )}
    </PersonRow>
  );
}
