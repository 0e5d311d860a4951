import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { ChipLinks } from './chip-links';

const skillHref = (skill: string) => `/profiles?skill=${encodeURIComponent(skill)}`;

describe('ChipLinks', () => {
  it('links each item to its filter with descriptive text: the chip shows the item, the link names the page', () => {
    renderWithProviders(
      <ChipLinks
        items={['Go', 'C++', 'More']}
        hrefFor={skillHref}
        describedAs="Profiles skilled in"
        label="Skills"
      />,
    );
    const list = screen.getByRole('list', { name: 'Skills' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profiles?skill=Go',
      '/profiles?skill=C%2B%2B',
      '/profiles?skill=More',
    ]);
    const go = within(list).getByRole('link', { name: 'Profiles skilled in Go' });
    expect(within(go).getByText('Profiles skilled in')).toHaveClass('sr-only');
    expect(go.lastChild).toHaveProperty('nodeValue', 'Go');
    expect(
      within(list).getByRole('link', { name: 'Profiles skilled in More' }),
    ).toBeInTheDocument();
  });

  it('shows the first `max` chips and "+N more" (not a link) for the rest', () => {
    renderWithProviders(
      <ChipLinks
        items={['a', 'b', 'c', 'd', 'e']}
        max={3}
        hrefFor={skillHref}
        describedAs="Projects tagged"
        label="Tags"
      />,
    );
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Projects tagged a', 'Projects tagged b', 'Projects tagged c']);
    expect(within(list).getByText('+2 more').closest('a')).toBeNull();
  });

  it('renders nothing for no items', () => {
    renderWithProviders(
      <ChipLinks items={[]} hrefFor={skillHref} describedAs="Projects tagged" label="Tags" />,
    );
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
  });

  it('shows hostile text literally', () => {
    const payload = '<img src=x onerror="window.__xss=1">';
    renderWithProviders(
      <ChipLinks
        items={[payload]}
        hrefFor={skillHref}
        describedAs="Projects tagged"
        label="Tags"
      />,
    );
    expect(screen.getByRole('link', { name: `Projects tagged ${payload}` })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
