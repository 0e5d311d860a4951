import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { MESSAGES, VALIDATION } from '../../../constants';
import { callsTo, stubFetch } from '../../../testing/stub-fetch';
import { RegisterForm } from './register-form';

function renderRegister() {
  return renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterForm />} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { route: '/register' },
  );
}

type Fields = Partial<
  Record<'First name' | 'Last name' | 'Email' | 'Password' | 'Confirm password', string>
>;

async function fill(user: ReturnType<typeof userEvent.setup>, fields: Fields) {
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const VALID: Fields = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Password: 'secret1',
  'Confirm password': 'secret1',
};

describe('RegisterForm', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows every field message when the form is submitted empty', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderRegister();
    await fill(user, {});
    expect(await screen.findByText(VALIDATION.firstName)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.lastName)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.email)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.password)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.confirmPassword)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('rejects one-letter names with the spec messages', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderRegister();
    await fill(user, { ...VALID, 'First name': 'A', 'Last name': 'L' });
    expect(await screen.findByText(VALIDATION.firstName)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.lastName)).toBeInTheDocument();
  });

  it(`shows "${VALIDATION.passwordsMismatch}" on the confirm field`, async () => {
    stubFetch();
    const user = userEvent.setup();
    renderRegister();
    await fill(user, { ...VALID, 'Confirm password': 'secret2' });
    const message = await screen.findByText(VALIDATION.passwordsMismatch);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute(
      'aria-describedby',
      message.id,
    );
  });

  it('sends the four fields without the confirmation, stores the token and goes to / at once', async () => {
    let registered = false;
    const fetchMock = stubFetch({
      'POST /api/auth/register': () => {
        registered = true;
        return jsonResponse({ token: 'tok-2' }, 201);
      },
      'GET /api/auth/user': () =>
        registered
          ? jsonResponse({ id: 2, firstName: 'Ada' })
          : jsonResponse({ message: 'no' }, 401),
    });
    const user = userEvent.setup();
    renderRegister();
    await fill(user, VALID);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('tok-2');
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'secret1' },
    ]);
  });

  it('shows "Creating Account..." while the request is pending', async () => {
    let release: (r: Response) => void = () => undefined;
    stubFetch({
      'POST /api/auth/register': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderRegister();
    await fill(user, VALID);
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    release(jsonResponse({ message: 'An account with this email already exists' }, 409));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
  });

  it(`falls back to "${MESSAGES.registerFailed}"`, async () => {
    stubFetch({ 'POST /api/auth/register': () => new Response('', { status: 500 }) });
    const user = userEvent.setup();
    renderRegister();
    await fill(user, VALID);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.registerFailed),
    );
  });

  it('has a toggle for each password field and links to /login, /terms and /privacy-policy', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderRegister();
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});
