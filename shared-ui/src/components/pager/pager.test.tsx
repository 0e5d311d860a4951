import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { Pager } from './pager';

function Paged({ pages }: { pages: number }) {
  const [page, setPage] = useState(1);
  return (
    <Pager
      label="Notification pages"
      page={page}
      pages={pages}
      onPage={setPage}
      previous="Newer"
      next="Older"
    />
  );
}

describe('Pager', () => {
  it('moves between pages, with the end buttons disabled, inside a named navigation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Paged pages={2} />);
    const nav = screen.getByRole('navigation', { name: 'Notification pages' });
    const newer = within(nav).getByRole('button', { name: 'Newer' });
    const older = within(nav).getByRole('button', { name: 'Older' });
    expect(nav).toHaveTextContent('Page 1 of 2');
    expect(newer).toBeDisabled();
    await user.click(older);
    expect(nav).toHaveTextContent('Page 2 of 2');
    expect(older).toBeDisabled();
    await user.click(newer);
    expect(nav).toHaveTextContent('Page 1 of 2');
  });

  it('shows nothing when everything fits one page', () => {
    renderWithProviders(<Paged pages={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
