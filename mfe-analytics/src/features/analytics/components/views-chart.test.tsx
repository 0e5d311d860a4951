import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { ViewsChart } from './views-chart';

const SERIES = [
  { date: '2025-03-01', count: 2 },
  { date: '2025-03-02', count: 0 },
  { date: '2025-03-03', count: 7 },
];

function chart() {
  return screen.getByRole('group', { name: /Views per day chart/ });
}

describe('ViewsChart', () => {
  it('summarises the period in text and names the busiest day', () => {
    renderWithProviders(<ViewsChart series={SERIES} />);
    expect(
      screen.getByText(
        '9 portfolio views between Mar 1, 2025 and Mar 3, 2025. Busiest day: Mar 3, 2025: 7 views.',
      ),
    ).toBeInTheDocument();
    expect(chart()).toHaveAccessibleDescription(/9 portfolio views/);
  });

  it('draws axes with date labels', () => {
    const { container } = renderWithProviders(<ViewsChart series={SERIES} />);
    const labels = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['0', 'Mar 1', 'Mar 2', 'Mar 3']));
  });

  it('offers every day in a data table as its text alternative', async () => {
    renderWithProviders(<ViewsChart series={SERIES} />);
    await userEvent.click(screen.getByText('Show the data as a table'));
    const rows = within(
      screen.getByRole('table', { name: 'Portfolio views per day' }),
    ).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateViews',
      'Mar 1, 20252',
      'Mar 2, 20250',
      'Mar 3, 20257',
    ]);
  });

  it('reads days with the keyboard: focus shows the latest, arrows and Home/End move, Escape hides', async () => {
    renderWithProviders(<ViewsChart series={SERIES} />);
    await userEvent.tab();
    expect(chart()).toHaveFocus();
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Mar 3, 2025: 7 views');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Mar 2, 2025: 0 views');
    await userEvent.keyboard('{Home}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Mar 1, 2025: 2 views');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Mar 1, 2025: 2 views');
    await userEvent.keyboard('{End}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Mar 3, 2025: 7 views');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it('announces the day read with the keyboard to screen readers', async () => {
    const { container } = renderWithProviders(<ViewsChart series={SERIES} />);
    await userEvent.tab();
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Mar 3, 2025: 7 views',
    );
  });

  it('shows the nearest day on hover and hides it when the pointer leaves', () => {
    renderWithProviders(<ViewsChart series={SERIES} />);
    fireEvent.mouseMove(chart(), { clientX: 50 });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Mar 1, 2025: 2 views');
    fireEvent.mouseLeave(chart());
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it('says so when there is nothing to draw', () => {
    renderWithProviders(<ViewsChart series={[]} />);
    expect(screen.getByText('No portfolio views recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
