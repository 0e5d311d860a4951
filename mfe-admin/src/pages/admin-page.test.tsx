import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import {
  aCurrentUser,
  aPage,
  jsonResponse,
  renderWithProviders,
} from '@stackfolio/shared-ui/testing';
import { SIGNED_OUT_TOAST } from '@stackfolio/shared-ui';
import { AdminPage } from './admin-page';
import { ACCESS_DENIED_REDIRECT_MS, RECENT_USERS_LIMIT, TEXT } from '../constants';
import { calledUrls, hoursAgo, JOBS, MEMBER, stubApi, USERS } from '../testing/admin-fixture';

function renderAdmin() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/admin' },
  );
}

const region = (name: string) => screen.findByRole('region', { name });

describe('AdminPage for an admin', () => {
  it('shows the platform totals from /api/admin/stats', async () => {
    stubApi();
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeInTheDocument();
    expect(document.title).toBe(`${TEXT.title} | Stackfolio`);
    expect(await within(await region(TEXT.totalUsers)).findByText('1,204')).toBeInTheDocument();
    expect(within(await region(TEXT.projectsUploaded)).getByText('87')).toBeInTheDocument();
    expect(within(await region(TEXT.totalDownloads)).getByText('5,321')).toBeInTheDocument();
  });

  it('shows skeletons while the totals load', async () => {
    stubApi({ '/api/admin/stats': new Promise<Response>(() => undefined) });
    renderAdmin();
    const card = await region(TEXT.totalUsers);
    expect(within(card).getByTestId('stat-skeleton')).toBeInTheDocument();
  });

  it('reports a healthy platform as "Excellent", without claiming an uptime figure', async () => {
    stubApi();
    renderAdmin();
    const health = await region(TEXT.platformHealth);
    expect(await within(health).findByText(TEXT.healthy.status)).toBeInTheDocument();
    expect(within(health).getByText(TEXT.healthy.detail)).toBeInTheDocument();
    expect(health).not.toHaveTextContent(/uptime/i);
  });

  it('reports a degraded platform when the database is down (503)', async () => {
    stubApi({
      '/api/health': () =>
        jsonResponse(
          { status: 'error', database: 'down', message: 'The database is unreachable' },
          503,
        ),
    });
    renderAdmin();
    const health = await region(TEXT.platformHealth);
    expect(await within(health).findByText(TEXT.degraded.status)).toBeInTheDocument();
    expect(within(health).getByText(TEXT.degraded.databaseDown)).toBeInTheDocument();
  });

  it('reports a degraded platform when the health check cannot be reached', async () => {
    stubApi({ '/api/health': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderAdmin();
    const health = await region(TEXT.platformHealth);
    expect(await within(health).findByText(TEXT.degraded.unreachable)).toBeInTheDocument();
  });

  it('lists the 5 newest users by name, with "Joined" and a relative time', async () => {
    const api = stubApi();
    renderAdmin();
    const users = await region(TEXT.recentUsers);
    await within(users).findByText('Ada Lovelace');
    const items = within(users).getAllByRole('listitem');
    expect(items).toHaveLength(RECENT_USERS_LIMIT);
    expect(items[0]).toHaveTextContent('Ada LovelaceJoined about 1 hour ago');
    expect(items[1]).toHaveTextContent('Katherine JohnsonJoined about 5 hours ago');
    expect(calledUrls(api)).toContain(`/api/admin/users?page=1&limit=${RECENT_USERS_LIMIT}`);
  });

  it('lists the newest users first whatever order the page has', async () => {
    const older = aCurrentUser({
      id: 20,
      firstName: 'Old',
      lastName: 'Timer',
      email: 'old@example.com',
      createdAt: hoursAgo(500),
    });
    stubApi({ '/api/admin/users': () => jsonResponse(aPage([older, ...[...USERS].reverse()])) });
    renderAdmin();
    const users = await region(TEXT.recentUsers);
    await within(users).findByText('Ada Lovelace');
    const items = within(users).getAllByRole('listitem');
    expect(items).toHaveLength(RECENT_USERS_LIMIT);
    expect(items[0]).toHaveTextContent('Ada Lovelace');
    expect(screen.queryByText('Old Timer')).not.toBeInTheDocument();
  });

  it('builds Recent Activity from the newest sign-ups and uploads, newest first', async () => {
    const api = stubApi();
    renderAdmin();
    const activity = await region(TEXT.recentActivity);
    await within(activity).findByText(/uploaded "Compiler"/);
    const items = within(activity).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Ada Lovelace joined the platformabout 1 hour ago',
      'Grace Hopper uploaded "Compiler"about 2 hours ago',
      'Katherine Johnson joined the platformabout 5 hours ago',
      'Grace Hopper joined the platform1 day ago',
      'Ada Lovelace uploaded "Engine"2 days ago',
    ]);
    expect(calledUrls(api)).toContain('/api/projects?page=1&limit=5');
  });

  it('shows empty states when there are no users or uploads', async () => {
    stubApi({
      '/api/admin/users': () => jsonResponse(aPage([])),
      '/api/projects': () => jsonResponse(aPage([])),
    });
    renderAdmin();
    expect(
      await within(await region(TEXT.recentUsers)).findByText(TEXT.usersEmpty),
    ).toBeInTheDocument();
    expect(
      within(await region(TEXT.recentActivity)).getByText(TEXT.activityEmpty),
    ).toBeInTheDocument();
  });

  it('shows an error with Try Again when the totals fail, and recovers', async () => {
    let fail = true;
    stubApi({
      '/api/admin/stats': () =>
        fail
          ? jsonResponse({ message: 'boom' }, 500)
          : jsonResponse({ totalUsers: 3, totalProjects: 2, totalDownloads: 1, openReports: 0 }),
    });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: TEXT.statsError })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: TEXT.retry }));
    expect(await within(await region(TEXT.totalUsers)).findByText('3')).toBeInTheDocument();
  });

  it('shows errors in Recent Users and Recent Activity when the users list fails', async () => {
    stubApi({ '/api/admin/users': () => jsonResponse({ message: 'boom' }, 500) });
    renderAdmin();
    expect(
      await within(await region(TEXT.recentUsers)).findByText(TEXT.usersError),
    ).toBeInTheDocument();
    expect(
      within(await region(TEXT.recentActivity)).getByText(TEXT.activityError),
    ).toBeInTheDocument();
  });

  it('reserves the 728×90 advertising placeholder', async () => {
    stubApi();
    renderAdmin();
    const placeholder = await screen.findByText('Advertisement (728×90)');
    expect(placeholder).toHaveStyle({ height: '90px' });
  });
});

describe('AdminPage for others', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells a non-admin "Access Denied" and sends them to / after 500 ms, without asking for admin data', async () => {
    const api = stubApi({}, MEMBER);
    renderAdmin();
    expect(await screen.findByText(TEXT.accessDenied.title)).toBeInTheDocument();
    expect(screen.getByText(TEXT.accessDenied.description)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ACCESS_DENIED_REDIRECT_MS - 1));
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(calledUrls(api).filter((url) => url !== '/api/auth/user')).toEqual([]);
  });

  it('sends a signed-out visitor to sign in', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi({}, null);
    renderAdmin();
    expect(await screen.findByText(SIGNED_OUT_TOAST.title)).toBeInTheDocument();
    expect(screen.getByText(SIGNED_OUT_TOAST.description)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ACCESS_DENIED_REDIRECT_MS));
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    expect(calledUrls(api).filter((url) => url !== '/api/auth/user')).toEqual([]);
    consoleError.mockRestore();
  });

  it('shows placeholders while the sign-in state loads', () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    renderAdmin();
    expect(screen.getByRole('status', { name: 'Loading admin dashboard' })).toBeInTheDocument();
  });
});

describe('AdminPage background jobs', () => {
  it('shows the queued, running and failed counts and each failed job with its reason', async () => {
    stubApi();
    renderAdmin();
    const jobs = await region(TEXT.jobs.title);
    const failed = await within(jobs).findByRole('list', { name: TEXT.jobs.failedList });
    expect(within(failed).getByText('mail:password-reset')).toBeInTheDocument();
    expect(within(failed).getByText('451 Try again later')).toBeInTheDocument();
    for (const [label, value] of [
      [TEXT.jobs.queued, '3'],
      [TEXT.jobs.running, '1'],
      [TEXT.jobs.failed, '1'],
    ]) {
      const term = within(jobs).getByText(label);
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
  });

  it('retries a failed job with POST /api/admin/jobs/{id}/retry and reads the jobs again', async () => {
    let retried = false;
    const mock = stubApi({
      '/api/admin/jobs/42/retry': () => {
        retried = true;
        return jsonResponse({ message: 'The job is queued again.' });
      },
      '/api/admin/jobs': () =>
        jsonResponse(retried ? { counts: { queued: 4, running: 1, failed: 0 }, failed: [] } : JOBS),
    });
    renderAdmin();
    const jobs = await region(TEXT.jobs.title);
    await userEvent.click(
      await within(jobs).findByRole('button', {
        name: TEXT.jobs.retryLabel('mail:password-reset', '42'),
      }),
    );
    expect(await within(jobs).findByText(TEXT.jobs.noneFailed)).toBeInTheDocument();
    expect(calledUrls(mock)).toContain('/api/admin/jobs/42/retry');
  });

  it('offers Try Again when the jobs cannot be read', async () => {
    stubApi({ '/api/admin/jobs': () => jsonResponse({ message: 'boom' }, 500) });
    renderAdmin();
    const jobs = await region(TEXT.jobs.title);
    expect(await within(jobs).findByText(TEXT.jobs.error)).toBeInTheDocument();
  });
});
