import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { MESSAGES, REACTIONS_POLL_MS } from '../../../constants';
import { aUser, jsonResponse, signedInAs, stubApi } from '../../../testing/stub-api';
import type { ReactionsResponse } from '@stackfolio/contract';
import { ReactionsWidget } from './reactions-widget';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function reactions(overrides: Partial<ReactionsResponse> = {}): ReactionsResponse {
  return {
    newLikes: 1,
    newComments: 1,
    newFollows: 0,
    totalNew: 2,
    allLikes: [
      {
        id: 1,
        createdAt: minutesAgo(30),
        liker: {
          id: 2,
          firstName: 'Grace',
          lastName: 'Hopper',
          avatarUrl: null,
          avatar: null,
          jobTitle: null,
        },
        project: { id: 4, title: 'Compiler' },
      },
      {
        id: 2,
        createdAt: minutesAgo(2),
        liker: {
          id: 3,
          firstName: '',
          lastName: '',
          avatarUrl: null,
          avatar: null,
          jobTitle: null,
        },
        project: { id: 4, title: 'Compiler' },
      },
    ],
    allComments: [
      {
        id: 7,
        createdAt: minutesAgo(10),
        content: 'Brilliant parser',
        commenter: {
          id: 4,
          firstName: 'Alan',
          lastName: 'Turing',
          avatarUrl: null,
          avatar: null,
          jobTitle: null,
        },
        project: { id: 5, title: 'Parser' },
      },
    ],
    allFollows: [
      {
        id: 9,
        createdAt: minutesAgo(5),
        follower: {
          id: 5,
          firstName: 'Barbara',
          lastName: 'Liskov',
          avatarUrl: null,
          avatar: null,
          jobTitle: null,
        },
      },
    ],
    ...overrides,
  };
}

const ME = aUser({ id: 1 });
const REACTIONS = 'GET /api/users/1/reactions';

describe('reactions-dialog widget', () => {
  it('shows the New Reactions count on its stat card', async () => {
    stubApi({ ...signedInAs(ME), [REACTIONS]: jsonResponse(reactions({ totalNew: 3 })) });
    renderWithProviders(<ReactionsWidget />);
    const card = await screen.findByRole('region', { name: 'New Reactions' });
    expect(await within(card).findByText('3')).toBeInTheDocument();
  });

  it('lists likes, comments and follows newest first with "liked"/"commented on"/"started following you", the comment and relative time; "Anonymous" without a name', async () => {
    stubApi({ ...signedInAs(ME), [REACTIONS]: jsonResponse(reactions({ totalNew: 0 })) });
    renderWithProviders(<ReactionsWidget />);
    await userEvent.click(await screen.findByRole('button', { name: 'View recent reactions' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.reactionsTitle });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Anonymous liked Compiler',
      'Barbara Liskov started following you',
      'Alan Turing commented on Parser',
      'Grace Hopper liked Compiler',
    ]);
    expect(within(rows[1]).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Brilliant parser')).toBeInTheDocument();
    expect(within(rows[2]).getByText('10 minutes ago')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('img', { name: 'Alan Turing' })).toHaveTextContent('AT');
  });

  it('says "No reactions yet" when there are none', async () => {
    stubApi({
      ...signedInAs(ME),
      [REACTIONS]: jsonResponse(
        reactions({ totalNew: 0, allLikes: [], allComments: [], allFollows: [] }),
      ),
    });
    renderWithProviders(<ReactionsWidget />);
    await userEvent.click(await screen.findByRole('button', { name: 'View recent reactions' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText(MESSAGES.noReactions),
    ).toBeInTheDocument();
  });

  it('marks reactions viewed when opened with new ones, then refetches the count', async () => {
    let totalNew = 2;
    const api = stubApi({
      ...signedInAs(ME),
      [REACTIONS]: () => jsonResponse(reactions({ totalNew })),
      'POST /api/users/1/reactions/mark-viewed': () => {
        totalNew = 0;
        return jsonResponse({ ok: true });
      },
    });
    renderWithProviders(<ReactionsWidget />);
    const card = await screen.findByRole('region', { name: 'New Reactions' });
    await within(card).findByText('2');
    await userEvent.click(screen.getByRole('button', { name: 'View recent reactions' }));
    await waitFor(() =>
      expect(api.calls('POST /api/users/1/reactions/mark-viewed')).toHaveLength(1),
    );
    expect(await within(card).findByText('0')).toBeInTheDocument();
    expect(api.calls(REACTIONS)).toHaveLength(2);
  });

  it('does not mark anything viewed when there is nothing new', async () => {
    const api = stubApi({
      ...signedInAs(ME),
      [REACTIONS]: jsonResponse(reactions({ totalNew: 0 })),
    });
    renderWithProviders(<ReactionsWidget />);
    await userEvent.click(await screen.findByRole('button', { name: 'View recent reactions' }));
    await screen.findByRole('dialog');
    expect(api.calls('POST /api/users/1/reactions/mark-viewed')).toHaveLength(0);
  });

  it('stays open on Escape and closes with its close button', async () => {
    stubApi({ ...signedInAs(ME), [REACTIONS]: jsonResponse(reactions({ totalNew: 0 })) });
    renderWithProviders(<ReactionsWidget />);
    await userEvent.click(await screen.findByRole('button', { name: 'View recent reactions' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: MESSAGES.reactionsTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it(`polls the reactions every ${REACTIONS_POLL_MS} ms`, async () => {
    jest.useFakeTimers();
    try {
      const api = stubApi({ ...signedInAs(ME), [REACTIONS]: () => jsonResponse(reactions()) });
      renderWithProviders(<ReactionsWidget />);
      await screen.findByText('2');
      const before = api.calls(REACTIONS).length;
      await act(async () => jest.advanceTimersByTime(REACTIONS_POLL_MS));
      expect(api.calls(REACTIONS)).toHaveLength(before + 1);
      await act(async () => jest.advanceTimersByTime(REACTIONS_POLL_MS / 2));
      expect(api.calls(REACTIONS)).toHaveLength(before + 1);
      await act(async () => jest.advanceTimersByTime(REACTIONS_POLL_MS / 2));
      expect(api.calls(REACTIONS)).toHaveLength(before + 2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders nothing for a signed-out visitor', async () => {
    const api = stubApi({ 'GET /api/auth/user': jsonResponse({ message: 'Unauthorized' }, 401) });
    renderWithProviders(<ReactionsWidget />);
    await waitFor(() => expect(api.calls('GET /api/auth/user')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'New Reactions' })).not.toBeInTheDocument();
    expect(api.calls(REACTIONS)).toHaveLength(0);
  });
});
