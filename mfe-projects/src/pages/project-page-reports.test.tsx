import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { resetViewTracking } from '@stackfolio/shared-ui';
import { MODERATION_MESSAGES, REPORT_MESSAGES } from '@stackfolio/contract';
import {
  aComment,
  anAuthor,
  aProjectDetail,
  aUser,
  jsonResponse,
  signedInAs,
  signedOut,
  stubApi,
  type StubRoutes,
} from '../testing/stub-api';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { ProjectPage } from './project-page';

const owner = aUser({ id: 3, firstName: 'Alan', lastName: 'Turing', handle: 'alan' });
const visitor = aUser({ id: 5, firstName: 'Vera', lastName: 'Visitor', handle: 'vera' });
const project = aProjectDetail({
  id: 9,
  userId: 3,
  title: 'Graph engine',
  slug: 'graph-engine',
  path: '/@alan/graph-engine',
  user: anAuthor({ id: 3, handle: 'alan' }),
});
const comment = aComment({
  id: 70,
  projectId: 9,
  content: 'Buy cheap watches',
  user: anAuthor({ id: 8, firstName: 'Sam', lastName: 'Spammer', handle: 'sam' }),
});

function renderPage(routes: StubRoutes) {
  const api = stubApi({
    'GET /api/projects/9/like-status': jsonResponse({ hasLiked: false, likesCount: 0 }),
    'GET /api/projects/9/comments': jsonResponse(aPage([comment])),
    'GET /api/projects/9/comment-count': jsonResponse({ count: 1 }),
    'POST /api/analytics/project-view': jsonResponse({}),
    'GET /api/users/@alan/projects/graph-engine': jsonResponse(project),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/:handle/:slug" element={<ProjectPage />} />
    </Routes>,
    { route: '/@alan/graph-engine' },
  );
  return api;
}

beforeEach(() => resetViewTracking());

describe('reporting on a project’s page', () => {
  it('lets a signed-in visitor report the project with a reason and a note', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      ...signedInAs(visitor),
      'POST /api/reports': jsonResponse({ created: true, message: REPORT_MESSAGES.created }, 201),
    });
    await screen.findByRole('heading', { level: 1, name: 'Graph engine' });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this project' });
    await user.click(within(dialog).getByRole('radio', { name: 'Plagiarism or stolen work' }));
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'My repo');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_MESSAGES.created)).toBeInTheDocument();
    const [sent] = api.calls('POST /api/reports');
    expect(JSON.parse(String(sent.init.body))).toEqual({
      type: 'project',
      id: 9,
      reason: 'plagiarism',
      note: 'My repo',
    });
  });

  it('lets a signed-in visitor report someone else’s comment', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      ...signedInAs(visitor),
      'POST /api/reports': jsonResponse({ created: true, message: REPORT_MESSAGES.created }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Report comment by Sam Spammer' }));
    const dialog = await screen.findByRole('dialog', { name: "Report Sam Spammer's comment" });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByText(REPORT_MESSAGES.created);
    const [sent] = api.calls('POST /api/reports');
    expect(JSON.parse(String(sent.init.body))).toEqual({ type: 'comment', id: 70, reason: 'spam' });
  });

  it('offers no Report to a signed-out visitor', async () => {
    renderPage(signedOut);
    await screen.findByText('Buy cheap watches');
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('shows its owner "Hidden by moderators" and the reason', async () => {
    renderPage({
      ...signedInAs(owner),
      'GET /api/users/@alan/projects/graph-engine': jsonResponse({
        ...project,
        hiddenByModerators: 'Copied artwork',
      }),
    });
    const text = await screen.findByText(MODERATION_MESSAGES.hiddenByModerators);
    expect(text.closest('p')).toHaveTextContent(
      `${MODERATION_MESSAGES.hiddenByModerators}: Copied artwork`,
    );
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
