import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { SIMULATED_RESET_DELAY_MS, VALIDATION } from '../../../constants';
import { callsTo, stubFetch } from '../../../testing/stub-fetch';
import { ForgotPasswordForm } from './forgot-password-form';

describe('ForgotPasswordForm', () => {
  afterEach(() => jest.useRealTimers());

  it('rejects an invalid email with the spec message', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText(VALIDATION.email)).toBeInTheDocument();
  });

  it('sends the address, shows "Sending Instructions..." for at least 1.5 s, then "Check Your Email"', async () => {
    jest.useFakeTimers();
    const fetchMock = stubFetch({
      'POST /api/account/forgot-password': () => jsonResponse({ message: 'ok' }, 202),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByRole('button', { name: 'Sending Instructions...' })).toBeDisabled();
    expect(screen.queryByText('Check Your Email')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(SIMULATED_RESET_DELAY_MS));
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText(/If an account with/)).toHaveTextContent(
      'If an account with ada@example.com exists, you will receive password reset instructions shortly.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/account/forgot-password')).toEqual([
      { email: 'ada@example.com' },
    ]);
  });

  it('stays on the form with the server message when the request is refused', async () => {
    stubFetch({
      'POST /api/account/forgot-password': () =>
        jsonResponse(
          { message: 'Too many password reset attempts. Please try again in 15 minutes.' },
          429,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many password reset attempts. Please try again in 15 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Send Reset Instructions' })).toBeEnabled();
    expect(screen.queryByText('Check Your Email')).not.toBeInTheDocument();
  });

  it('returns to the form with "try again" and offers a way back to sign in', async () => {
    jest.useFakeTimers();
    stubFetch({ 'POST /api/account/forgot-password': () => jsonResponse({ message: 'ok' }, 202) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    await screen.findByRole('button', { name: 'Sending Instructions...' });
    await act(async () => jest.advanceTimersByTime(SIMULATED_RESET_DELAY_MS));
    expect(screen.getByRole('link', { name: '← Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(screen.getByRole('button', { name: 'Send Reset Instructions' })).toBeEnabled();
  });
});
