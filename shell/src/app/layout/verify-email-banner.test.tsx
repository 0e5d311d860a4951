import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@stackfolio/contract';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { callsTo, currentUser, stubFetch } from '../../testing/stub-fetch';
import { VerifyEmailBanner } from './verify-email-banner';

const RESEND = 'POST /api/account/resend-verification';

describe('VerifyEmailBanner', () => {
  beforeEach(() => window.localStorage.setItem('authToken', 'tok'));

  it('asks an unconfirmed account to confirm, and "Resend confirmation" mails a new link', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/user': () =>
        jsonResponse(currentUser({ emailVerified: false, email: 'new@example.com' })),
      [RESEND]: () => jsonResponse({ message: ACCOUNT_MESSAGES.verificationSent }, 202),
    });
    const user = userEvent.setup();
    renderWithProviders(<VerifyEmailBanner />);
    const banner = await screen.findByRole('region', { name: 'E-mail confirmation' });
    expect(banner).toHaveTextContent(ACCOUNT_MESSAGES.confirmEmailFirst);
    expect(banner).toHaveTextContent('new@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.verificationSent)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/account/resend-verification')).toHaveLength(1);
  });

  it('shows the server’s throttle message when asked too often', async () => {
    const limited = 'Too many confirmation mails. Please try again in 15 minutes.';
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(currentUser({ emailVerified: false })),
      [RESEND]: () => jsonResponse({ message: limited }, 429),
    });
    const user = userEvent.setup();
    renderWithProviders(<VerifyEmailBanner />);
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation' }));
    expect(await screen.findByText(limited)).toBeInTheDocument();
  });

  it('is not there for a confirmed account or a signed-out visitor', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/user': () => jsonResponse(currentUser()) });
    const { unmount } = renderWithProviders(<VerifyEmailBanner />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/user')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).not.toBeInTheDocument();
    unmount();
    window.localStorage.removeItem('authToken');
    stubFetch();
    renderWithProviders(<VerifyEmailBanner />);
    expect(screen.queryByRole('button', { name: 'Resend confirmation' })).not.toBeInTheDocument();
  });
});
