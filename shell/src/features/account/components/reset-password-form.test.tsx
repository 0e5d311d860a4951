import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { VALIDATION } from '../../../constants';
import { callsTo, stubFetch } from '../../../testing/stub-fetch';
import { ResetPasswordForm } from './reset-password-form';

describe('ResetPasswordForm (the new-password fields it shares with registration)', () => {
  it('says which field is wrong, then sends the new password with the token', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch({
      'POST /api/account/reset-password': () =>
        jsonResponse({ message: 'Your password has been reset.' }),
    });
    renderWithProviders(<ResetPasswordForm token="tok" />);
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: /show confirm new password/i })).toBeInTheDocument();

    await user.type(password, 'correct horse');
    await user.type(confirm, 'correct hose!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(VALIDATION.passwordsMismatch)).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/account/reset-password')).toHaveLength(0);

    await user.clear(confirm);
    await user.type(confirm, 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(callsTo(fetchMock, 'POST', '/api/account/reset-password')).toHaveLength(1);
  });
});
