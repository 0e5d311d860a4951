import { screen } from '@testing-library/react';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { anAuthor, aProject } from '../../../testing/stub-api';
import { ProjectCard } from './project-card';

describe('a project card', () => {
  it('leads from its title to the project’s page and offers a quick view of it on the list', () => {
    const project = aProject({
      id: 4,
      title: 'Graph engine',
      path: '/@alan/graph-engine',
      user: anAuthor({ handle: 'alan' }),
    });
    renderWithProviders(<ProjectCard project={project} detailHref="?project=4" />);
    expect(screen.getByRole('link', { name: 'Graph engine' })).toHaveAttribute(
      'href',
      '/@alan/graph-engine',
    );
    expect(screen.getByRole('link', { name: 'Quick view of Graph engine' })).toHaveAttribute(
      'href',
      '/?project=4',
    );
  });

  it('opens the quick view from its title when the project has no page address', () => {
    const project = aProject({ id: 5, title: 'Old project', path: null });
    renderWithProviders(<ProjectCard project={project} detailHref="?project=5" />);
    expect(screen.getByRole('link', { name: 'Old project' })).toHaveAttribute(
      'href',
      '/browse-projects?project=5',
    );
  });
});
