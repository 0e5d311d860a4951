import { Button, useHydrated } from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';

/**
 * Follow / Unfollow for someone else's profile. Signed-out visitors see 'Follow' too; pressing
 * it asks them to sign in (`onSignInRequired`) instead of calling the API. While the viewer's
 * status is unknown or a change is on its way, the button waits (disabled); so does the
 * server-rendered button until the page has hydrated, so that an early press is not lost.
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
  const hydrated = useHydrated();
  return (
    <Button
      $variant={following ? 'secondary' : 'primary'}
      aria-label={`${label} ${name}`}
      disabled={!hydrated || (signedIn && busy)}
      onClick={() => (signedIn ? onChange(!following) : onSignInRequired())}
    >
      {label}
    </Button>
  );
}
