import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOCK_MESSAGES } from '@stackfolio/contract';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { aCurrentUser, callsTo, stubApi } from '../../../testing/api-stub';
import { BlockButton } from './block-button';

const me = aCurrentUser({ id: 1 });
const signedIn = (blocked: boolean, routes: Record<string, unknown> = {}) =>
  stubApi({
    'GET /api/auth/user': me,
    'GET /api/users/9/follow-status': { following: false, followerCount: 0, followingCount: 0 },
    'GET /api/users/9/block': { blocked },
    ...routes,
  });

describe('BlockButton', () => {
  it('asks first, then blocks; Cancel changes nothing', async () => {
    const api = signedIn(false, { 'PUT /api/users/9/block': { blocked: true } });
    const user = userEvent.setup();
    renderWithProviders(<BlockButton userId={9} name="Tim Troll" />);
    const block = await screen.findByRole('button', { name: 'Block Tim Troll' });
    await waitFor(() => expect(block).toBeEnabled());

    await user.click(block);
    let dialog = await screen.findByRole('dialog', { name: 'Block Tim Troll' });
    expect(dialog).toHaveTextContent(BLOCK_MESSAGES.confirmBlock('Tim Troll'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'PUT', '/api/users/9/block')).toHaveLength(0);

    await user.click(block);
    dialog = await screen.findByRole('dialog', { name: 'Block Tim Troll' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Tim Troll is blocked')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unblock Tim Troll' })).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/users/9/block')).toHaveLength(1);
  });

  it('unblocks after asking', async () => {
    const api = signedIn(true, { 'DELETE /api/users/9/block': { blocked: false } });
    const user = userEvent.setup();
    renderWithProviders(<BlockButton userId={9} name="Tim Troll" />);
    const unblock = await screen.findByRole('button', { name: 'Unblock Tim Troll' });
    await waitFor(() => expect(unblock).toBeEnabled());
    await user.click(unblock);
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Tim Troll' });
    expect(dialog).toHaveTextContent(BLOCK_MESSAGES.confirmUnblock('Tim Troll'));
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Block Tim Troll' })).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/users/9/block')).toHaveLength(1);
  });

  it('shows the API’s message when blocking fails', async () => {
    signedIn(false, {
      'PUT /api/users/9/block': () => jsonResponse({ message: 'User not found' }, 404),
    });
    const user = userEvent.setup();
    renderWithProviders(<BlockButton userId={9} name="Tim Troll" />);
    const block = await screen.findByRole('button', { name: 'Block Tim Troll' });
    await waitFor(() => expect(block).toBeEnabled());
    await user.click(block);
    const dialog = await screen.findByRole('dialog', { name: 'Block Tim Troll' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
