import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { renderWithProviders, jsonResponse } from '@stackfolio/shared-ui/testing';
import { AFTER_LOGIN_REDIRECT_MS, MESSAGES, VALIDATION } from '../../../constants';
import { callsTo, stubFetch } from '../../../testing/stub-fetch';
import { LoginForm } from './login-form';

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { route: '/login' },
  );
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('shows the email and password messages and sends nothing when the fields are invalid', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderLogin();
    await fillAndSubmit(user, 'not-an-email', '12345');
    expect(await screen.findByText(VALIDATION.email)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.password)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/auth/login')).toHaveLength(0);
  });

  it('stores the token under authToken, shows "Signing In..." and goes to / 100 ms later', async () => {
    jest.useFakeTimers();
    let signedIn = false;
    const fetchMock = stubFetch({
      'POST /api/auth/login': () => {
        signedIn = true;
        return jsonResponse({ token: 'tok-1' });
      },
      'GET /api/auth/user': () =>
        signedIn ? jsonResponse({ id: 1, firstName: 'Ada' }) : jsonResponse({ message: 'no' }, 401),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderLogin();
    await fillAndSubmit(user, 'ada@example.com', 'secret1');

    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/user')).toHaveLength(2));
    await act(async () => {});
    expect(window.localStorage.getItem('authToken')).toBe('tok-1');
    expect(callsTo(fetchMock, 'POST', '/api/auth/login')).toEqual([
      { email: 'ada@example.com', password: 'secret1' },
    ]);

    act(() => jest.advanceTimersByTime(AFTER_LOGIN_REDIRECT_MS - 1));
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it("shows the server's message in an error banner when sign-in fails", async () => {
    stubFetch({
      'POST /api/auth/login': () => jsonResponse({ message: 'Invalid email or password' }, 401),
    });
    const user = userEvent.setup();
    renderLogin();
    await fillAndSubmit(user, 'ada@example.com', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it(`falls back to "${MESSAGES.loginFailed}" when the server gives no message`, async () => {
    stubFetch({ 'POST /api/auth/login': () => new Response('', { status: 500 }) });
    const user = userEvent.setup();
    renderLogin();
    await fillAndSubmit(user, 'ada@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  });

  it('reveals and hides the password with the toggle', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('links to forgot-password, register and home', () => {
    stubFetch();
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create one for free' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: '← Back to home' })).toHaveAttribute('href', '/');
  });
});
