import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { aPage, jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { resetViewTracking } from '@stackfolio/shared-ui';
import { TEXT } from '../constants';
import { aCurrentUser, aProject, aUser, callsTo, stubApi } from '../testing/api-stub';
import { ProfilePage } from './profile-page';

// The CPUs here are shared with other jobs.
jest.setTimeout(60_000);

/**
 * The API's pins as a tiny in-memory server: the list answers pinned first in pin order, as
 * GET /api/users/{id}/projects does; PUT /api/account/pins replaces the order.
 */
function pinsServer(titles: string[], refuse?: { status: number; message: string }) {
  const projects = titles.map((title, i) =>
    aProject({ id: 31 + i, userId: 7, title, createdAt: new Date(2025, 0, 30 - i).toISOString() }),
  );
  let pins: number[] = [];
  const listed = () => [
    ...pins.map((id) => ({ ...projects.find((p) => p.id === id)!, pinned: true })),
    ...projects.filter((p) => !pins.includes(p.id)).map((p) => ({ ...p, pinned: false })),
  ];
  const fetchMock = stubApi({
    'GET /api/auth/user': aCurrentUser({ id: 7 }),
    'GET /api/users/7': aUser({ id: 7, projectCount: projects.length }),
    'GET /api/users/7/projects': () => jsonResponse(aPage(listed())),
    'PUT /api/account/pins': (_url: URL, init: RequestInit) => {
      if (refuse) return jsonResponse({ message: refuse.message }, refuse.status);
      pins = (JSON.parse(String(init.body)) as { projectIds: number[] }).projectIds;
      return jsonResponse({ items: listed().filter((p) => p.pinned) });
    },
  });
  return { fetchMock, sentPins: () => callsTo(fetchMock, 'PUT', '/api/account/pins') };
}

function renderProfile() {
  renderWithProviders(
    <Routes>
      <Route path="/profile/:id" element={<ProfilePage />} />
    </Routes>,
    { route: '/profile/7' },
  );
}

const pinnedTitles = () => {
  const pinned = screen.queryByRole('region', { name: TEXT.pinnedProjects });
  return pinned
    ? within(pinned)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent)
    : [];
};

describe('/profile/{id}: the owner pins and orders projects from the keyboard', () => {
  beforeEach(() => resetViewTracking());

  it('pins two, moves the second up, unpins one; focus stays on the control and each step is announced', async () => {
    const user = userEvent.setup({ delay: null });
    const { sentPins } = pinsServer(['Compiler', 'Linker', 'Loader']);
    renderProfile();
    const pinLinker = await screen.findByRole('button', { name: 'Pin Linker' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');

    pinLinker.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pinnedTitles()).toEqual(['Linker']));
    expect(status).toHaveTextContent('Pinned Linker');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unpin Linker' })).toHaveFocus());

    screen.getByRole('button', { name: 'Pin Loader' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(pinnedTitles()).toEqual(['Linker', 'Loader']));

    screen.getByRole('button', { name: 'Move Loader up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pinnedTitles()).toEqual(['Loader', 'Linker']));
    expect(status).toHaveTextContent('Moved Loader up');
    const up = screen.getByRole('button', { name: 'Move Loader up' });
    await waitFor(() => expect(up).toHaveFocus());
    // At the top, Move up says it can do nothing (and keeps focus) rather than disappearing.
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(sentPins().map(([, init]) => JSON.parse(String(init.body)))).toEqual([
      { projectIds: [32] },
      { projectIds: [32, 33] },
      { projectIds: [33, 32] },
    ]);

    screen.getByRole('button', { name: 'Unpin Loader' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pinnedTitles()).toEqual(['Linker']));
    expect(status).toHaveTextContent('Unpinned Loader');
  });

  it(`shows "${PROJECT_CONTENT_MESSAGES.tooManyPins}" without asking when ${PROJECT_CONTENT_LIMITS.pinned} are pinned`, async () => {
    const user = userEvent.setup({ delay: null });
    const titles = Array.from({ length: PROJECT_CONTENT_LIMITS.pinned + 1 }, (_, i) => `Work ${i}`);
    const { sentPins } = pinsServer(titles);
    renderProfile();
    for (const title of titles.slice(0, PROJECT_CONTENT_LIMITS.pinned)) {
      await user.click(await screen.findByRole('button', { name: `Pin ${title}` }));
      await screen.findByRole('button', { name: `Unpin ${title}` });
    }
    const last = titles[PROJECT_CONTENT_LIMITS.pinned];
    await user.click(screen.getByRole('button', { name: `Pin ${last}` }));
    expect(screen.getByRole('status')).toHaveTextContent(PROJECT_CONTENT_MESSAGES.tooManyPins);
    expect(sentPins()).toHaveLength(PROJECT_CONTENT_LIMITS.pinned);
  });

  it('shows a refusal as the server words it', async () => {
    const user = userEvent.setup({ delay: null });
    pinsServer(['Compiler'], { status: 400, message: PROJECT_CONTENT_MESSAGES.pinNotYours });
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Pin Compiler' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(PROJECT_CONTENT_MESSAGES.pinNotYours),
    );
    expect(pinnedTitles()).toEqual([]);
  });

  it('shows visitors the Pinned section first, without controls', async () => {
    stubApi({
      'GET /api/auth/user': aCurrentUser({ id: 9 }),
      'GET /api/users/7': aUser({ id: 7, projectCount: 2 }),
      'GET /api/users/7/projects': aPage([
        aProject({ id: 32, title: 'Linker', pinned: true }),
        aProject({ id: 31, title: 'Compiler', pinned: false }),
      ]),
    });
    renderProfile();
    await screen.findByRole('region', { name: TEXT.pinnedProjects });
    expect(pinnedTitles()).toEqual(['Linker']);
    expect(screen.queryByRole('button', { name: /^(Pin|Unpin|Move) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
