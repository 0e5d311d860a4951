import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { SEARCH_DEBOUNCE_MS } from '@stackfolio/shared-ui';
import type { OpenToWork } from '@stackfolio/contract';
import type { PublicUser } from '@stackfolio/shared-ui';
import {
  BROWSE_CARD_SKILLS,
  DEFAULT_JOB_TITLE,
  PROFILES_PAGE_SIZE,
  PROFILES_SKELETON_COUNT,
  TEXT,
} from '../constants';
import { aUser, callsTo, profilesPage, stubApi } from '../testing/api-stub';
import { BrowseProfilesPage } from './browse-profiles-page';

const page = (items: PublicUser[], total = items.length, pageNo = 1) =>
  profilesPage(items, { total, page: pageNo });

describe('/profiles', () => {
  it(`shows ${PROFILES_SKELETON_COUNT} skeleton cards while loading`, () => {
    stubApi({ 'GET /api/users/all': () => new Promise(() => {}) });
    renderWithProviders(<BrowseProfilesPage />, { route: '/profiles' });
    expect(screen.getByRole('heading', { level: 1, name: TEXT.browseTitle })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(PROFILES_SKELETON_COUNT);
  });

  it('shows a card per profile with name, job title, location, bio, 5 featured skills, links and joined time', async () => {
    const ada = aUser({
      id: 7,
      featuredSkills: ['A', 'B', 'C', 'D', 'E', 'F'],
      githubUrl: 'https://github.com/ada',
      linkedinUrl: 'javascript:alert(1)',
    });
    const grace = aUser({
      id: 8,
      firstName: 'Grace',
      lastName: 'Hopper',
      jobTitle: null,
      location: null,
    });
    stubApi({ 'GET /api/users/all': page([ada, grace]) });
    renderWithProviders(<BrowseProfilesPage />, { route: '/profiles' });

    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    const inCard = within(card);
    expect(inCard.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(inCard.getByText('Engineer')).toBeInTheDocument();
    expect(inCard.getByText('London')).toBeInTheDocument();
    expect(inCard.getByText('Writes the first programs.')).toBeInTheDocument();
    const skills = inCard.getByRole('list', { name: "Ada Lovelace's featured skills" });
    expect(within(skills).getAllByRole('link')).toHaveLength(BROWSE_CARD_SKILLS);
    expect(within(skills).getByRole('link', { name: 'Profiles skilled in A' })).toHaveAttribute(
      'href',
      '/profiles?skill=A',
    );
    expect(within(skills).getByText('+1 more')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'Ada Lovelace on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/ada',
    );
    expect(inCard.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(inCard.getByText('Joined about 3 hours ago')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: /View Profile/ })).toHaveAttribute(
      'href',
      '/profile/7',
    );

    const graceCard = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(graceCard).getByText(DEFAULT_JOB_TITLE)).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 profiles')).toBeInTheDocument();
  });

  it('badges the cards of people open to work or casually looking, and no other', async () => {
    const details: Omit<OpenToWork, 'status'> = {
      roles: ['Tech Lead'],
      employmentTypes: [],
      workplaces: [],
      locations: [],
      availableFrom: null,
      visibility: 'everyone',
    };
    stubApi({
      'GET /api/users/all': page([
        aUser({ id: 7, openToWork: { ...details, status: 'open' } }),
        aUser({
          id: 8,
          firstName: 'Grace',
          lastName: 'Hopper',
          openToWork: { ...details, status: 'casual' },
        }),
        aUser({
          id: 9,
          firstName: 'Alan',
          lastName: 'Turing',
          openToWork: { ...details, status: 'closed' },
        }),
        aUser({ id: 10, firstName: 'Edsger', lastName: 'Dijkstra', openToWork: null }),
      ]),
    });
    renderWithProviders(<BrowseProfilesPage />, { route: '/profiles' });

    const ada = within(await screen.findByRole('article', { name: 'Ada Lovelace' }));
    expect(ada.getByText('Open to work')).toBeInTheDocument();
    const grace = within(screen.getByRole('article', { name: 'Grace Hopper' }));
    expect(grace.getByText('Casually looking')).toBeInTheDocument();
    for (const name of ['Alan Turing', 'Edsger Dijkstra']) {
      const card = within(screen.getByRole('article', { name }));
      expect(card.queryByText(/Open to work|Casually looking|Not looking/)).not.toBeInTheDocument();
    }
  });

  it('searches on the server once typing pauses and shows the count line', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = stubApi({
        'GET /api/users/all': (url: URL) =>
          Response.json(
            url.searchParams.get('q') === 'react'
              ? page([aUser({ id: 1 })])
              : page([aUser(), aUser()]),
          ),
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<BrowseProfilesPage />, { route: '/profiles' });
      await screen.findByText('Showing 2 of 2 profiles');

      await user.type(screen.getByRole('searchbox', { name: TEXT.searchLabel }), 'react');
      expect(callsTo(fetchMock, 'GET', '/api/users/all')).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      expect(await screen.findByText('1 profile found for "react"')).toBeInTheDocument();
      const calls = callsTo(fetchMock, 'GET', '/api/users/all');
      expect(calls).toHaveLength(2);
      expect(calls[1][0].searchParams.get('q')).toBe('react');
      expect(calls[1][0].searchParams.get('page')).toBe('1');
      expect(calls[1][0].searchParams.get('limit')).toBe(String(PROFILES_PAGE_SIZE));
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows "Failed to load profiles" and loads again on "Try Again"', async () => {
    let fail = true;
    stubApi({
      'GET /api/users/all': () =>
        fail ? new Response('{"message":"down"}', { status: 500 }) : Response.json(page([aUser()])),
    });
    renderWithProviders(<BrowseProfilesPage />, { route: '/profiles' });
    expect(
      await screen.findByRole('heading', { name: TEXT.loadProfilesFailed }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: TEXT.tryAgain }));
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows "No profiles available" when there are no profiles at all', async () => {
    stubApi({ 'GET /api/users/all': page([]) });
    renderWithProviders(<BrowseProfilesPage />, { route: '/profiles' });
    expect(
      await screen.findByRole('heading', { name: TEXT.noProfilesAvailable }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.clearSearch })).not.toBeInTheDocument();
  });

  it('filters by ?skill=, and "No profiles found" offers "Clear Search" which lists everyone again', async () => {
    const fetchMock = stubApi({
      'GET /api/users/all': (url: URL) =>
        Response.json(url.searchParams.get('skill') ? page([]) : page([aUser()])),
    });
    renderWithProviders(<BrowseProfilesPage />, { route: '/profiles?skill=Cobol' });
    expect(await screen.findByRole('heading', { name: TEXT.noProfilesFound })).toBeInTheDocument();
    const [[url]] = callsTo(fetchMock, 'GET', '/api/users/all');
    expect(url.searchParams.get('skill')).toBe('Cobol');
    expect(url.searchParams.get('q')).toBeNull();
    expect(document.title).toBe('Cobol professionals | Stackfolio');

    await userEvent.click(screen.getByRole('button', { name: TEXT.clearSearch }));
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('says how many profiles have the skill picked from a link', async () => {
    stubApi({ 'GET /api/users/all': page([aUser(), aUser(), aUser()]) });
    renderWithProviders(<BrowseProfilesPage />, { route: '/profiles?skill=React' });
    expect(await screen.findByText('3 profiles found with the skill "React"')).toBeInTheDocument();
  });

  it('loads the next page on "Load more profiles" until all are shown', async () => {
    const first = Array.from({ length: PROFILES_PAGE_SIZE }, () => aUser());
    const second = [aUser({ firstName: 'Last', lastName: 'One' })];
    const total = first.length + second.length;
    const fetchMock = stubApi({
      'GET /api/users/all': (url: URL) =>
        Response.json(
          url.searchParams.get('page') === '2' ? page(second, total, 2) : page(first, total, 1),
        ),
    });
    renderWithProviders(<BrowseProfilesPage />, { route: '/profiles' });
    await screen.findByText(`Showing ${PROFILES_PAGE_SIZE} of ${total} profiles`);

    await userEvent.click(screen.getByRole('button', { name: TEXT.loadMore }));
    expect(await screen.findByRole('article', { name: 'Last One' })).toBeInTheDocument();
    expect(screen.getByText(`Showing ${total} of ${total} profiles`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.loadMore })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/users/all')[1][0].searchParams.get('page')).toBe('2');
  });
});
