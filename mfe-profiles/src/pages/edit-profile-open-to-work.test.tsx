import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_WANTED_ROLES, OPEN_TO_WORK_MESSAGES, type OpenToWork } from '@stackfolio/contract';
import { OPEN_TO_WORK_TEXT, TEXT } from '../constants';
import { callsTo } from '../testing/api-stub';
import { me, patchBody, renderEditProfile, signedInAs } from '../testing/edit-profile';

// Typing without per-key timers keeps this large form's tests quick on a busy machine.
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
// Rendering every section of the form is heavy; the CPUs here are shared with other jobs.
jest.setTimeout(30_000);

const save = () => user.click(screen.getByRole('button', { name: TEXT.saveProfile }));
const section = () => screen.getByRole('group', { name: OPEN_TO_WORK_TEXT.title });
const inGroup = (group: string) => within(within(section()).getByRole('group', { name: group }));
const radio = (group: string, name: string) => inGroup(group).getByRole('radio', { name });
const checkbox = (group: string, name: string) => inGroup(group).getByRole('checkbox', { name });

const looking: OpenToWork = {
  status: 'open',
  roles: ['Frontend Engineer'],
  employmentTypes: ['full-time'],
  workplaces: ['remote'],
  locations: ['Berlin'],
  availableFrom: null,
  visibility: 'everyone',
};

describe('/edit-profile Open to work', () => {
  it('sends the details as JSON when the person says they are open to work', async () => {
    const fetchMock = signedInAs(me());
    renderEditProfile();
    await screen.findByRole('heading', { level: 2, name: OPEN_TO_WORK_TEXT.title });
    expect(radio(OPEN_TO_WORK_TEXT.status, OPEN_TO_WORK_TEXT.notShown)).toBeChecked();
    expect(radio(OPEN_TO_WORK_TEXT.visibility, 'Everyone')).toBeChecked();

    await user.click(radio(OPEN_TO_WORK_TEXT.status, 'Open to work'));
    await user.type(
      screen.getByLabelText(OPEN_TO_WORK_TEXT.roles),
      ' Tech Lead, Frontend Engineer',
    );
    await user.click(checkbox(OPEN_TO_WORK_TEXT.employmentTypes, 'Contract'));
    await user.click(checkbox(OPEN_TO_WORK_TEXT.employmentTypes, 'Full-time'));
    await user.click(checkbox(OPEN_TO_WORK_TEXT.workplaces, 'Remote'));
    await user.type(screen.getByLabelText(OPEN_TO_WORK_TEXT.locations), 'Berlin,  London ');
    fireEvent.change(screen.getByLabelText(OPEN_TO_WORK_TEXT.availableFrom), {
      target: { value: '2026-03-01' },
    });
    await user.click(radio(OPEN_TO_WORK_TEXT.visibility, 'Signed-in people'));
    await save();

    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/users/profile')).toHaveLength(1));
    expect(JSON.parse(patchBody(fetchMock).get('openToWork') as string)).toEqual({
      status: 'open',
      roles: ['Tech Lead', 'Frontend Engineer'],
      employmentTypes: ['full-time', 'contract'],
      workplaces: ['remote'],
      locations: ['Berlin', 'London'],
      availableFrom: '2026-03-01',
      visibility: 'signed-in',
    });
  });

  it('starts from the saved details, and sends a change of one as the whole object', async () => {
    const fetchMock = signedInAs(me({ openToWork: looking }));
    renderEditProfile();
    expect(await screen.findByLabelText(OPEN_TO_WORK_TEXT.roles)).toHaveValue('Frontend Engineer');
    expect(radio(OPEN_TO_WORK_TEXT.status, 'Open to work')).toBeChecked();
    expect(checkbox(OPEN_TO_WORK_TEXT.employmentTypes, 'Full-time')).toBeChecked();
    expect(screen.getByLabelText(OPEN_TO_WORK_TEXT.locations)).toHaveValue('Berlin');

    await user.click(radio(OPEN_TO_WORK_TEXT.status, 'Casually looking'));
    await user.click(checkbox(OPEN_TO_WORK_TEXT.workplaces, 'Hybrid'));
    await save();

    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/users/profile')).toHaveLength(1));
    expect(JSON.parse(patchBody(fetchMock).get('openToWork') as string)).toEqual({
      ...looking,
      status: 'casual',
      workplaces: ['remote', 'hybrid'],
    });
  });

  it(`sends '' to clear it on "Don't show"`, async () => {
    const fetchMock = signedInAs(me({ openToWork: looking }));
    renderEditProfile();
    await screen.findByRole('heading', { level: 2, name: OPEN_TO_WORK_TEXT.title });
    await user.click(radio(OPEN_TO_WORK_TEXT.status, OPEN_TO_WORK_TEXT.notShown));
    await save();

    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/users/profile')).toHaveLength(1));
    expect(patchBody(fetchMock).get('openToWork')).toBe('');
  });

  it('sends nothing of it when the section is untouched', async () => {
    const fetchMock = signedInAs(me({ openToWork: { ...looking, availableFrom: '2026-03-01' } }));
    renderEditProfile();
    await screen.findByRole('heading', { level: 2, name: OPEN_TO_WORK_TEXT.title });
    const jobTitle = screen.getByLabelText('Job Title');
    await user.clear(jobTitle);
    await user.type(jobTitle, 'Data Engineer');
    await save();

    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/users/profile')).toHaveLength(1));
    expect(patchBody(fetchMock).get('jobTitle')).toBe('Data Engineer');
    expect(patchBody(fetchMock).has('openToWork')).toBe(false);
  });

  it(`refuses role ${MAX_WANTED_ROLES + 1} with the API's message and saves nothing`, async () => {
    const fetchMock = signedInAs(me());
    renderEditProfile();
    await screen.findByRole('heading', { level: 2, name: OPEN_TO_WORK_TEXT.title });
    await user.click(radio(OPEN_TO_WORK_TEXT.status, 'Open to work'));
    const roles = screen.getByLabelText(OPEN_TO_WORK_TEXT.roles);
    const six = Array.from({ length: MAX_WANTED_ROLES + 1 }, (_, i) => `Role ${i + 1}`);
    await user.type(roles, six.join(', '));
    await save();

    expect(await screen.findByText(OPEN_TO_WORK_MESSAGES.tooManyRoles)).toBeInTheDocument();
    expect(roles).toHaveAttribute('aria-invalid', 'true');
    expect(roles).toHaveAccessibleDescription(
      `${OPEN_TO_WORK_TEXT.rolesHint} ${OPEN_TO_WORK_MESSAGES.tooManyRoles}`,
    );
    expect(callsTo(fetchMock, 'PATCH', '/api/users/profile')).toHaveLength(0);
  });
});
