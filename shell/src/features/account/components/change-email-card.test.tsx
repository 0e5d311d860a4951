import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { VALIDATION } from '../../../constants';
import { callsTo, stubFetch } from '../../../testing/stub-fetch';
import { ChangeEmailCard } from './change-email-card';

describe('ChangeEmailCard', () => {
  it('checks the address and asks for the password before sending anything', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<ChangeEmailCard />);
    await user.type(screen.getByLabelText('New email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await screen.findByText(VALIDATION.email)).toBeInTheDocument();
    expect(screen.getByText('Please enter your current password.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/account/change-email')).toHaveLength(0);
  });

  it('sends the new address with the password and says where the link went', async () => {
    const fetchMock = stubFetch({
      'POST /api/account/change-email': () =>
        jsonResponse({ message: 'We sent a confirmation link to your new email address.' }, 202),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChangeEmailCard />);
    await user.type(screen.getByLabelText('New email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'my secret');
    await user.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(
      await screen.findByText('We sent a confirmation link to your new email address.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/account/change-email')).toEqual([
      { newEmail: 'new@example.com', password: 'my secret' },
    ]);
    expect(screen.getByLabelText('New email')).toHaveValue('');
  });

  it("shows the server's refusal (wrong password)", async () => {
    stubFetch({
      'POST /api/account/change-email': () =>
        jsonResponse({ message: 'Current password is incorrect' }, 400),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChangeEmailCard />);
    await user.type(screen.getByLabelText('New email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });
});
