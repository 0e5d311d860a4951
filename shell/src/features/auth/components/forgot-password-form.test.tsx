import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { SIMULATED_RESET_DELAY_MS, VALIDATION } from '../../../constants';
import { stubFetch } from '../../../testing/stub-fetch';
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

  it('shows "Sending Instructions..." for 1.5 s, then "Check Your Email", without any request', async () => {
    jest.useFakeTimers();
    const fetchMock = stubFetch();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    // Let the async validation settle without moving the clock (findBy* would advance it).
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Sending Instructions...' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(SIMULATED_RESET_DELAY_MS - 1));
    expect(screen.queryByText('Check Your Email')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText(/If an account with/)).toHaveTextContent(
      'If an account with ada@example.com exists, you will receive password reset instructions shortly.',
    );
    const requests = fetchMock.mock.calls.map(([url]) => String(url));
    expect(requests.filter((url) => !url.startsWith('/api/auth/user'))).toEqual([]);
  });

  it('returns to the form with "try again" and offers a way back to sign in', async () => {
    jest.useFakeTimers();
    stubFetch();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    await screen.findByRole('button', { name: 'Sending Instructions...' });
    act(() => jest.advanceTimersByTime(SIMULATED_RESET_DELAY_MS));
    expect(screen.getByRole('link', { name: '← Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(screen.getByRole('button', { name: 'Send Reset Instructions' })).toBeEnabled();
  });
});
