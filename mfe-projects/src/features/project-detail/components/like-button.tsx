import { Button } from '@stackfolio/shared-ui';
import { Tooltip } from '@stackfolio/shared-ui/tooltip';
import { useLikeStatus } from '../api/get-like-status';
import { useToggleLike } from '../api/toggle-like';

/**
 * The like toggle with its count. Signed-out visitors see the count too; pressing it asks them
 * to sign in (`onSignInRequired`) instead of calling the API.
 */
export function LikeButton({
  projectId,
  signedIn,
  fallbackCount,
  onSignInRequired,
}: {
  projectId: number;
  signedIn: boolean;
  fallbackCount: number;
  onSignInRequired: () => void;
}) {
  const status = useLikeStatus(projectId);
  const toggle = useToggleLike(projectId);
  const liked = signedIn && Boolean(status.data?.hasLiked);
  const count = status.data?.likesCount ?? fallbackCount;
  const onClick = () => {
    if (!signedIn) onSignInRequired();
    else if (!toggle.isPending) toggle.mutate();
  };
  return (
    <Tooltip label={liked ? 'Remove your like' : 'Like this project'}>
      <Button $variant={liked ? 'primary' : 'secondary'} aria-pressed={liked} onClick={onClick}>
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
        {liked ? 'Liked' : 'Like'} ({count})
      </Button>
    </Tooltip>
  );
}
