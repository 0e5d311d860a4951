import { screen } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@stackfolio/contract';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { callsTo, stubFetch } from '../testing/stub-fetch';
import { VerifyEmailPage } from './verify-email-page';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/verify-email" element={<VerifyEmailPage />} />
    </Routes>,
    { route },
  );

describe('VerifyEmailPage (/verify-email?token=…)', () => {
  it('posts the token from the link once and says the address is confirmed', async () => {
    const fetchMock = stubFetch({
      'POST /api/account/verify-email': () =>
        jsonResponse({ message: ACCOUNT_MESSAGES.emailVerified }),
    });
    renderAt('/verify-email?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/account/verify-email')).toEqual([
      { token: 'abcdefghijklmnopqrstuvwxyz' },
    ]);
    expect(
      screen.getByRole('heading', { name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
  });

  it('says so when the link is used, expired or wrong', async () => {
    stubFetch({
      'POST /api/account/verify-email': () =>
        jsonResponse({ message: ACCOUNT_MESSAGES.verifyLinkInvalid }, 400),
    });
    renderAt('/verify-email?token=used-used-used-used');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.verifyLinkInvalid);
  });

  it('sends nothing for a link without a token', async () => {
    const fetchMock = stubFetch();
    renderAt('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.verifyLinkInvalid);
    expect(callsTo(fetchMock, 'POST', '/api/account/verify-email')).toHaveLength(0);
  });
});
