import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOCK_MESSAGES } from '@stackfolio/contract';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { callsTo, stubFetch } from '../../../testing/stub-fetch';
import { BlockedCard } from './blocked-card';

const tim = {
  id: 9,
  handle: 'tim-troll',
  firstName: 'Tim',
  lastName: 'Troll',
  avatarUrl: null,
  avatar: null,
  jobTitle: null,
  blockedAt: new Date().toISOString(),
};

describe('BlockedCard (Settings)', () => {
  it('lists the people one blocks with links to their profiles, and unblocks one', async () => {
    let list = [tim];
    const fetchMock = stubFetch({
      'GET /api/account/blocks': () => jsonResponse({ users: list }),
      'DELETE /api/users/9/block': () => {
        list = [];
        return jsonResponse({ blocked: false });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BlockedCard />);
    const people = await screen.findByRole('list', { name: 'Blocked people' });
    expect(within(people).getByRole('link', { name: 'Tim Troll' })).toHaveAttribute(
      'href',
      '/@tim-troll',
    );
    await user.click(within(people).getByRole('button', { name: 'Unblock Tim Troll' }));
    expect(await screen.findByText('Tim Troll is unblocked')).toBeInTheDocument();
    expect(await screen.findByText(BLOCK_MESSAGES.blockedListEmpty)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/users/9/block')).toHaveLength(1);
  });

  it('says when nobody is blocked', async () => {
    stubFetch({ 'GET /api/account/blocks': () => jsonResponse({ users: [] }) });
    renderWithProviders(<BlockedCard />);
    expect(await screen.findByText(BLOCK_MESSAGES.blockedListEmpty)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubFetch({ 'GET /api/account/blocks': () => jsonResponse({ message: 'Down' }, 503) });
    renderWithProviders(<BlockedCard />);
    expect(await screen.findByText('Unable to load blocked people')).toBeInTheDocument();
  });
});
