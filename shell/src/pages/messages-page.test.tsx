import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage } from '@stackfolio/contract';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { callsTo, currentUser, stubFetch } from '../testing/stub-fetch';
import { MessagesPage } from './messages-page';

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 5,
  direction: 'received',
  person: {
    id: 3,
    handle: 'rita',
    firstName: 'Rita',
    lastName: 'Recruiter',
    avatarUrl: null,
    avatar: null,
    jobTitle: null,
  },
  subject: 'Rust role',
  body: '<b>Hello</b> there',
  createdAt: new Date().toISOString(),
  readAt: null,
  archivedAt: null,
  ...overrides,
});

const page = (items: ContactMessage[], unread: number) => () =>
  jsonResponse({ items, total: items.length, page: 1, limit: 20, unread });

describe('MessagesPage', () => {
  beforeEach(() => window.localStorage.setItem('authToken', 'tok'));

  it('lists received messages as text with the unread count, and marks one read', async () => {
    let read = false;
    const api = stubFetch({
      'GET /api/auth/user': () => jsonResponse(currentUser()),
      'GET /api/messages?box=inbox&page=1&limit=1': () =>
        page([message({ readAt: read ? new Date().toISOString() : null })], read ? 0 : 1)(),
      'GET /api/messages?box=inbox&page=1&limit=20': () =>
        page([message({ readAt: read ? new Date().toISOString() : null })], read ? 0 : 1)(),
      'POST /api/messages/5/read': () => {
        read = true;
        return jsonResponse({ item: message({ readAt: new Date().toISOString() }), unread: 0 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/messages" element={<MessagesPage />} />
      </Routes>,
      { route: '/messages' },
    );
    const list = await screen.findByRole('list', { name: 'Inbox' });
    expect(await screen.findByText('1 unread message.', { exact: false })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'New Rust role' })).toBeInTheDocument();
    // Markup someone typed is shown as the characters they typed.
    expect(within(list).getByText('<b>Hello</b> there')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Rita Recruiter' })).toHaveAttribute(
      'href',
      '/@rita',
    );
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(list).getByRole('button', { name: 'Mark "Rust role" as read' }));
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: /as read/ })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('No unread messages.', { exact: false })).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/messages/5/read')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'Archive "Rust role"' })).toBeEnabled();
  });
});
