import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '@stackfolio/contract';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { renderWithProviders, jsonResponse } from '@stackfolio/shared-ui/testing';
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

describe('LoginForm with two-factor authentication', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks for a code after the right password and sends it, with "remember" when ticked', async () => {
    let signedIn = false;
    const fetchMock = stubFetch({
      'POST /api/auth/login': () => jsonResponse({ twoFactorRequired: true }),
      'POST /api/auth/login/2fa': () => {
        signedIn = true;
        return jsonResponse({ token: 'tok-2' });
      },
      'GET /api/auth/user': () =>
        signedIn ? jsonResponse({ id: 1, firstName: 'Ada' }) : jsonResponse({ message: 'no' }, 401),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const field = await screen.findByLabelText('Authentication code or recovery code');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, '123 456');
    await user.click(screen.getByLabelText(TWO_FACTOR_MESSAGES.rememberBrowser));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBe('tok-2'));
    expect(callsTo(fetchMock, 'POST', '/api/auth/login/2fa')).toEqual([
      { code: '123 456', remember: true },
    ]);
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('sends anything but digits as a recovery code and shows the refusal', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/login': () => jsonResponse({ twoFactorRequired: true }),
      'POST /api/auth/login/2fa': () =>
        jsonResponse({ message: TWO_FACTOR_MESSAGES.invalidRecoveryCode }, 400),
      'GET /api/auth/user': () => jsonResponse({ message: 'no' }, 401),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(
      await screen.findByLabelText('Authentication code or recovery code'),
      'abcd-efgh-jkmn',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      TWO_FACTOR_MESSAGES.invalidRecoveryCode,
    );
    expect(callsTo(fetchMock, 'POST', '/api/auth/login/2fa')).toEqual([
      { recoveryCode: 'abcd-efgh-jkmn', remember: false },
    ]);
  });
});
