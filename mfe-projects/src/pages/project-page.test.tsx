import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from '@stackfolio/shared-ui/router';
import { aPage, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { resetViewTracking } from '@stackfolio/shared-ui';
import { MESSAGES } from '../constants';
import {
  anAuthor,
  aProjectDetail,
  jsonResponse,
  signedOut,
  stubApi,
  type StubRoutes,
} from '../testing/stub-api';
import { ProjectPage } from './project-page';

const author = anAuthor({ id: 3, handle: 'alan', jobTitle: 'Mathematician' });
const project = aProjectDetail({
  id: 9,
  userId: 3,
  title: 'Graph engine',
  slug: 'graph-engine',
  path: '/@alan/graph-engine',
  tags: ['rust', 'graphs'],
  user: author,
});

function Where() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function renderAt(route: string, routes: StubRoutes) {
  stubApi({
    ...signedOut,
    'GET /api/projects/9/like-status': jsonResponse({ hasLiked: false, likesCount: 4 }),
    'GET /api/projects/9/comments': jsonResponse(aPage([])),
    'GET /api/projects/9/comment-count': jsonResponse({ count: 0 }),
    'POST /api/analytics/project-view': jsonResponse({}),
    ...routes,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/:handle/:slug" element={<ProjectPage />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

beforeEach(() => resetViewTracking());

describe('a project’s page', () => {
  it('shows the title, the author linking to their profile, job title, tags and counts', async () => {
    renderAt('/@alan/graph-engine', {
      'GET /api/users/@alan/projects/graph-engine': jsonResponse(project),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Graph engine' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Alan Turing' })).toHaveAttribute('href', '/@alan');
    expect(screen.getByText(/Mathematician/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projects tagged rust' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Graph engine' })).toHaveAttribute(
      'href',
      '/api/projects/9/download',
    );
    expect(screen.getByText('Views').nextSibling).toHaveTextContent(String(project.viewCount));
  });

  it('says the project was not found for an unknown address', async () => {
    renderAt('/@alan/nothing-here', {});
    expect(await screen.findByText(MESSAGES.projectNotFound)).toBeVisible();
  });

  it('moves an old address to the current one, as the server’s redirect does', async () => {
    renderAt('/@alan/old-name', {
      'GET /api/users/@alan/projects/old-name': jsonResponse(project),
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        '/@alan/graph-engine',
      ),
    );
  });
});
