import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { aPage, jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { DELETE_PROJECT_CONFIRM } from '@stackfolio/shared-ui/dialog';
import { resetViewTracking } from '@stackfolio/shared-ui';
import { TEXT } from '../constants';
import { projectCountLabel } from '../lib/user-display';
import { aCurrentUser, aProject, aUser, callsTo, stubApi } from '../testing/api-stub';
import { ProfilePage } from './profile-page';

const project = (id: number, title: string) =>
  aProject({ id, title, createdAt: new Date().toISOString() });

// The CPUs here are shared with other jobs.
jest.setTimeout(60_000);

function renderProfile() {
  return renderWithProviders(
    <Routes>
      <Route path="/profile/:id" element={<ProfilePage />} />
    </Routes>,
    { route: '/profile/7' },
  );
}

describe('/profile/{id}: the owner deletes a project from its card', () => {
  beforeEach(() => resetViewTracking());

  it('asks the edit page’s question, from the keyboard; Escape keeps it, Delete removes the card and recounts', async () => {
    const user = userEvent.setup({ delay: null });
    let projects = [project(31, 'Compiler'), project(32, 'Linker')];
    const fetchMock = stubApi({
      'GET /api/auth/user': aCurrentUser({ id: 7 }),
      'GET /api/users/7': () => jsonResponse(aUser({ id: 7, projectCount: projects.length })),
      'GET /api/users/7/projects': () => jsonResponse(aPage(projects)),
      'DELETE /api/projects/31': () => {
        projects = projects.filter((p) => p.id !== 31);
        return jsonResponse({ message: 'Project deleted' });
      },
    });
    const { client } = renderProfile();
    // The projects remote's list, read earlier in the same session (its query key).
    const browseList = ['/api/projects', 'list', { q: '', tag: '' }];
    client.setQueryData(browseList, { pages: [aPage(projects)], pageParams: [1] });
    const section = await screen.findByRole('region', { name: TEXT.portfolioProjects });
    const remove = await within(section).findByRole('button', { name: 'Delete Compiler' });
    expect(screen.getByText(projectCountLabel(2))).toBeInTheDocument();

    remove.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
    expect(dialog).toHaveTextContent(DELETE_PROJECT_CONFIRM);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus is back on the card's Delete: Enter opens the question again.
    await waitFor(() => expect(remove).toHaveFocus());
    expect(callsTo(fetchMock, 'DELETE', '/api/projects/31')).toHaveLength(0);

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(section).queryByRole('article', { name: 'Compiler' })).not.toBeInTheDocument(),
    );
    expect(within(section).getByRole('article', { name: 'Linker' })).toBeInTheDocument();
    expect(await screen.findByText(projectCountLabel(1))).toBeInTheDocument();
    expect(client.getQueryState(browseList)?.isInvalidated).toBe(true);
    expect(callsTo(fetchMock, 'DELETE', '/api/projects/31')).toHaveLength(1);
  });

  it('gives visitors no Delete', async () => {
    stubApi({
      'GET /api/auth/user': aCurrentUser({ id: 9 }),
      'GET /api/users/7': aUser({ id: 7, projectCount: 1 }),
      'GET /api/users/7/projects': aPage([project(31, 'Compiler')]),
    });
    renderProfile();
    const section = await screen.findByRole('region', { name: TEXT.portfolioProjects });
    await within(section).findByRole('article', { name: 'Compiler' });
    expect(within(section).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
