import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURED_SKILLS_MAX, SKILLS_MAX, TEXT, TOASTS } from '../constants';
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

describe('/edit-profile skills and featured skills', () => {
  it('adds a skill with Enter and ignores blanks and duplicates', async () => {
    signedInAs(me());
    renderEditProfile();
    const input = await screen.findByLabelText('Add a skill');
    await user.type(input, '  Docker  {Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'react{Enter}');
    const chips = screen.getByRole('list', { name: 'Your skills' });
    expect(
      within(chips)
        .getAllByRole('button', { name: /^Feature / })
        .map((b) => b.textContent),
    ).toEqual(['★ React', 'SQL', 'Docker']);
  });

  it(`toasts "Skill limit reached" when adding a skill beyond ${SKILLS_MAX}`, async () => {
    signedInAs(
      me({
        skills: Array.from({ length: SKILLS_MAX }, (_, i) => `skill ${i}`),
        featuredSkills: [],
      }),
    );
    renderEditProfile();
    await user.type(await screen.findByLabelText('Add a skill'), 'One more{Enter}');
    expect(await screen.findByText(TOASTS.skillLimit.title)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.skillLimit.description)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Feature One more' })).not.toBeInTheDocument();
  });

  it(`features skills by clicking them, at most ${FEATURED_SKILLS_MAX}, with the "Featured skills limit reached" toast`, async () => {
    const skills = ['a', 'b', 'c', 'd', 'e', 'f'];
    signedInAs(me({ skills, featuredSkills: [] }));
    renderEditProfile();
    for (const skill of skills.slice(0, FEATURED_SKILLS_MAX)) {
      await user.click(await screen.findByRole('button', { name: `Feature ${skill}` }));
      expect(screen.getByRole('button', { name: `Feature ${skill}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await user.click(screen.getByRole('button', { name: 'Feature f' }));
    expect(await screen.findByText(TOASTS.featuredLimit.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feature f' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Feature a' }));
    expect(screen.getByRole('button', { name: 'Feature a' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('unfeatures a skill when it is removed', async () => {
    const fetchMock = signedInAs(
      me({ skills: ['React', 'SQL'], featuredSkills: ['React', 'SQL'] }),
    );
    renderEditProfile();
    await user.click(await screen.findByRole('button', { name: 'Remove React' }));
    expect(screen.queryByRole('button', { name: 'Feature React' })).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/users/profile')).toHaveLength(1));
    expect(JSON.parse(patchBody(fetchMock).get('skills') as string)).toEqual(['SQL']);
    expect(JSON.parse(patchBody(fetchMock).get('featuredSkills') as string)).toEqual(['SQL']);
  });
});
