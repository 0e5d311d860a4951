import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@stackfolio/shared-ui/router';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { SEARCH_DEBOUNCE_MS } from '@stackfolio/shared-ui';
import { MAX_SKILL_FILTERS, PROFILE_FILTER_MESSAGES } from '@stackfolio/contract';
import { TEXT } from '../constants';
import { aFacets, aUser, callsTo, profilesPage, stubApi } from '../testing/api-stub';
import { BrowseProfilesPage } from './browse-profiles-page';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

const address = () => screen.getByTestId('address').textContent;

/** The page at `route` with its filters unfolded (jsdom applies no media query: a narrow screen). */
function renderAt(route: string) {
  const rendered = renderWithProviders(
    <>
      <BrowseProfilesPage />
      <Address />
    </>,
    { route },
  );
  const toggle = screen.getByRole('link', { name: /^Filters/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return rendered;
}

/** The query of the last GET /api/users/all. */
const lastRequest = (fetchMock: jest.Mock) =>
  callsTo(fetchMock, 'GET', '/api/users/all').at(-1)![0].searchParams;

const facets = aFacets({
  skill: [
    { value: 'Rust', count: 2 },
    { value: 'TypeScript', count: 5 },
    { value: 'Go', count: 1 },
  ],
  workplace: [
    { value: 'remote', count: 2 },
    { value: 'hybrid', count: 1 },
    { value: 'onsite', count: 0 },
  ],
  open: [{ value: '1', count: 2 }],
});

const stubList = () =>
  stubApi({ 'GET /api/users/all': () => Response.json(profilesPage([aUser()], { facets })) });

describe('/profiles filters', () => {
  it('shows each filter with the count of the first page’s answer, the chosen skills first', async () => {
    const fetchMock = stubList();
    renderAt('/profiles?skill=rust&open=1&workplace=remote');

    await screen.findByRole('checkbox', { name: 'TypeScript (5)' });
    const skills = within(screen.getByRole('group', { name: 'Skills' }));
    expect(skills.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'rust',
      'TypeScript',
      'Go',
    ]);
    expect(skills.getByRole('checkbox', { name: 'Rust (2)' })).toBeChecked();
    expect(skills.getByRole('checkbox', { name: 'TypeScript (5)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Open to work (2)' })).toBeChecked();
    const workplace = within(screen.getByRole('group', { name: 'Workplace' }));
    expect(workplace.getByRole('checkbox', { name: 'Remote (2)' })).toBeChecked();
    expect(workplace.getByRole('checkbox', { name: 'Hybrid (1)' })).not.toBeChecked();
    expect(workplace.getByRole('checkbox', { name: 'On-site (0)' })).not.toBeChecked();
    const type = within(screen.getByRole('group', { name: 'Employment type' }));
    expect(type.getAllByRole('checkbox')).toHaveLength(5);
    expect(type.getByRole('checkbox', { name: 'Contract (0)' })).not.toBeChecked();

    const sent = lastRequest(fetchMock);
    expect(sent.getAll('skill')).toEqual(['rust']);
    expect(sent.get('open')).toBe('1');
    expect(sent.getAll('workplace')).toEqual(['remote']);
    expect(sent.get('page')).toBe('1');
  });

  it('puts a toggled filter in the address and asks the server with it, from the keyboard too', async () => {
    const fetchMock = stubList();
    const user = userEvent.setup();
    renderAt('/profiles');

    const remote = await screen.findByRole('checkbox', { name: 'Remote (2)' });
    remote.focus();
    await user.keyboard(' ');
    expect(address()).toBe('/profiles?workplace=remote');
    await user.click(screen.getByRole('checkbox', { name: /^Contract/ }));
    await user.click(screen.getByRole('checkbox', { name: /^TypeScript/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Open to work/ }));
    expect(address()).toBe('/profiles?skill=TypeScript&open=1&workplace=remote&type=contract');
    expect(screen.getByRole('checkbox', { name: /^TypeScript/ })).toBeChecked();
    await screen.findByText('1 profile found with the skill "TypeScript"');
    expect(lastRequest(fetchMock).toString()).toBe(
      'skill=TypeScript&open=1&workplace=remote&type=contract&page=1&limit=24',
    );

    await user.click(screen.getByRole('checkbox', { name: /^Remote/ }));
    expect(address()).toBe('/profiles?skill=TypeScript&open=1&type=contract');
    expect(screen.getByRole('checkbox', { name: /^Remote/ })).not.toBeChecked();
  });

  it(`lets ${MAX_SKILL_FILTERS} skills be chosen; the others wait, saying why`, async () => {
    stubList();
    renderAt('/profiles?skill=A&skill=B&skill=C&skill=D&skill=E');

    await screen.findByRole('checkbox', { name: 'Rust (2)' });
    const skills = within(screen.getByRole('group', { name: 'Skills' }));
    expect(skills.getAllByRole('checkbox', { checked: true })).toHaveLength(MAX_SKILL_FILTERS);
    expect(skills.getByRole('checkbox', { name: 'Rust (2)' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Skills' })).toHaveAccessibleDescription(
      PROFILE_FILTER_MESSAGES.tooManySkills,
    );
  });

  it('"Clear filters" clears every filter and the words, keeping the order chosen', async () => {
    const fetchMock = stubList();
    renderAt(
      '/profiles?q=ada&skill=Rust&location=Berlin&open=1&workplace=remote&type=contract&sort=views',
    );
    expect(screen.getByRole('searchbox', { name: TEXT.searchLabel })).toHaveValue('ada');
    expect(screen.getByRole('searchbox', { name: 'Location' })).toHaveValue('Berlin');

    await userEvent.click(await screen.findByRole('link', { name: TEXT.clearFilters }));

    expect(address()).toBe('/profiles?sort=views');
    expect(screen.getByRole('searchbox', { name: TEXT.searchLabel })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Location' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /^Rust/ })).not.toBeChecked();
    expect(screen.queryByRole('link', { name: TEXT.clearFilters })).not.toBeInTheDocument();
    await screen.findByText('Showing 1 of 1 profile');
    expect(lastRequest(fetchMock).toString()).toBe('sort=views&page=1&limit=24');
  });

  it('offers "Most relevant" only while there are words, and asks for the order chosen', async () => {
    const fetchMock = stubList();
    renderAt('/profiles');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Most viewed']);
    expect(sort).toHaveValue('newest');

    await userEvent.selectOptions(sort, 'Most viewed');
    expect(address()).toBe('/profiles?sort=views');
    await screen.findByText('Showing 1 of 1 profile');
    expect(lastRequest(fetchMock).get('sort')).toBe('views');
  });

  it('sorts a search by relevance unless another order is chosen', async () => {
    stubList();
    renderAt('/profiles?q=ada');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Most relevant', 'Newest', 'Most viewed']);
    expect(sort).toHaveValue('relevant');
  });

  it('sends the location once typing pauses, and the words at once on Enter', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = stubList();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderAt('/profiles');
      await screen.findByText('Showing 1 of 1 profile');

      await user.type(screen.getByRole('searchbox', { name: 'Location' }), 'Berlin');
      expect(address()).toBe('/profiles');
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      expect(address()).toBe('/profiles?location=Berlin');
      await screen.findByText('1 profile found');
      expect(lastRequest(fetchMock).get('location')).toBe('Berlin');

      await user.type(screen.getByRole('searchbox', { name: TEXT.searchLabel }), 'ada{Enter}');
      expect(address()).toBe('/profiles?q=ada&location=Berlin');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the last list and counts, marked busy, while another filter loads', async () => {
    let answered = 0;
    stubApi({
      'GET /api/users/all': () =>
        answered++ === 0
          ? Response.json(profilesPage([aUser()], { facets }))
          : new Promise<Response>(() => {}),
    });
    renderAt('/profiles');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Remote (2)' }));

    expect(screen.getByRole('checkbox', { name: 'Remote (2)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'TypeScript (5)' })).toBeInTheDocument();
    expect(screen.getByText(TEXT.loadingProfiles)).toBeInTheDocument();
    expect(screen.getByRole('article').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('names the page after the filters', async () => {
    stubList();
    renderAt('/profiles?skill=Rust&skill=Go&open=1');
    await screen.findByRole('group', { name: 'Skills' });
    expect(document.title).toBe('Rust, Go professionals | Stackfolio');
  });
});
