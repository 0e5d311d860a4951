import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { aPage, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { DELETE_PROJECT_CONFIRM, DELETE_PROJECT_MESSAGES } from '@stackfolio/shared-ui/dialog';
import { MAX_TAGS, PROJECT_CONTENT_MESSAGES, PROJECT_MESSAGES } from '@stackfolio/contract';
import { MESSAGES } from '../constants';
import { projectsQuery, useProjects } from '../features/projects/api/get-projects';
import { installFakeXhr } from '../testing/fake-xhr';
import {
  aProject,
  aProjectDetail,
  aUser,
  jsonResponse,
  signedInAs,
  stubApi,
  type StubRoutes,
} from '../testing/stub-api';
import { EditProjectPage } from './edit-project-page';

// Form tests type a lot; the machine's CPU is shared, so allow more than jest's 5 s default.
jest.setTimeout(20_000);

const owner = aUser({ id: 2 });
const anImage = (id: number, alt: string) => ({
  id,
  url: `/uploads/images/${id}.png`,
  alt,
  width: 800,
  height: 600,
  image: null,
});
const aFile = (id: number, name: string) => ({
  id,
  name,
  size: 2048,
  type: 'application/pdf',
  url: `/api/projects/4/files/${id}`,
  previewKind: 'pdf' as const,
  preview: 'ready' as const,
});
const project = aProjectDetail({
  id: 4,
  userId: 2,
  title: 'Old title',
  tags: ['go'],
  imageUrl: '/uploads/images/31.png',
  fileName: 'old.pdf',
  writeup: '# Notes',
  images: [anImage(31, 'Login screen'), anImage(32, 'Dashboard'), anImage(33, 'Settings')],
  files: [aFile(21, 'old.pdf'), aFile(22, 'data.csv')],
});

/** The dashboard, with the project list the user came from (read from the cache if still fresh). */
function HomeWithProjectList() {
  const list = useProjects({ q: '', tag: '' });
  return (
    <>
      <p>Dashboard home</p>
      <ul aria-label="All projects">
        {list.data?.pages
          .flatMap((page) => page.items)
          .map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
      </ul>
    </>
  );
}

function renderEdit(route = '/projects/4/edit', routes: StubRoutes = {}) {
  const api = stubApi({
    ...signedInAs(owner),
    'GET /api/projects/4': jsonResponse(project),
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/projects/:id/edit" element={<EditProjectPage />} />
      <Route path="/" element={<HomeWithProjectList />} />
    </Routes>,
    { route },
  );
  return { api, ...view };
}

async function renderForm(routes: StubRoutes = {}) {
  const view = renderEdit('/projects/4/edit', routes);
  await screen.findByDisplayValue('Old title');
  return view;
}

describe('/projects/{id}/edit states', () => {
  it('says "Invalid project ID" for a non-numeric id without calling the API for it', async () => {
    const { api } = renderEdit('/projects/abc/edit');
    expect(
      await screen.findByRole('heading', { name: MESSAGES.invalidProjectId }),
    ).toBeInTheDocument();
    expect(api.calls('GET /api/projects/abc')).toHaveLength(0);
  });

  it('says "Loading project..." while the project loads', async () => {
    renderEdit('/projects/4/edit', {
      'GET /api/projects/4': () => new Promise<Response>(() => {}),
    });
    expect(await screen.findByText(MESSAGES.loadingProject)).toBeInTheDocument();
  });

  it('says "Project not found" for a missing project', async () => {
    renderEdit('/projects/4/edit', {
      'GET /api/projects/4': jsonResponse({ message: 'Project not found' }, 404),
    });
    expect(
      await screen.findByRole('heading', { name: MESSAGES.projectNotFound }),
    ).toBeInTheDocument();
  });

  it("tells a signed-in non-owner who is not an admin they don't have permission", async () => {
    stubApi({ ...signedInAs(aUser({ id: 9 })), 'GET /api/projects/4': jsonResponse(project) });
    renderWithProviders(
      <Routes>
        <Route path="/projects/:id/edit" element={<EditProjectPage />} />
      </Routes>,
      { route: '/projects/4/edit' },
    );
    expect(
      await screen.findByRole('heading', { name: MESSAGES.noEditPermission }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('lets an admin edit a project that is not theirs', async () => {
    stubApi({
      ...signedInAs(aUser({ id: 9, isAdmin: true })),
      'GET /api/projects/4': jsonResponse(project),
    });
    renderWithProviders(
      <Routes>
        <Route path="/projects/:id/edit" element={<EditProjectPage />} />
      </Routes>,
      { route: '/projects/4/edit' },
    );
    expect(await screen.findByDisplayValue('Old title')).toBeInTheDocument();
  });

  it('has a back link to the projects list and the three sections', async () => {
    await renderForm();
    expect(screen.getByRole('link', { name: /Back to projects/ })).toHaveAttribute(
      'href',
      '/browse-projects',
    );
    for (const name of ['Project Information', 'Files', 'Gallery', 'Write-up']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });
});

describe('/projects/{id}/edit form rules', () => {
  it('requires a title ("Title is required") under 200 characters ("Title must be under 200 characters")', async () => {
    await renderForm();
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROJECT_MESSAGES.titleRequired)).toBeInTheDocument();
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROJECT_MESSAGES.titleTooLong)).toBeInTheDocument();
  });

  it('rejects an invalid project URL with "Invalid URL"', async () => {
    await renderForm();
    await userEvent.clear(screen.getByLabelText('Project URL'));
    await userEvent.type(screen.getByLabelText('Project URL'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROJECT_MESSAGES.invalidUrl)).toBeInTheDocument();
  });

  it('adds trimmed tags with Enter or Add, skips empty and duplicate ones, and removes them', async () => {
    await renderForm();
    const input = screen.getByLabelText('Tags');
    await userEvent.type(input, '  rust  {Enter}');
    await userEvent.type(input, 'go{Enter}');
    await userEvent.type(input, '   {Enter}');
    await userEvent.type(input, 'wasm');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const list = screen.getByRole('list', { name: 'Project tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('×', '')),
    ).toEqual(['go', 'rust', 'wasm']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag go' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it(`keeps Add enabled past 10 tags and disables it at ${MAX_TAGS} with "Maximum 20 tags allowed"`, async () => {
    const many = Array.from({ length: MAX_TAGS - 2 }, (_, i) => `t${i}`);
    await renderForm({ 'GET /api/projects/4': jsonResponse({ ...project, tags: many }) });
    const input = screen.getByLabelText('Tags');
    expect(screen.getByText(`${MAX_TAGS - 2}/${MAX_TAGS} tags`)).toBeInTheDocument();
    await userEvent.type(input, 'one{Enter}');
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
    await userEvent.type(input, 'two{Enter}');
    expect(
      screen.getByText(`${MAX_TAGS}/${MAX_TAGS} tags. ${PROJECT_MESSAGES.tooManyTags}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByLabelText('Tags')).toBeDisabled();
  });

  it('lists the existing files and pictures with their alt texts, the first as the cover', async () => {
    await renderForm();
    const files = screen.getByRole('list', { name: 'Chosen files' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^old\.pdf/), expect.stringMatching(/^data\.csv/)]);
    expect(screen.getByLabelText('Alt text for Image 1')).toHaveValue('Login screen');
    expect(screen.getByLabelText('Alt text for Image 3')).toHaveValue('Settings');
    expect(screen.getByLabelText('Write-up (Markdown)')).toHaveValue('# Notes');
  });
});

describe('/projects/{id}/edit saving and deleting', () => {
  it('sends the kept pictures in their new order with their alts, the removed ones, and goes to /', async () => {
    await renderForm();
    const requests = installFakeXhr();
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'New title');
    await userEvent.type(screen.getByLabelText('Tags'), 'rust{Enter}');
    // Settings to the top by keyboard, Login screen removed, Dashboard's alt text changed.
    screen.getByRole('button', { name: 'Move up Image 3' }).focus();
    await userEvent.keyboard('{Enter}{Enter}');
    expect(screen.getByRole('button', { name: 'Move down Image 3' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Image 1' }));
    await userEvent.clear(screen.getByLabelText('Alt text for Image 2'));
    await userEvent.type(screen.getByLabelText('Alt text for Image 2'), 'The dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Move up data.csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(requests[0].method).toBe('PUT');
    expect(requests[0].url).toBe('/api/projects/4');
    expect(requests[0].fields).toEqual({
      title: 'New title',
      description: 'A data pipeline in Python',
      projectUrl: 'https://example.com/demo',
      tags: '["go","rust"]',
      writeup: '# Notes',
      removeFiles: '[]',
      fileOrder: '[22,21]',
      removeImages: '[31]',
      gallery: JSON.stringify([
        { id: 33, alt: 'Settings' },
        { id: 32, alt: 'The dashboard' },
      ]),
    });
    act(() =>
      requests[0].respond(200, {
        ...project,
        title: 'New title',
        images: [anImage(33, 'Settings'), anImage(32, 'The dashboard')],
        files: [aFile(22, 'data.csv'), aFile(21, 'old.pdf')],
      }),
    );
    expect(await screen.findByText(MESSAGES.updateSuccessDescription)).toBeInTheDocument();
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('puts a new picture made cover first with a second PUT of the gallery order', async () => {
    await renderForm();
    const requests = installFakeXhr();
    await userEvent.upload(
      screen.getByLabelText('Gallery images'),
      new File(['png'], 'new.png', { type: 'image/png' }),
    );
    expect(screen.getByLabelText('Alt text for new.png')).toHaveValue('Old title');
    await userEvent.click(screen.getByRole('button', { name: 'Make cover new.png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].parts.filter(([k]) => k === 'images' || k === 'imageAlts')).toEqual([
      ['images', 'file:new.png'],
      ['imageAlts', '["Old title"]'],
    ]);
    act(() =>
      requests[0].respond(200, {
        ...project,
        images: [...project.images, anImage(34, 'Old title')],
      }),
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(JSON.parse(requests[1].fields.gallery).map((g: { id: number }) => g.id)).toEqual([
      34, 31, 32, 33,
    ]);
    act(() => requests[1].respond(200, project));
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
  });

  it(`refuses to save a picture whose alt text was emptied ("${PROJECT_CONTENT_MESSAGES.altRequired}")`, async () => {
    await renderForm();
    const requests = installFakeXhr();
    await userEvent.clear(screen.getByLabelText('Alt text for Image 2'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROJECT_CONTENT_MESSAGES.altRequired)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says "Error" with the server message, or "Failed to update project" without one', async () => {
    await renderForm();
    const requests = installFakeXhr();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0].respond(422, { message: 'Tags must be text' }));
    expect(await screen.findByText('Tags must be text')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => requests[1].respond(500, ''));
    expect(await screen.findByText(MESSAGES.updateFailedFallback)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
  });

  it('asks "Are you sure you want to delete this project?", deletes on confirm and goes to /, where the list no longer shows it', async () => {
    let listed = [aProject({ id: 4, title: 'Old title' }), aProject({ id: 5, title: 'Kept' })];
    const { api, client } = await renderForm({
      'GET /api/projects': () => jsonResponse(aPage(listed)),
      'DELETE /api/projects/4': () => {
        listed = listed.filter((p) => p.id !== 4);
        return new Response(null, { status: 204 });
      },
    });
    await client.prefetchInfiniteQuery(projectsQuery({ q: '', tag: '' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
    expect(dialog).toHaveTextContent(DELETE_PROJECT_CONFIRM);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /api/projects/4')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Project' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(DELETE_PROJECT_MESSAGES.deleted)).toBeInTheDocument();
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'All projects' });
    expect(await within(list).findByText('Kept')).toBeInTheDocument();
    expect(within(list).queryByText('Old title')).not.toBeInTheDocument();
    expect(api.calls('DELETE /api/projects/4')).toHaveLength(1);
  });

  it('says "Delete failed" with the message when deletion fails', async () => {
    await renderForm({ 'DELETE /api/projects/4': jsonResponse({ message: 'Not allowed' }, 403) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Project' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(DELETE_PROJECT_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByText('Not allowed')).toBeInTheDocument();
  });
});
