import { act, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { TopBar } from '../../../app/layout/top-bar';
import { callsTo, currentUser, stubFetch } from '../../../testing/stub-fetch';

/** The browser's EventSource (jsdom has none): the test sends the server's events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: unknown) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const page = (unread: number) => ({ items: [], unread, total: unread, page: 1, limit: 1 });

describe('NotificationBell', () => {
  beforeEach(() => {
    window.localStorage.setItem('authToken', 'tok');
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('is named "Notifications, 3 unread" with three unread, and leads to /notifications', async () => {
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(currentUser()),
      'GET /api/notifications?page=1&limit=1': () => jsonResponse(page(3)),
    });
    renderWithProviders(<TopBar />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
  });

  it('is named "Notifications" with none unread, and counts up as the stream reports more', async () => {
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(currentUser()),
      'GET /api/notifications?page=1&limit=1': () => jsonResponse(page(0)),
    });
    const { unmount } = renderWithProviders(<TopBar />);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    const stream = FakeEventSource.last!;
    expect(stream.url).toBe('/api/notifications/stream');

    act(() => stream.send('unread', { unread: 1 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    unmount();
    expect(stream.closed).toBe(true);
  });

  it('keeps the stream’s count when the first read of the count answers after it', async () => {
    let answerFirstRead: (count: number) => void = () => undefined;
    const fetchMock = stubFetch({
      'GET /api/auth/user': () => jsonResponse(currentUser()),
      'GET /api/notifications?page=1&limit=1': () =>
        new Promise<Response>((resolve) => {
          answerFirstRead = (count) => resolve(jsonResponse(page(count)));
        }),
    });
    const { client } = renderWithProviders(<TopBar />);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/notifications?page=1&limit=1')).toHaveLength(1),
    );
    const stream = FakeEventSource.last!;
    act(() => stream.send('unread', { unread: 2 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    // The read began before the new notification: once it has answered, the stream's count stays.
    act(() => answerFirstRead(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await act(() => Promise.resolve());
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
  });

  it('is not there for a signed-out visitor', async () => {
    stubFetch();
    renderWithProviders(<TopBar />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});
