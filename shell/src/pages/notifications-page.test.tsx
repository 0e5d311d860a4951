import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, NotificationsPage } from '@stackfolio/contract';
import { aPublicUser, jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { callsTo, currentUser, stubFetch } from '../testing/stub-fetch';
import { NotificationsPage as Page } from './notifications-page';

const fay = aPublicUser({ id: 3, handle: 'fay', firstName: 'Fay', lastName: 'Fan' });
const actor = {
  id: fay.id,
  handle: fay.handle,
  firstName: fay.firstName,
  lastName: fay.lastName,
  avatarUrl: null,
  avatar: null,
  jobTitle: null,
};
const base = {
  createdAt: new Date().toISOString(),
  read: false,
  actor,
  project: null,
  excerpt: null,
  moderation: null,
  device: null,
  savedSearch: null,
  weeklySummary: null,
};
const items: Notification[] = [
  { ...base, id: 4, kind: 'contact', excerpt: 'Rust role' },
  { ...base, id: 3, kind: 'follow' },
  {
    ...base,
    id: 2,
    kind: 'comment',
    project: { id: 9, title: 'Tide tables', path: '/@olive/tide-tables' },
    excerpt: 'Spot on.',
  },
  {
    ...base,
    id: 1,
    kind: 'like',
    read: true,
    project: { id: 9, title: 'Tide tables', path: null },
  },
];
const page = (list: Notification[], unread: number): NotificationsPage => ({
  items: list,
  unread,
  total: list.length,
  page: 1,
  limit: 20,
});

describe('NotificationsPage', () => {
  beforeEach(() => window.localStorage.setItem('authToken', 'tok'));

  it('lists what happened, newest first, with links to the person and the project', async () => {
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(currentUser()),
      'GET /api/notifications?page=1&limit=20': () => jsonResponse(page(items, 3)),
    });
    renderWithProviders(<Page />, { route: '/notifications' });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Unread: Fay Fan sent you a contact request. Read and answer it in Messages.',
      'Unread: Fay Fan started following you',
      'Unread: Fay Fan commented on Tide tables',
      'Fay Fan liked Tide tables',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(rows[0]).getByText('Rust role')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: 'Tide tables' })).toHaveAttribute(
      'href',
      '/@olive/tide-tables',
    );
    expect(within(rows[2]).getByText('Spot on.')).toBeInTheDocument();
    expect(within(rows[3]).queryByRole('button', { name: /Mark as read/ })).toBeNull();
  });

  it('marks one read, and all read, through the API', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/user': () => jsonResponse(currentUser()),
      'GET /api/notifications?page=1&limit=20': () => jsonResponse(page(items, 3)),
      'POST /api/notifications/read': () => jsonResponse({ unread: 0 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Page />, { route: '/notifications' });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await user.click(within(list).getAllByRole('button', { name: /^Mark as read/ })[0]);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications are marked as read.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/notifications/read')).toEqual([{ ids: [4] }, {}]);
  });

  it('says so when there is nothing yet', async () => {
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(currentUser()),
      'GET /api/notifications?page=1&limit=20': () => jsonResponse(page([], 0)),
    });
    renderWithProviders(<Page />, { route: '/notifications' });
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});
