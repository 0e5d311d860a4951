import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HANDLE_MESSAGES } from '@stackfolio/contract';
import { TEXT } from '../constants';
import { callsTo } from '../testing/api-stub';
import { me, patchBody, renderEditProfile, signedInAs } from '../testing/edit-profile';
import { stubApi } from '../testing/api-stub';

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
// Rendering every section of the form is heavy; the CPUs here are shared with other jobs.
jest.setTimeout(30_000);

/** The API of a signed-in Ada whose availability check answers from `verdicts`. */
function withChecks(
  verdicts: Record<string, 'available' | 'taken'>,
  patch: () => Response = () => Response.json(me({ handle: 'countess-ada' })),
) {
  return stubApi({
    'GET /api/auth/user': me(),
    'PATCH /api/users/profile': patch,
    ...Object.fromEntries(
      Object.entries(verdicts).map(([handle, status]) => [
        `GET /api/handles/${handle}`,
        {
          handle,
          status,
          message: status === 'available' ? HANDLE_MESSAGES.available : HANDLE_MESSAGES.taken,
        },
      ]),
    ),
  });
}

const handleField = () => screen.findByRole('textbox', { name: 'Handle' });

describe('/edit-profile: the Handle field', () => {
  it('shows the saved handle and the address it gives, without asking whether it is free', async () => {
    const fetchMock = signedInAs(me());
    renderEditProfile();
    expect(await handleField()).toHaveValue('ada-lovelace');
    expect(screen.getByText(/Your profile address: .*\/@ada-lovelace$/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/handles/'))).toBe(false);
  });

  it.each([
    ['admin', HANDLE_MESSAGES.reserved],
    ['-ada', HANDLE_MESSAGES.format],
    ['ab', HANDLE_MESSAGES.tooShort],
  ])(
    'says why %j cannot be a handle as it is typed, without asking the server',
    async (typed, message) => {
      const fetchMock = withChecks({});
      renderEditProfile();
      const field = await handleField();
      await user.clear(field);
      await user.type(field, typed);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/handles/'))).toBe(
        false,
      );
    },
  );

  it('checks a new handle once typing pauses and says it is available, then taken', async () => {
    const fetchMock = withChecks({ 'countess-ada': 'available', 'grace-hopper': 'taken' });
    renderEditProfile();
    const field = await handleField();
    await user.clear(field);
    await user.type(field, 'Countess-Ada');
    expect(await screen.findByText(HANDLE_MESSAGES.available)).toBeInTheDocument();
    expect(screen.getByText(/Your profile address: .*\/@countess-ada$/)).toBeInTheDocument();
    // One request for the paused value, not one per key.
    expect(callsTo(fetchMock, 'GET', '/api/handles/countess-ada')).toHaveLength(1);
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/handles/')),
    ).toHaveLength(1);

    await user.clear(field);
    await user.type(field, 'grace-hopper');
    expect(await screen.findByText(HANDLE_MESSAGES.taken)).toBeInTheDocument();
  });

  it('saves the new handle in lower case and opens the profile at /@handle', async () => {
    const fetchMock = withChecks({ 'countess-ada': 'available' });
    renderEditProfile();
    const field = await handleField();
    await user.clear(field);
    await user.type(field, 'Countess-Ada');
    await user.click(screen.getByRole('button', { name: TEXT.saveProfile }));
    expect(await screen.findByText('Profile page at /@countess-ada')).toBeInTheDocument();
    expect(patchBody(fetchMock).get('handle')).toBe('countess-ada');
  });

  it('puts "already taken" on the field when someone took the handle before the save', async () => {
    withChecks(
      { 'countess-ada': 'available' },
      () =>
        new Response(JSON.stringify({ message: HANDLE_MESSAGES.taken }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderEditProfile();
    const field = await handleField();
    await user.clear(field);
    await user.type(field, 'countess-ada');
    await user.click(screen.getByRole('button', { name: TEXT.saveProfile }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HANDLE_MESSAGES.taken);
    expect(field).toHaveFocus();
    expect(screen.queryByText(/Profile page/)).not.toBeInTheDocument();
  });
});
