import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { MESSAGES, PROJECT_SKELETON_COUNT, PROJECTS_PAGE_SIZE } from '../constants';
import { aProject, jsonResponse, signedOut, stubApi } from '../testing/stub-api';
import { BrowseProjectsPage } from './browse-projects-page';

function page(items: ReturnType<typeof aProject>[], total = items.length, pageNumber = 1) {
  return jsonResponse({ items, total, page: pageNumber, limit: PROJECTS_PAGE_SIZE });
}

describe('/browse-projects', () => {
  it(`shows ${PROJECT_SKELETON_COUNT} skeleton cards while the projects load`, async () => {
    stubApi({ ...signedOut, 'GET /api/projects': () => new Promise<Response>(() => {}) });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects' });
    const loading = await screen.findByRole('status', { name: 'Loading projects' });
    expect(within(loading).getAllByTestId('skeleton-card')).toHaveLength(PROJECT_SKELETON_COUNT);
  });

  it('shows a card with title, description, author link, job title, 3 tags plus "+N more", views, size and date', async () => {
    const project = aProject({
      id: 7,
      title: 'ETL toolkit',
      tags: ['python', 'etl', 'sql', 'airflow', 'dbt'],
    });
    stubApi({ ...signedOut, 'GET /api/projects': page([project]) });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects' });

    const card = (await screen.findByRole('heading', { name: 'ETL toolkit' })).closest('article')!;
    const inCard = within(card);
    expect(inCard.getByText('A data pipeline in Python')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/profile/2',
    );
    expect(inCard.getByText(/Data Engineer/)).toBeInTheDocument();
    expect(
      inCard.getAllByRole('link', { name: /^Projects tagged (python|etl|sql)$/ }),
    ).toHaveLength(3);
    expect(inCard.getByRole('link', { name: 'Projects tagged python' })).toHaveAttribute(
      'href',
      '/browse-projects?tag=python',
    );
    expect(inCard.getByText('+2 more')).toBeInTheDocument();
    expect(inCard.getByText('12')).toBeInTheDocument();
    expect(inCard.getByText('1.5 MB')).toBeInTheDocument();
    expect(inCard.getByText('Mar 5, 2025')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'Download ETL toolkit' })).toHaveAttribute(
      'href',
      '/api/projects/7/download',
    );
    expect(inCard.getByRole('button', { name: 'Visit Project ETL toolkit' })).toBeInTheDocument();
  });

  it('says "Anonymous User" for an author without a name and hides a broken image', async () => {
    const project = aProject({
      title: 'Nameless',
      imageUrl: '/uploads/broken.png',
      user: { id: 2, firstName: '', lastName: '', avatarUrl: null, avatar: null, jobTitle: null },
    });
    stubApi({ ...signedOut, 'GET /api/projects': page([project]) });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects' });

    expect(await screen.findByRole('link', { name: MESSAGES.anonymousUser })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Preview of Nameless' });
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Preview of Nameless' })).not.toBeInTheDocument();
  });

  it('hides Download without a file and Visit Project without a URL', async () => {
    stubApi({
      ...signedOut,
      'GET /api/projects': page([
        aProject({ title: 'Bare', fileName: null, fileSize: null, projectUrl: null }),
      ]),
    });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects' });
    await screen.findByRole('heading', { name: 'Bare' });
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Visit Project/ })).not.toBeInTheDocument();
  });

  it('says "Showing X of Y projects" and loads the next page on demand', async () => {
    const first = [aProject({ title: 'First' }), aProject({ title: 'Second' })];
    const api = stubApi({
      ...signedOut,
      'GET /api/projects': (url) =>
        url.searchParams.get('page') === '2'
          ? page([aProject({ title: 'Third' })], 3, 2)
          : page(first, 3, 1),
    });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects' });

    expect(await screen.findByText('Showing 2 of 3 projects')).toBeInTheDocument();
    expect(api.calls('GET /api/projects')[0].url.searchParams.get('limit')).toBe(
      String(PROJECTS_PAGE_SIZE),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more projects' }));
    expect(await screen.findByRole('heading', { name: 'Third' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 projects')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more projects' })).not.toBeInTheDocument();
  });

  it('sends the search term as ?q= and shows "No projects found" with Clear Search', async () => {
    const api = stubApi({
      ...signedOut,
      'GET /api/projects': (url) =>
        url.searchParams.get('q') ? page([]) : page([aProject({ title: 'Any' })]),
    });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects' });
    await screen.findByRole('heading', { name: 'Any' });

    await userEvent.type(screen.getByLabelText('Search projects'), 'kotlin');
    expect(
      await screen.findByRole('heading', { name: MESSAGES.noProjectsFound }),
    ).toBeInTheDocument();
    expect(api.calls('GET /api/projects').at(-1)!.url.searchParams.get('q')).toBe('kotlin');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByRole('heading', { name: 'Any' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search projects')).toHaveValue('');
  });

  it('filters by the ?tag= of a crawlable tag link', async () => {
    const api = stubApi({
      ...signedOut,
      'GET /api/projects': page([aProject({ title: 'Tagged' })]),
    });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects?tag=react' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projects tagged "react"' }),
    ).toBeInTheDocument();
    expect(api.calls('GET /api/projects')[0].url.searchParams.get('tag')).toBe('react');
  });

  it('shows "No projects available" with "Upload Your First Project" when there are none', async () => {
    stubApi({ ...signedOut, 'GET /api/projects': page([]) });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects' });
    expect(
      await screen.findByRole('heading', { name: MESSAGES.noProjectsAvailable }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.uploadFirstProject })).toHaveAttribute(
      'href',
      '/upload',
    );
  });

  it('shows an error with Try Again when the list fails, and retries', async () => {
    let fail = true;
    stubApi({
      ...signedOut,
      'GET /api/projects': () =>
        fail ? jsonResponse({ message: 'boom' }, 500) : page([aProject({ title: 'Back' })]),
    });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects' });
    expect(
      await screen.findByRole('heading', { name: MESSAGES.projectsLoadFailed }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Back' })).toBeInTheDocument();
  });

  it('opens the detail dialog from a title click, and from a ?project= deep link, with the title and description in step', async () => {
    const project = aProject({ id: 5, title: 'Deep linked' });
    stubApi({
      ...signedOut,
      'GET /api/projects': page([project]),
      'GET /api/projects/5': jsonResponse(project),
      'GET /api/projects/5/like-status': jsonResponse({ hasLiked: false, likesCount: 4 }),
      'GET /api/projects/5/comments': jsonResponse(aPage([])),
      'GET /api/projects/5/comment-count': jsonResponse({ count: 0 }),
      'POST /api/analytics/project-view': jsonResponse({}),
    });
    const description = () =>
      document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    const listTitle = 'Browse Projects | Stackfolio';
    // As the server renders /browse-projects?project=5 (api serving/seo/pages.ts).
    const projectTitle = 'Deep linked by Grace Hopper | Stackfolio';
    const projectDescription = 'A data pipeline in Python Tags: python, etl.';

    const first = renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects' });
    await userEvent.click(await screen.findByRole('link', { name: 'Deep linked' }));
    expect(await screen.findByRole('dialog', { name: 'Deep linked' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(projectTitle));
    expect(description()).toBe(projectDescription);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Deep linked' })).toBeInTheDocument();
    expect(document.title).toBe(listTitle);
    expect(description()).toMatch(/^Discover projects/);
    first.unmount();

    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects?project=5' });
    expect(await screen.findByRole('dialog', { name: 'Deep linked' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(projectTitle));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.title).toBe(listTitle);
  });

  it('ignores a non-numeric ?project= value', async () => {
    stubApi({ ...signedOut, 'GET /api/projects': page([aProject({ title: 'Only list' })]) });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects?project=abc' });
    await screen.findByRole('heading', { name: 'Only list' });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
