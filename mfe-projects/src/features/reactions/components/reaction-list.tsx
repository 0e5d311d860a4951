import styled from 'styled-components';
import { useTimeAgo } from '@stackfolio/shared-ui';
import { PersonRow, personListStyles } from '../../../components/person-list';
import { MESSAGES } from '../../../constants';
import type { Reaction } from '../api/get-reactions';

const List = styled.ol`
  ${personListStyles}
  li {
    padding-bottom: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  blockquote {
    margin: ${({ theme }) => theme.space(1)} 0;
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The merged reactions: avatar or initials, name ('Anonymous'), 'liked'/'commented on' and the
 * project (with the comment) or 'started following you', and the time.
 */
export function ReactionList({ reactions }: { reactions: Reaction[] }) {
  const timeAgo = useTimeAgo();
  if (reactions.length === 0) return <p>{MESSAGES.noReactions}</p>;
  return (
    <List aria-label="Reactions">
      {reactions.map((reaction) => (
        <PersonRow key={reaction.key} person={reaction.actor} avatarSize={36}>
          {(name) => (
            <>
              {reaction.kind === 'follow' ? (
                <p>
                  <strong>{name}</strong> {MESSAGES.startedFollowing}
                </p>
              ) : (
                <p>
                  <strong>{name}</strong> {reaction.kind === 'like' ? 'liked' : 'commented on'}{' '}
                  <strong>{reaction.project?.title ?? 'a project'}</strong>
                </p>
              )}
              {reaction.kind === 'comment' && <blockquote>{reaction.content}</blockquote>}
              <small>
                <time dateTime={reaction.createdAt}>{timeAgo(reaction.createdAt)}</time>
              </small>
            </>
          )}
        </PersonRow>
      ))}
    </List>
  );
}
