import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { aProject } from '../../testing/fixtures';
import { ProjectCard } from './project-card';

const card = (overrides: Parameters<typeof aProject>[0], level: 2 | 3 = 3) =>
  renderWithProviders(
    <ProjectCard
      project={aProject(overrides)}
      headingLevel={level}
      imageSizes="100vw"
      imageAlt="Preview"
      tagLimit={2}
      details={<p>12 views</p>}
    >
      <button type="button">Edit</button>
    </ProjectCard>,
  );

describe('a project card', () => {
  it('is named by its title, at the heading level of the page it is on, with its details and actions', () => {
    card({ title: 'Graph engine', path: '/@alan/graph-engine', tags: ['rust', 'graphs', 'db'] }, 2);
    const article = screen.getByRole('article', { name: 'Graph engine' });
    expect(screen.getByRole('heading', { level: 2, name: 'Graph engine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Graph engine' })).toHaveAttribute(
      'href',
      '/@alan/graph-engine',
    );
    expect(article).toHaveTextContent('12 views');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /rust/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^db$/ })).not.toBeInTheDocument();
  });

  it('drops a picture that fails to load instead of showing a broken image', () => {
    card({ title: 'Loom', imageUrl: '/uploads/images/gone.png' });
    fireEvent.error(screen.getByRole('img', { name: 'Preview' }));
    expect(screen.queryByRole('img', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Loom' })).toBeInTheDocument();
  });
});
