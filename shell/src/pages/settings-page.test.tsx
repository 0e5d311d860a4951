import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { SIGN_IN_REDIRECT_DELAY_MS, SIGNED_OUT_TOAST } from '@stackfolio/shared-ui';
import { CHANGE_PASSWORD_ERRORS, DELETED_WITH_ACCOUNT, MESSAGES } from '../constants';
import { callsTo, currentUser, stubFetch } from '../testing/stub-fetch';
import { SettingsPage } from './settings-page';

function renderSettings() {
  return renderWithProviders(
    <Routes>
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { route: '/settings' },
  );
}

const signedIn = (routes: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({ 'GET /api/auth/user': () => jsonResponse(currentUser()), ...routes });

async function changePassword(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

async function expectToast(title: string, description: string) {
  const toast = await screen.findByTestId('toast');
  await waitFor(() => expect(toast).toHaveTextContent(title));
  expect(toast).toHaveTextContent(description);
}

describe('SettingsPage', () => {
  beforeEach(() => window.localStorage.setItem('authToken', 'tok'));
  afterEach(() => jest.useRealTimers());

  it("shows the user's name and email and a link back to the dashboard", async () => {
    signedIn();
    renderSettings();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Return to Dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows Saved searches right after E-mail notifications', async () => {
    signedIn({ 'GET /api/saved-searches': () => jsonResponse([]) });
    renderSettings();
    const saved = await screen.findByRole('region', { name: 'Saved searches' });
    expect(saved.previousElementSibling).toBe(
      screen.getByRole('region', { name: 'E-mail notifications' }),
    );
    expect(
      await within(saved).findByText(/^No saved searches yet\. Save a search on/),
    ).toBeInTheDocument();
  });

  describe('change password, checked in the spec order', () => {
    it.each([
      ['any field is empty', 'oldpass1', 'newpass1', '', CHANGE_PASSWORD_ERRORS.missing],
      [
        'new and confirm differ (even when also short)',
        'oldpass1',
        'abc',
        'abd',
        CHANGE_PASSWORD_ERRORS.mismatch,
      ],
      [
        'the new password is under 6 characters',
        'oldpass1',
        'abc12',
        'abc12',
        CHANGE_PASSWORD_ERRORS.tooShort,
      ],
    ])(
      'when %s it toasts the matching message and sends nothing',
      async (_case, current, next, confirm, expected) => {
        const fetchMock = signedIn();
        const user = userEvent.setup();
        renderSettings();
        await screen.findByLabelText('Current password');
        await changePassword(user, current, next, confirm);
        await expectToast(expected.title, expected.description);
        expect(callsTo(fetchMock, 'POST', '/api/auth/update-password')).toHaveLength(0);
      },
    );

    it('sends current and new password, toasts "Password updated" and clears the fields', async () => {
      const fetchMock = signedIn({
        'POST /api/auth/update-password': () =>
          jsonResponse({ message: 'ok', token: 'fresh-token' }),
      });
      const user = userEvent.setup();
      renderSettings();
      await screen.findByLabelText('Current password');
      await changePassword(user, 'oldpass1', 'newpass1', 'newpass1');
      await expectToast(MESSAGES.passwordUpdated.title, MESSAGES.passwordUpdated.description);
      expect(callsTo(fetchMock, 'POST', '/api/auth/update-password')).toEqual([
        { currentPassword: 'oldpass1', newPassword: 'newpass1' },
      ]);
      expect(screen.getByLabelText('Current password')).toHaveValue('');
      expect(screen.getByLabelText('New password')).toHaveValue('');
      expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
      expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
    });

    it("toasts 'Error updating password' with the server's message", async () => {
      signedIn({
        'POST /api/auth/update-password': () =>
          jsonResponse({ message: 'Current password is incorrect' }, 400),
      });
      const user = userEvent.setup();
      renderSettings();
      await screen.findByLabelText('Current password');
      await changePassword(user, 'wrongpass', 'newpass1', 'newpass1');
      await expectToast(MESSAGES.passwordUpdateFailed.title, 'Current password is incorrect');
    });

    it('toasts the fallback text when the server sends no message', async () => {
      signedIn({ 'POST /api/auth/update-password': () => new Response('', { status: 500 }) });
      const user = userEvent.setup();
      renderSettings();
      await screen.findByLabelText('Current password');
      await changePassword(user, 'oldpass1', 'newpass1', 'newpass1');
      await expectToast(
        MESSAGES.passwordUpdateFailed.title,
        MESSAGES.passwordUpdateFailed.fallback,
      );
    });
  });

  describe('Danger Zone', () => {
    it("asks 'Are you absolutely sure?', lists what is deleted and Cancel keeps the account", async () => {
      const fetchMock = signedIn();
      const user = userEvent.setup();
      renderSettings();
      await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
      const dialog = screen.getByRole('dialog', { name: 'Are you absolutely sure?' });
      for (const item of DELETED_WITH_ACCOUNT)
        expect(within(dialog).getByText(item)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'DELETE', '/api/auth/delete-account')).toHaveLength(0);
    });

    it("deletes the account, toasts 'Account deleted', removes the token and goes to /", async () => {
      const fetchMock = signedIn({
        'DELETE /api/auth/delete-account': () => jsonResponse({ message: 'gone' }),
      });
      const user = userEvent.setup();
      renderSettings();
      await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
      const dialog = screen.getByRole('dialog');
      const submit = within(dialog).getByRole('button', { name: 'Delete Account' });
      expect(submit).toBeDisabled();
      await user.type(within(dialog).getByLabelText('Your password'), 'my secret');
      await user.click(submit);
      expect(await screen.findByText('home page')).toBeInTheDocument();
      await expectToast(MESSAGES.accountDeleted.title, MESSAGES.accountDeleted.description);
      expect(window.localStorage.getItem('authToken')).toBeNull();
      expect(callsTo(fetchMock, 'DELETE', '/api/auth/delete-account')).toEqual([
        { password: 'my secret' },
      ]);
    });

    it("toasts 'Error deleting account' with the server's message and keeps the user signed in", async () => {
      signedIn({
        'DELETE /api/auth/delete-account': () =>
          jsonResponse({ message: 'Database unavailable' }, 503),
      });
      const user = userEvent.setup();
      renderSettings();
      await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
      await user.type(within(screen.getByRole('dialog')).getByLabelText('Your password'), 'pw');
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Account' }),
      );
      await expectToast(MESSAGES.accountDeleteFailed.title, 'Database unavailable');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(
        screen.getByRole('heading', { level: 1, name: 'Account Settings' }),
      ).toBeInTheDocument();
      expect(window.localStorage.getItem('authToken')).toBe('tok');
    });

    it('keeps the dialog open on a wrong password, with the server message, to try again', async () => {
      signedIn({
        'DELETE /api/auth/delete-account': () =>
          jsonResponse({ message: 'Current password is incorrect' }, 400),
      });
      const user = userEvent.setup();
      renderSettings();
      await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
      const dialog = screen.getByRole('dialog');
      await user.type(within(dialog).getByLabelText('Your password'), 'wrong one');
      await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
      await expectToast(MESSAGES.accountDeleteFailed.title, 'Current password is incorrect');
      expect(screen.getByRole('dialog', { name: 'Are you absolutely sure?' })).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Your password')).toHaveValue('');
    });
  });

  it("sends a signed-out visitor to sign in (/api/login) 500 ms after an 'Unauthorized' toast", async () => {
    jest.useFakeTimers();
    // jsdom cannot navigate: it reports the attempt as a "Not implemented: navigation" error.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigations = () =>
      consoleError.mock.calls.filter((args) =>
        String(args[0]?.message ?? args[0]).includes('navigation'),
      ).length;
    stubFetch();
    renderSettings();
    // The toast store outlives a test: wait for this test's toast, not whichever is showing.
    expect(await screen.findByText(SIGNED_OUT_TOAST.description)).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(SIGNED_OUT_TOAST.title);
    act(() => jest.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS - 1));
    expect(navigations()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(navigations()).toBe(1);
    consoleError.mockRestore();
  });
});
