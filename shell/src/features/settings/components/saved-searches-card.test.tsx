import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_SEARCH_MESSAGES } from '@stackfolio/contract';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { toast } from '@stackfolio/shared-ui';
import { callsTo, stubFetch } from '../../../testing/stub-fetch';
import { SAVED_SEARCH_TEXT } from '../saved-search-text';
import { aSavedSearch, stubSavedSearches } from './saved-search-fixtures';
import { SavedSearchesCard } from './saved-searches-card';

const rust = aSavedSearch();
const berlin = aSavedSearch({ id: 2, name: 'Berlin', query: 'location=Berlin', frequency: 'off' });

const renderCard = async () => {
  renderWithProviders(<SavedSearchesCard />);
  return screen.findByRole('list', { name: SAVED_SEARCH_TEXT.title });
};
const expectToast = async (title: string, description?: string) => {
  const shown = await screen.findByTestId('toast');
  expect(await within(shown).findByText(title)).toBeInTheDocument();
  if (description) expect(shown).toHaveTextContent(description);
};

describe('SavedSearchesCard (Settings)', () => {
  // The toast store outlives a test: start each from a toast no test expects.
  beforeEach(() => toast({ title: 'Before this test' }));

  it('lists each search with its name, its filters in words, a link to it and its frequency', async () => {
    stubSavedSearches([rust, berlin]);
    const list = await renderCard();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { name: 'Rust people' })).toBeInTheDocument();
    expect(within(first).getByText('Rust · Open to work · Remote')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open search Rust people' })).toHaveAttribute(
      'href',
      '/profiles?skill=Rust&open=1&workplace=remote',
    );
    expect(within(first).getByLabelText('E-mails for Rust people')).toHaveDisplayValue('Daily');
    expect(second).toHaveTextContent('Location: Berlin');
    expect(within(second).getByLabelText('E-mails for Berlin')).toHaveDisplayValue('No e-mails');
  });

  it('says how to save one, linking to Browse Profiles, when there are none', async () => {
    stubSavedSearches([]);
    renderWithProviders(<SavedSearchesCard />);
    const link = await screen.findByRole('link', { name: SAVED_SEARCH_TEXT.emptyLink });
    expect(link).toHaveAttribute('href', '/profiles');
    expect(link.parentElement).toHaveTextContent(
      'No saved searches yet. Save a search on Browse Profiles to be told of new matches.',
    );
  });

  it('shows the server’s message with Retry when the list cannot be loaded', async () => {
    stubFetch({ 'GET /api/saved-searches': () => jsonResponse({ message: 'Down' }, 503) });
    renderWithProviders(<SavedSearchesCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SAVED_SEARCH_TEXT.loadFailed);
    expect(alert).toHaveTextContent('Down');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('saves a new frequency as soon as it is chosen, with "Saved search updated."', async () => {
    const fetchMock = stubSavedSearches([rust]);
    const user = userEvent.setup();
    await renderCard();
    await user.selectOptions(screen.getByLabelText('E-mails for Rust people'), 'Weekly');
    await expectToast(SAVED_SEARCH_TEXT.updated);
    expect(callsTo(fetchMock, 'PATCH', '/api/saved-searches/1')).toEqual([{ frequency: 'weekly' }]);
    expect(screen.getByLabelText('E-mails for Rust people')).toHaveDisplayValue('Weekly');
  });

  it('shows a refused frequency change with the server’s message and keeps the old one', async () => {
    stubSavedSearches([rust], { status: 404, message: SAVED_SEARCH_MESSAGES.notFound });
    const user = userEvent.setup();
    await renderCard();
    await user.selectOptions(screen.getByLabelText('E-mails for Rust people'), 'No e-mails');
    await expectToast(SAVED_SEARCH_TEXT.updateFailed, SAVED_SEARCH_MESSAGES.notFound);
    expect(screen.getByLabelText('E-mails for Rust people')).toHaveDisplayValue('Daily');
  });

  describe('Rename', () => {
    it('edits the name in place, saves it and gives focus back to Rename', async () => {
      const fetchMock = stubSavedSearches([rust]);
      const user = userEvent.setup();
      await renderCard();
      await user.click(screen.getByRole('button', { name: 'Rename Rust people' }));
      const name = screen.getByLabelText(SAVED_SEARCH_TEXT.newName);
      expect(name).toHaveFocus();
      expect(name).toHaveValue('Rust people');
      await user.clear(name);
      await user.type(name, '  Remote Rustaceans {Enter}');
      await expectToast(SAVED_SEARCH_TEXT.updated);
      expect(callsTo(fetchMock, 'PATCH', '/api/saved-searches/1')).toEqual([
        { name: 'Remote Rustaceans' },
      ]);
      expect(screen.queryByLabelText(SAVED_SEARCH_TEXT.newName)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Rename Remote Rustaceans' })).toHaveFocus();
    });

    it('keeps the old name on Escape and on Cancel, sending nothing', async () => {
      const fetchMock = stubSavedSearches([rust]);
      const user = userEvent.setup();
      await renderCard();
      await user.click(screen.getByRole('button', { name: 'Rename Rust people' }));
      await user.type(screen.getByLabelText(SAVED_SEARCH_TEXT.newName), ' 2{Escape}');
      expect(screen.queryByLabelText(SAVED_SEARCH_TEXT.newName)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Rename Rust people' })).toHaveFocus();

      await user.keyboard('{Enter}');
      await user.type(screen.getByLabelText(SAVED_SEARCH_TEXT.newName), ' 3');
      await user.click(screen.getByRole('button', { name: SAVED_SEARCH_TEXT.cancel }));
      expect(screen.getByRole('button', { name: 'Rename Rust people' })).toHaveFocus();
      expect(callsTo(fetchMock, 'PATCH', '/api/saved-searches/1')).toHaveLength(0);
    });

    it(`refuses an empty name with "${SAVED_SEARCH_MESSAGES.nameEmpty}" at the field`, async () => {
      const fetchMock = stubSavedSearches([rust]);
      const user = userEvent.setup();
      await renderCard();
      await user.click(screen.getByRole('button', { name: 'Rename Rust people' }));
      const name = screen.getByLabelText(SAVED_SEARCH_TEXT.newName);
      await user.clear(name);
      await user.type(name, '   ');
      await user.click(screen.getByRole('button', { name: SAVED_SEARCH_TEXT.save }));
      expect(name).toHaveAccessibleDescription(SAVED_SEARCH_MESSAGES.nameEmpty);
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(callsTo(fetchMock, 'PATCH', '/api/saved-searches/1')).toHaveLength(0);
    });
    it('keeps the form with the server’s message when the new name is refused', async () => {
      stubSavedSearches([rust], { status: 400, message: SAVED_SEARCH_MESSAGES.nameTooLong });
      const user = userEvent.setup();
      await renderCard();
      await user.click(screen.getByRole('button', { name: 'Rename Rust people' }));
      await user.type(screen.getByLabelText(SAVED_SEARCH_TEXT.newName), ' and more{Enter}');
      await expectToast(SAVED_SEARCH_TEXT.updateFailed, SAVED_SEARCH_MESSAGES.nameTooLong);
      expect(screen.getByLabelText(SAVED_SEARCH_TEXT.newName)).toHaveValue('Rust people and more');
    });
  });

  describe('Delete', () => {
    it('asks first; Cancel keeps the search', async () => {
      const fetchMock = stubSavedSearches([rust]);
      const user = userEvent.setup();
      await renderCard();
      await user.click(screen.getByRole('button', { name: 'Delete Rust people' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete saved search “Rust people”?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete Rust people' })).toHaveFocus();
      expect(callsTo(fetchMock, 'DELETE', '/api/saved-searches/1')).toHaveLength(0);
    });

    it('deletes on confirmation, toasts, and focuses the section once the row is gone', async () => {
      const fetchMock = stubSavedSearches([rust, berlin]);
      const user = userEvent.setup();
      const list = await renderCard();
      await user.click(screen.getByRole('button', { name: 'Delete Rust people' }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: SAVED_SEARCH_TEXT.delete }),
      );
      await expectToast(SAVED_SEARCH_TEXT.deleted);
      expect(callsTo(fetchMock, 'DELETE', '/api/saved-searches/1')).toHaveLength(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Rust people' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: SAVED_SEARCH_TEXT.title })).toHaveFocus();
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    });

    it('keeps the dialog open with the server’s message when the delete is refused', async () => {
      stubSavedSearches([rust], { status: 404, message: SAVED_SEARCH_MESSAGES.notFound });
      const user = userEvent.setup();
      await renderCard();
      await user.click(screen.getByRole('button', { name: 'Delete Rust people' }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: SAVED_SEARCH_TEXT.delete }),
      );
      await expectToast(SAVED_SEARCH_TEXT.deleteFailed, SAVED_SEARCH_MESSAGES.notFound);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'Rust people', hidden: true }),
      ).toBeInTheDocument();
    });
  });
});
