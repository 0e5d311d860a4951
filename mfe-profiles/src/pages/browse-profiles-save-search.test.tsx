import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  MAX_SAVED_SEARCH_NAME,
  SAVED_SEARCH_MESSAGES,
} from '@stackfolio/contract';
import { SAVE_SEARCH_TEXT } from '../features/browse-profiles/components/save-search-text';
import { aCurrentUser, aUser, callsTo, profilesPage, stubApi } from '../testing/api-stub';
import { BrowseProfilesPage } from './browse-profiles-page';

const FILTERED = '/profiles?skill=Rust&open=1&workplace=remote&sort=views';

const signedIn = (routes: Record<string, unknown> = {}) =>
  stubApi({
    'GET /api/auth/user': aCurrentUser({ id: 1 }),
    'GET /api/users/all': () => Response.json(profilesPage([aUser()])),
    ...routes,
  });

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<BrowseProfilesPage />, { route: FILTERED });
  const button = await screen.findByRole('button', { name: SAVE_SEARCH_TEXT.button });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: SAVE_SEARCH_TEXT.title });
  return { user, button, dialog: within(dialog) };
}

describe('/profiles "Save this search"', () => {
  it('is absent for a signed-out visitor', async () => {
    const api = stubApi({ 'GET /api/users/all': () => Response.json(profilesPage([aUser()])) });
    renderWithProviders(<BrowseProfilesPage />, { route: FILTERED });
    await screen.findByRole('article');
    await waitFor(() => expect(callsTo(api, 'GET', '/api/auth/user')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: SAVE_SEARCH_TEXT.button })).not.toBeInTheDocument();
  });

  it('opens a dialog named from the filters, e-mailing weekly unless changed; Escape closes it and focus returns', async () => {
    const api = signedIn();
    const { user, button, dialog } = await openDialog();
    const name = dialog.getByLabelText(SAVE_SEARCH_TEXT.name);
    expect(name).toHaveValue('Rust · Open to work · Remote');
    expect(name).toHaveAttribute('maxlength', String(MAX_SAVED_SEARCH_NAME));
    expect(name).toHaveFocus();
    const frequency = dialog.getByLabelText(SAVE_SEARCH_TEXT.frequency);
    expect(frequency).toHaveDisplayValue(ALERT_FREQUENCY_LABELS.weekly);
    expect(
      within(frequency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(ALERT_FREQUENCIES.map((value) => ALERT_FREQUENCY_LABELS[value]));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(callsTo(api, 'POST', '/api/saved-searches')).toHaveLength(0);
  });

  it('saves the address’s filters without the order, says so and links to Settings', async () => {
    const api = signedIn({
      'POST /api/saved-searches': () =>
        jsonResponse(
          {
            id: 3,
            name: 'Rust contractors',
            query: 'skill=Rust&open=1&workplace=remote',
            frequency: 'daily',
            createdAt: new Date().toISOString(),
            lastCheckedAt: null,
          },
          201,
        ),
    });
    const { user, button, dialog } = await openDialog();
    const name = dialog.getByLabelText(SAVE_SEARCH_TEXT.name);
    await user.clear(name);
    await user.type(name, '  Rust contractors ');
    await user.selectOptions(dialog.getByLabelText(SAVE_SEARCH_TEXT.frequency), 'daily');
    await user.click(dialog.getByRole('button', { name: SAVE_SEARCH_TEXT.save }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(SAVE_SEARCH_TEXT.saved)).toBeInTheDocument();
    const [[, init]] = callsTo(api, 'POST', '/api/saved-searches');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Rust contractors',
      query: 'skill=Rust&open=1&workplace=remote',
      frequency: 'daily',
    });
    expect(button).toHaveFocus();
    expect(screen.getByRole('link', { name: SAVE_SEARCH_TEXT.manage })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it(`asks for a name before sending anything: "${SAVED_SEARCH_MESSAGES.nameEmpty}"`, async () => {
    const api = signedIn();
    const { user, dialog } = await openDialog();
    const name = dialog.getByLabelText(SAVE_SEARCH_TEXT.name);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(dialog.getByRole('button', { name: SAVE_SEARCH_TEXT.save }));
    expect(dialog.getByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.nameEmpty);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', '/api/saved-searches')).toHaveLength(0);
  });

  it(`shows the server’s refusal in the dialog: "${SAVED_SEARCH_MESSAGES.tooMany}"`, async () => {
    signedIn({
      'POST /api/saved-searches': () =>
        jsonResponse({ message: SAVED_SEARCH_MESSAGES.tooMany }, 409),
    });
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: SAVE_SEARCH_TEXT.save }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.tooMany);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: SAVE_SEARCH_TEXT.manage })).not.toBeInTheDocument();
  });
});
