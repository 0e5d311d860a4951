import { Button } from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';

/**
 * Follow / Unfollow for someone else's profile. Signed-out visitors see 'Follow' too; pressing
 * it asks them to sign in (`onSignInRequired`) instead of calling the API. While the viewer's
 * status is unknown or a change is on its way, the button waits (disabled). A press on the
 * server-rendered button before the app has hydrated it is held by the page and replayed.
 */
export function FollowButton({
  name,
  signedIn,
  following,
  busy,
  onChange,
  onSignInRequired,
}: {
  name: string;
  signedIn: boolean;
  following: boolean;
  busy: boolean;
  onChange: (follow: boolean) => void;
  onSignInRequired: () => void;
}) {
  const label = following ? TEXT.unfollow : TEXT.follow;
  return (
    <Button
      $variant={following ? 'secondary' : 'primary'}
      aria-label={`${label} ${name}`}
      disabled={signedIn && busy}
      onClick={() => (signedIn ? onChange(!following) : onSignInRequired())}
    >
      {label}
    </Button>
  );
}
