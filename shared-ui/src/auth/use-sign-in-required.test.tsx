import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from './auth-context';
import { aCurrentUser, jsonResponse, renderWithProviders } from '../testing';
import { dismissToast, getToasts, TOAST_REMOVE_DELAY_MS } from '../feedback/toast/toast-store';
import {
  SIGN_IN_REDIRECT_DELAY_MS,
  SIGNED_OUT_TOAST,
  useSignInRequired,
} from './use-sign-in-required';

function Protected() {
  const { user } = useSignInRequired();
  const { signOut } = useAuth();
  return (
    <>
      <p>{user ? `Hello ${user.firstName}` : 'nobody'}</p>
      <button onClick={signOut}>Log out</button>
    </>
  );
}

/** jsdom cannot navigate; it reports the attempt as a "Not implemented: navigation" error. */
function navigationAttempts(spy: jest.SpyInstance): number {
  return spy.mock.calls.filter((args) => String(args[0]?.message ?? args[0]).includes('navigation'))
    .length;
}

describe('useSignInRequired', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // The toast store is module state: clear it so each test starts without a toast.
    act(() => {
      getToasts().forEach((t) => dismissToast(t.id));
      jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  it('shows "Unauthorized" / "You are logged out. Logging in again..." and goes to /api/login after 500 ms when signed out', async () => {
    global.fetch = jest.fn(async () => new Response('', { status: 401 }));
    renderWithProviders(<Protected />);
    expect(await screen.findByText(SIGNED_OUT_TOAST.title)).toBeInTheDocument();
    expect(screen.getByText(SIGNED_OUT_TOAST.description)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS - 1));
    expect(navigationAttempts(consoleError)).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(navigationAttempts(consoleError)).toBe(1);
  });

  it('does nothing for a signed-in user', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse(aCurrentUser({ id: 1, firstName: 'Ada', lastName: 'L', isAdmin: false })),
    );
    renderWithProviders(<Protected />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS * 2));
    expect(screen.queryByText(SIGNED_OUT_TOAST.title)).not.toBeInTheDocument();
    expect(navigationAttempts(consoleError)).toBe(0);
  });

  it('leaves a user who signs out on the page alone (the log-out action navigates by itself)', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse(aCurrentUser({ id: 1, firstName: 'Ada', lastName: 'L', isAdmin: false })),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Protected />);
    await screen.findByText('Hello Ada');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS * 2));
    expect(screen.queryByText(SIGNED_OUT_TOAST.title)).not.toBeInTheDocument();
    expect(navigationAttempts(consoleError)).toBe(0);
  });
});
