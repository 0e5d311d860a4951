import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@stackfolio/shared-ui/router';
import { aPage, renderWithProviders } from '@stackfolio/shared-ui/testing';
import {
  AppProviders,
  createQueryClient,
  IN_PAGE_HTML,
  resetViewTracking,
} from '@stackfolio/shared-ui';
import { projectPageKey, WRITEUP_ID } from '../features/project-page/api/get-project-page';
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

const pageRoutes: StubRoutes = {
  ...signedOut,
  'GET /api/projects/9/like-status': jsonResponse({ hasLiked: false, likesCount: 4 }),
  'GET /api/projects/9/comments': jsonResponse(aPage([])),
  'GET /api/projects/9/comment-count': jsonResponse({ count: 0 }),
  'POST /api/analytics/project-view': jsonResponse({}),
};

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

describe('a server-rendered project page, whose state carries the write-up once, in the markup', () => {
  const key = projectPageKey({ handle: 'alan', slug: 'graph-engine' });
  const withWriteup = { ...project, writeup: '## How it works', writeupHtml: IN_PAGE_HTML };

  /** The page as it hydrates: the state says the write-up's HTML is in the page's markup. */
  function hydrate(routes: StubRoutes) {
    const api = stubApi({ ...pageRoutes, ...routes });
    const client = createQueryClient();
    client.setQueryData(key, withWriteup);
    const { container } = render(
      <AppProviders client={client}>
        <MemoryRouter initialEntries={['/@alan/graph-engine']}>
          <Routes>
            <Route path="/:handle/:slug" element={<ProjectPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    return { api, client, shown: within(container) };
  }
  afterEach(() => document.getElementById(WRITEUP_ID)?.remove());

  it('shows the write-up the server sent, without asking for the project again', async () => {
    const sent = document.createElement('div');
    sent.id = WRITEUP_ID;
    sent.innerHTML = '<h2>How it works</h2>';
    document.body.prepend(sent);

    const { api, client, shown } = hydrate({});

    expect(await shown.findByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    await waitFor(() =>
      expect(client.getQueryData(key)).toMatchObject({ writeupHtml: '<h2>How it works</h2>' }),
    );
    expect(api.calls('GET /api/users/@alan/projects/graph-engine')).toHaveLength(0);
  });

  it('asks for the project again when the page does not hold the write-up', async () => {
    const { shown } = hydrate({
      'GET /api/users/@alan/projects/graph-engine': jsonResponse({
        ...withWriteup,
        writeupHtml: '<h2>Asked again</h2>',
      }),
    });

    expect(await shown.findByRole('heading', { level: 2, name: 'Asked again' })).toBeVisible();
  });
});
