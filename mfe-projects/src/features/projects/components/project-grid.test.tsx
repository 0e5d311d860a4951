import { screen } from '@testing-library/react';
import type { Project } from '@stackfolio/contract';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { anAuthor, aProject } from '../../../testing/stub-api';
import { ProjectGrid } from './project-grid';

function renderGrid(project: Project) {
  renderWithProviders(
    <ProjectGrid
      projects={[project]}
      total={1}
      detailHref={(id) => `?project=${id}`}
      hasNextPage={false}
      isFetchingNextPage={false}
      fetchNextPage={() => undefined}
    />,
  );
}

describe('a project card on the project list', () => {
  it('leads from its title to the project’s page and offers a quick view of it on the list', () => {
    renderGrid(
      aProject({
        id: 4,
        title: 'Graph engine',
        path: '/@alan/graph-engine',
        user: anAuthor({ handle: 'alan' }),
      }),
    );
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
    renderGrid(aProject({ id: 5, title: 'Old project', path: null }));
    expect(screen.getByRole('link', { name: 'Old project' })).toHaveAttribute(
      'href',
      '/browse-projects?project=5',
    );
  });
});
