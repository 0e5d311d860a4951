import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, toast } from '@stackfolio/shared-ui';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import {
  LOGIN_REQUIRED_TEXT,
  MESSAGES,
  TEMPLATE_CAPS,
  TEMPLATE_IDS,
  TEMPLATE_OPTIONS,
} from '../constants';
import { PREVIEW_ERROR } from '../features/resume/components/resume-preview';
import { makeProjects, makeUser } from '../testing/fixtures';
import { stubApi } from '../testing/stub-api';
import { ResumePage } from './resume-page';

// The whole page renders (four templates' CSS included) on a CPU shared by many jobs: allow time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

function preview() {
  return screen.getByLabelText('Live Preview');
}

type ApiOptions = {
  user: ReturnType<typeof makeUser>;
  projects?: Parameters<typeof stubApi>[0]['projects'];
};

/** Renders /resume for Ada with 6 projects (or the given API) and waits for the live preview. */
async function renderSignedIn(
  api: ApiOptions = { user: makeUser(), projects: makeProjects(6) },
  waitForPreview = true,
) {
  const fetchMock = stubApi(api);
  const user = userEvent.setup();
  renderWithProviders(<ResumePage />, { route: '/resume' });
  await screen.findByRole('button', { name: 'Generate & Download' });
  if (waitForPreview) await screen.findByText('Ada Lovelace', { selector: 'h3' });
  return { user, fetchMock };
}

beforeEach(() => {
  dismissToast(toast({ title: 'reset' }));
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('ResumePage access', () => {
  it(`tells signed-out users "${LOGIN_REQUIRED_TEXT}" with a way to sign in`, async () => {
    stubApi({ user: null });
    renderWithProviders(<ResumePage />, { route: '/resume' });
    expect(await screen.findByText(LOGIN_REQUIRED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a loading preview while the projects load', async () => {
    stubApi({
      user: makeUser(),
      routes: { 'GET /api/resume/projects': () => new Promise<Response>(() => {}) },
    });
    renderWithProviders(<ResumePage />, { route: '/resume' });
    expect(await screen.findByRole('status', { name: 'Loading your resume' })).toBeInTheDocument();
  });
});

describe('ResumePage choices and live preview', () => {
  it('starts on the Modern template and the PDF format, as two labelled radio groups', async () => {
    await renderSignedIn();
    const templates = screen.getByRole('group', { name: 'Choose a Template' });
    const formats = screen.getByRole('group', { name: 'Export Format' });
    expect(
      within(templates)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual([...TEMPLATE_IDS]);
    expect(
      within(formats)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['pdf', 'docx', 'html']);
    expect(within(templates).getByRole('radio', { name: 'Modern' })).toBeChecked();
    expect(within(formats).getByRole('radio', { name: 'PDF' })).toBeChecked();
  });

  it('previews the profile: name, job title, location, email, bio, links and featured skills first', async () => {
    await renderSignedIn();
    const resume = within(preview());
    expect(resume.getByText('Ada Lovelace', { selector: 'h3' })).toBeInTheDocument();
    expect(resume.getByText('Principal Engineer')).toBeInTheDocument();
    expect(resume.getByText('London, UK')).toBeInTheDocument();
    expect(resume.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(resume.getByText(/first published algorithm/)).toBeInTheDocument();
    expect(resume.getByRole('link', { name: 'github.com/ada' })).toHaveAttribute(
      'href',
      'https://github.com/ada',
    );
    expect(resume.getByRole('link', { name: 'localhost/@ada-lovelace' })).toBeInTheDocument();
    const skills = resume.getByText('Skills', { selector: 'h4' }).parentElement!;
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mathematics', 'Rust', 'Python', 'TypeScript']);
  });

  it('switches the preview to another template as soon as it is chosen', async () => {
    const { user } = await renderSignedIn();
    expect(within(preview()).getByLabelText('Resume')).toHaveAttribute('data-template', 'modern');
    await user.click(screen.getByLabelText('Classic'));
    expect(within(preview()).getByLabelText('Resume')).toHaveAttribute('data-template', 'classic');
    expect(
      within(preview()).getByText('Selected Projects', { selector: 'h4' }),
    ).toBeInTheDocument();
    expect(within(preview()).getByText('Classic template · exports as PDF')).toBeInTheDocument();
  });

  it('says in the preview which format the export will use', async () => {
    const { user } = await renderSignedIn();
    await user.click(screen.getByLabelText('HTML'));
    expect(within(preview()).getByText('Modern template · exports as HTML')).toBeInTheDocument();
  });

  it.each(TEMPLATE_IDS)(
    'shows at most the %s template’s projects and tags per project',
    async (template) => {
      const { user } = await renderSignedIn({ user: makeUser(), projects: makeProjects(7, 9) });
      await user.click(screen.getByLabelText(TEMPLATE_OPTIONS[template].label));
      const tagLists = within(preview()).getAllByRole('list', { name: 'Tags' });
      expect(within(preview()).getAllByRole('heading', { level: 5 })).toHaveLength(
        TEMPLATE_CAPS[template].projects,
      );
      expect(tagLists).toHaveLength(TEMPLATE_CAPS[template].projects);
      for (const list of tagLists) {
        expect(within(list).getAllByRole('listitem')).toHaveLength(
          TEMPLATE_CAPS[template].tagsPerProject,
        );
      }
    },
  );

  it('still builds a resume without projects and points to the upload page', async () => {
    await renderSignedIn({ user: makeUser(), projects: [] });
    expect(
      within(preview()).getByRole('link', { name: 'Upload your first project' }),
    ).toHaveAttribute('href', '/upload');
    expect(within(preview()).queryByRole('heading', { name: 'Projects' })).not.toBeInTheDocument();
  });

  it('opens the full-size preview in a dialog', async () => {
    const { user } = await renderSignedIn();
    await user.click(screen.getByLabelText('Creative'));
    await user.click(screen.getByRole('button', { name: 'Preview Full Resume' }));
    const dialog = screen.getByRole('dialog', { name: 'Creative Resume' });
    expect(within(dialog).getByText('Ada Lovelace', { selector: 'h3' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Resume')).toHaveAttribute('data-template', 'creative');
  });
});

describe('ResumePage when the profile cannot be loaded', () => {
  it(`shows "${PREVIEW_ERROR.title}" with Retry, which loads the preview`, async () => {
    let fail = true;
    const { user } = await renderSignedIn(
      {
        user: makeUser(),
        projects: () =>
          fail ? jsonResponse({ message: 'boom' }, 500) : jsonResponse({ items: makeProjects(1) }),
      },
      false,
    );
    expect(await screen.findByRole('heading', { name: PREVIEW_ERROR.title })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await within(preview()).findByText('Ada Lovelace', { selector: 'h3' }),
    ).toBeInTheDocument();
  });

  it(`answers Generate & Download and Preview with "${MESSAGES.projectsNotLoaded.title}" when the projects failed to load`, async () => {
    const { user } = await renderSignedIn(
      { user: makeUser(), projects: () => jsonResponse({ message: 'boom' }, 500) },
      false,
    );
    await screen.findByRole('heading', { name: PREVIEW_ERROR.title });
    await user.click(screen.getByRole('button', { name: 'Generate & Download' }));
    expect(await screen.findByText(MESSAGES.projectsNotLoaded.title)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.projectsNotLoaded.description)).toBeInTheDocument();
    act(() => dismissToast(toast({ title: 'reset' })));
    await user.click(screen.getByRole('button', { name: 'Preview Full Resume' }));
    expect(await screen.findByText(MESSAGES.projectsNotLoaded.title)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.profileRequired.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
