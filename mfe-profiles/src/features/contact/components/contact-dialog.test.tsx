import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES, MAX_CONTACT_BODY, MAX_CONTACT_SUBJECT } from '@stackfolio/contract';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { aCurrentUser, callsTo, stubApi } from '../../../testing/api-stub';
import { ContactButton } from './contact-button';
import { CONTACT_TEXT } from './contact-dialog';

const me = aCurrentUser({ id: 1 });
const viewer = (allowed: boolean, routes: Record<string, unknown> = {}) =>
  stubApi({
    'GET /api/auth/user': me,
    'GET /api/users/9/contact': { contactPolicy: allowed ? 'everyone' : 'nobody', allowed },
    ...routes,
  });

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ContactButton userId={9} name="Paul Pro" />);
  await user.click(await screen.findByRole('button', { name: 'Contact Paul Pro' }));
  const dialog = await screen.findByRole('dialog', { name: CONTACT_TEXT.title('Paul Pro') });
  return { user, dialog };
}

describe('ContactDialog', () => {
  it('is absent when the person does not accept contact from the viewer', async () => {
    const api = viewer(false);
    renderWithProviders(<ContactButton userId={9} name="Paul Pro" />);
    await waitFor(() => expect(callsTo(api, 'GET', '/api/users/9/contact')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Contact/ })).not.toBeInTheDocument();
  });

  it('has labelled fields with counters and checks them before sending anything', async () => {
    const api = viewer(true);
    const { user, dialog } = await openDialog();
    const subject = within(dialog).getByLabelText(CONTACT_TEXT.subject);
    const body = within(dialog).getByLabelText(CONTACT_TEXT.body);
    expect(subject).toHaveAttribute('maxlength', String(MAX_CONTACT_SUBJECT));
    expect(body).toHaveAttribute('maxlength', String(MAX_CONTACT_BODY));
    expect(subject).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: CONTACT_TEXT.send }));
    const alerts = within(dialog).getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      CONTACT_MESSAGES.subjectEmpty,
      CONTACT_MESSAGES.bodyEmpty,
    ]);
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    await user.type(body, 'Hello');
    expect(within(dialog).getByText(`5/${MAX_CONTACT_BODY}`)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/users/9/contact')).toHaveLength(0);
  });

  it('sends the trimmed message, says so and closes', async () => {
    const api = viewer(true, {
      'POST /api/users/9/contact': () =>
        jsonResponse({ message: CONTACT_MESSAGES.sent('Paul Pro'), id: 4 }, 201),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(CONTACT_TEXT.subject), '  Rust role ');
    await user.type(within(dialog).getByLabelText(CONTACT_TEXT.body), '<b>Hi</b> Paul');
    await user.click(within(dialog).getByRole('button', { name: CONTACT_TEXT.send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(CONTACT_MESSAGES.sent('Paul Pro'))).toBeInTheDocument();
    const [[, init]] = callsTo(api, 'POST', '/api/users/9/contact');
    expect(JSON.parse(String(init.body))).toEqual({ subject: 'Rust role', body: '<b>Hi</b> Paul' });
    expect(screen.getByRole('button', { name: 'Contact Paul Pro' })).toHaveFocus();
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    viewer(true, {
      'POST /api/users/9/contact': () =>
        jsonResponse({ message: CONTACT_MESSAGES.alreadyOpen }, 409),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(CONTACT_TEXT.subject), 'Again');
    await user.type(within(dialog).getByLabelText(CONTACT_TEXT.body), 'Still there?');
    await user.click(within(dialog).getByRole('button', { name: CONTACT_TEXT.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CONTACT_MESSAGES.alreadyOpen,
    );
    expect(within(dialog).getByLabelText(CONTACT_TEXT.subject)).toHaveValue('Again');
  });
});
