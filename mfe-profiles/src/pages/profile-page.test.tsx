import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { aPage, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { resetViewTracking } from '@stackfolio/shared-ui';
import { TEXT } from '../constants';
import { aCurrentUser, aProject, aUser, callsTo, stubApi } from '../testing/api-stub';
import { ProfilePage } from './profile-page';

const compiler = (overrides: Parameters<typeof aProject>[0] = {}) =>
  aProject({
    description: 'A tiny compiler',
    tags: ['rust', 'llvm', 'parsing', 'ast'],
    viewCount: 12,
    createdAt: new Date().toISOString(),
    ...overrides,
  });

function renderProfile(id: string | number) {
  return renderWithProviders(
    <Routes>
      <Route path="/profile/:id" element={<ProfilePage />} />
    </Routes>,
    { route: `/profile/${id}` },
  );
}

const ada = aUser({
  id: 7,
  jobTitle: null,
  bio: 'Writes the first programs.',
  featuredSkills: ['Analysis'],
  skills: ['Analysis', 'Mathematics'],
  projectCount: 1,
  githubUrl: 'https://github.com/ada',
  twitterUrl: 'https://twitter.com/ada',
  headerImageUrl: '/uploads/header.png',
});

describe('/profile/{id}', () => {
  beforeEach(() => resetViewTracking());

  it('shows the header, job title fallback, facts, social icons, bio, featured skills and projects', async () => {
    stubApi({
      'GET /api/users/7': ada,
      'GET /api/users/7/projects': aPage([compiler()]),
      'POST /api/analytics/portfolio-view': {},
    });
    renderProfile(7);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('IT Professional')).toBeInTheDocument();
    expect(screen.getByText('London')).toBeInTheDocument();
    expect(screen.getByText('Joined about 3 hours ago')).toBeInTheDocument();
    expect(screen.getByText('1 project')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Ada Lovelace's header image" })).toHaveAttribute(
      'src',
      '/uploads/header.png',
    );
    expect(screen.getByRole('link', { name: 'Ada Lovelace on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/ada',
    );
    expect(screen.getByRole('link', { name: 'Ada Lovelace on Twitter' })).toBeInTheDocument();
    expect(screen.getByText('Writes the first programs.')).toBeInTheDocument();
    const featured = screen.getByRole('list', { name: TEXT.featuredSkills });
    expect(
      within(featured).getByRole('link', { name: 'Profiles skilled in Analysis' }),
    ).toHaveAttribute('href', '/profiles?skill=Analysis');

    const card = await screen.findByRole('article', { name: 'Compiler' });
    expect(within(card).getByRole('link', { name: 'Compiler' })).toHaveAttribute(
      'href',
      '/browse-projects?project=31',
    );
    expect(within(card).getByRole('link', { name: 'Projects tagged rust' })).toHaveAttribute(
      'href',
      '/browse-projects?tag=rust',
    );
    expect(within(card).getByText('+1 more')).toBeInTheDocument();
    expect(within(card).getByText(/12 views/)).toBeInTheDocument();
    expect(document.title).toBe('Ada Lovelace – IT Professional | Stackfolio');
    // The same description the server renders for /profile/7 (api serving/seo/pages.ts).
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Ada Lovelace – IT Professional in London. Writes the first programs. Skills: Analysis, Mathematics.',
    );
  });

  it('shows a gradient banner without a header image', async () => {
    stubApi({
      'GET /api/users/7': { ...ada, headerImageUrl: null },
      'GET /api/users/7/projects': aPage([]),
    });
    renderProfile(7);
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(within(screen.getByTestId('profile-banner')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('gives a visitor no owner actions, "No projects to show", and records one view with no viewer', async () => {
    const fetchMock = stubApi({
      'GET /api/users/7': ada,
      'GET /api/users/7/projects': aPage([]),
      'POST /api/analytics/portfolio-view': {},
    });
    renderProfile(7);
    expect(
      await screen.findByRole('heading', { name: TEXT.visitorNoProjects }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: TEXT.editProfile })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: TEXT.addProject })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/analytics/portfolio-view')).toHaveLength(1),
    );
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/analytics/portfolio-view');
    expect(JSON.parse(init.body as string)).toMatchObject({
      userId: 7,
      viewerUserId: null,
      ipAddress: '',
      country: '',
      city: '',
    });
  });

  it('records a signed-in visitor as the viewer, and not again within 5 s', async () => {
    const routes = {
      'GET /api/auth/user': aCurrentUser({ id: 9 }),
      'GET /api/users/7': ada,
      'GET /api/users/7/projects': aPage([]),
      'POST /api/analytics/portfolio-view': {},
    };
    const fetchMock = stubApi(routes);
    const first = renderProfile(7);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/analytics/portfolio-view')).toHaveLength(1),
    );
    expect(
      JSON.parse(callsTo(fetchMock, 'POST', '/api/analytics/portfolio-view')[0][1].body as string)
        .viewerUserId,
    ).toBe(9);
    first.unmount();

    renderProfile(7);
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    await screen.findByRole('heading', { name: TEXT.visitorNoProjects });
    expect(callsTo(fetchMock, 'POST', '/api/analytics/portfolio-view')).toHaveLength(1);
  });

  it('gives the owner Edit Profile, Add Project, edit links, "No projects yet", and records no view', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/user': aCurrentUser({ id: 7 }),
      'GET /api/users/7': ada,
      'GET /api/users/7/projects': aPage([compiler()]),
    });
    renderProfile(7);
    expect(await screen.findByRole('link', { name: TEXT.editProfile })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(screen.getByRole('link', { name: TEXT.addProject })).toHaveAttribute('href', '/upload');
    expect(await screen.findByRole('link', { name: 'Edit Compiler' })).toHaveAttribute(
      'href',
      '/projects/31/edit',
    );
    expect(callsTo(fetchMock, 'POST', '/api/analytics/portfolio-view')).toHaveLength(0);
  });

  it('tells the owner "No projects yet" when the portfolio is empty', async () => {
    stubApi({
      'GET /api/auth/user': aCurrentUser({ id: 7 }),
      'GET /api/users/7': ada,
      'GET /api/users/7/projects': aPage([]),
    });
    renderProfile(7);
    expect(await screen.findByRole('heading', { name: TEXT.ownerNoProjects })).toBeInTheDocument();
  });

  it('keeps the page when recording the view fails', async () => {
    stubApi({
      'GET /api/users/7': ada,
      'GET /api/users/7/projects': aPage([]),
      'POST /api/analytics/portfolio-view': () =>
        new Response('{"message":"down"}', { status: 500 }),
    });
    renderProfile(7);
    expect(
      await screen.findByRole('heading', { name: TEXT.visitorNoProjects }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows "User Not Found" with "Return Home" when the API answers 404', async () => {
    stubApi({});
    renderProfile(404);
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXT.userNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXT.returnHome })).toHaveAttribute('href', '/');
  });

  it('shows "User Not Found" for a non-numeric id without asking for a profile', async () => {
    const fetchMock = stubApi({});
    renderProfile('abc');
    expect(screen.getByRole('heading', { level: 1, name: TEXT.userNotFound })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/users'))).toBe(false);
  });

  it('shows the load error of the projects with "Try Again"', async () => {
    stubApi({
      'GET /api/users/7': ada,
      'GET /api/users/7/projects': () => new Response('', { status: 500 }),
    });
    renderProfile(7);
    expect(
      await screen.findByRole('heading', { name: 'Failed to load projects' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.tryAgain })).toBeInTheDocument();
  });
});
