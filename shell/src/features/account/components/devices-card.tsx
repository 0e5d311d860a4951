import styled from 'styled-components';
import type { Device } from '@stackfolio/contract';
import {
  apiErrorMessage,
  Button,
  Card,
  CardTitle,
  ErrorState,
  Skeleton,
  useTimeAgo,
  toast,
} from '@stackfolio/shared-ui';
import { useDevices, useSignOutDevice } from '../api/devices';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Badge = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-size: 0.8rem;
  font-weight: 600;
`;

/** "Germany" for "DE" in the reader's language; the code itself where Intl cannot say. */
function placeName(country: string | null): string | null {
  if (!country) return null;
  try {
    return new Intl.DisplayNames(undefined, { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

function describe(device: Device): string {
  const what = device.kind === 'api-token' ? 'API token' : device.browser;
  return `${what} on ${device.os}`;
}

/**
 * Settings → Devices: where the account is signed in, with 'Sign out' per device and
 * 'Sign out everywhere else'.
 */
export function DevicesCard() {
  const timeAgo = useTimeAgo();
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const run = (id: string, done: string) =>
    signOut.mutate(id, {
      onSuccess: () => toast({ title: done, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Could not sign out',
          description: apiErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  const list = devices.data?.devices ?? [];
  const others = list.filter((d) => !d.current);

  return (
    <Card aria-labelledby="devices-title">
      <CardTitle id="devices-title">Devices</CardTitle>
      <p>Where your account is signed in. Sign out anything you don&apos;t recognise.</p>
      {devices.isPending && <Skeleton $height="96px" aria-label="Loading devices" />}
      {devices.isError && (
        <ErrorState
          title="Unable to load devices"
          description={apiErrorMessage(devices.error, 'Please try again.')}
          onRetry={() => void devices.refetch()}
        />
      )}
      {devices.isSuccess && (
        <List aria-label="Signed-in devices">
          {list.map((device) => {
            const place = placeName(device.country);
            return (
              <li key={device.id}>
                <div>
                  <p>
                    <strong>{describe(device)}</strong>
                    {device.current && <Badge>This device</Badge>}
                  </p>
                  <small>
                    {place ? `${place} · ` : ''}Last active {timeAgo(device.lastActiveAt)}
                  </small>
                </div>
                {!device.current && (
                  <Button
                    $variant="secondary"
                    disabled={signOut.isPending}
                    aria-label={`Sign out ${describe(device)}`}
                    onClick={() => run(device.id, 'Device signed out')}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            );
          })}
        </List>
      )}
      {devices.isSuccess && (
        <Button
          $variant="secondary"
          disabled={signOut.isPending || others.length === 0}
          onClick={() => run('others', 'Signed out everywhere else')}
        >
          Sign out everywhere else
        </Button>
      )}
    </Card>
  );
}
