import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { FOLLOW_MESSAGES } from '@stackfolio/contract';
import { aCurrentUser, aUser, callsTo, stubApi } from '../../../testing/api-stub';
import { ProfileFollow } from './profile-follow';

const grace = aUser({ id: 7, firstName: 'Grace', lastName: 'Hopper', followerCount: 4 });
const me = aCurrentUser({ id: 1 });
const STATUS = 'GET /api/users/7/follow-status';

const region = () => screen.getByRole('region', { name: 'Followers and following' });

describe('ProfileFollow', () => {
  it('shows the counts from the profile and asks a signed-out visitor to sign in', async () => {
    const api = stubApi({});
    renderWithProviders(<ProfileFollow profile={grace} isOwner={false} />);
    expect(within(region()).getByRole('button', { name: '4 followers' })).toBeInTheDocument();
    expect(within(region()).getByRole('button', { name: '0 following' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Follow Grace Hopper' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FOLLOW_MESSAGES.signInToFollow);
    expect(callsTo(api, 'PUT', '/api/users/7/follow')).toHaveLength(0);
  });

  it('follows, then unfollows, showing the counts the API answers', async () => {
    const api = stubApi({
      'GET /api/auth/user': me,
      [STATUS]: { following: false, followerCount: 4, followingCount: 0 },
      'PUT /api/users/7/follow': { following: true, followerCount: 5, followingCount: 0 },
      'DELETE /api/users/7/follow': { following: false, followerCount: 4, followingCount: 0 },
    });
    renderWithProviders(<ProfileFollow profile={grace} isOwner={false} />);
    const follow = await screen.findByRole('button', { name: 'Follow Grace Hopper' });
    await waitFor(() => expect(follow).toBeEnabled());
    await userEvent.click(follow);
    const unfollow = await screen.findByRole('button', { name: 'Unfollow Grace Hopper' });
    expect(within(region()).getByRole('button', { name: '5 followers' })).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/users/7/follow')).toHaveLength(1);

    await waitFor(() => expect(unfollow).toBeEnabled());
    await userEvent.click(unfollow);
    expect(await screen.findByRole('button', { name: 'Follow Grace Hopper' })).toBeInTheDocument();
    expect(within(region()).getByRole('button', { name: '4 followers' })).toBeInTheDocument();
  });

  it('offers Block to a signed-in viewer only, never on one’s own profile', async () => {
    stubApi({
      'GET /api/auth/user': me,
      [STATUS]: { following: false, followerCount: 4, followingCount: 0 },
      'GET /api/users/7/block': { blocked: false },
    });
    const { unmount } = renderWithProviders(<ProfileFollow profile={grace} isOwner={false} />);
    expect(await screen.findByRole('button', { name: 'Block Grace Hopper' })).toBeInTheDocument();
    unmount();
    stubApi({});
    renderWithProviders(<ProfileFollow profile={grace} isOwner={false} />);
    await screen.findByRole('button', { name: 'Follow Grace Hopper' });
    expect(screen.queryByRole('button', { name: /Block/ })).not.toBeInTheDocument();
  });

  it('shows no Follow button on one’s own profile, and never asks for the status', async () => {
    const api = stubApi({ 'GET /api/auth/user': aCurrentUser({ id: 7 }) });
    renderWithProviders(<ProfileFollow profile={grace} isOwner />);
    expect(within(region()).getByRole('button', { name: '4 followers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow|Block/ })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/users/7/follow-status')).toHaveLength(0);
    expect(callsTo(api, 'GET', '/api/users/7/block')).toHaveLength(0);
  });

  it('lists the followers in a dialog with links to their profiles, a page at a time', async () => {
    const person = (id: number, firstName: string) => ({
      id,
      firstName,
      lastName: 'Fan',
      avatarUrl: null,
      avatar: null,
      jobTitle: null,
      followedAt: new Date().toISOString(),
    });
    const api = stubApi({
      'GET /api/users/7/followers': (url: URL) =>
        jsonResponse(
          url.searchParams.get('page') === '1'
            ? { items: [person(11, 'Ann')], total: 2, page: 1, limit: 20 }
            : { items: [person(12, 'Ben')], total: 2, page: 2, limit: 20 },
        ),
    });
    renderWithProviders(<ProfileFollow profile={grace} isOwner={false} />);
    await userEvent.click(within(region()).getByRole('button', { name: '4 followers' }));
    const dialog = await screen.findByRole('dialog', { name: 'People following Grace Hopper' });
    expect(await within(dialog).findByRole('link', { name: 'Ann Fan' })).toHaveAttribute(
      'href',
      '/profile/11',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more people' }));
    expect(await within(dialog).findByRole('link', { name: 'Ben Fan' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Load more people' })).toBeNull();
    expect(callsTo(api, 'GET', '/api/users/7/followers')).toHaveLength(2);
  });
});
