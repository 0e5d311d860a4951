import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { aProject } from '../../testing/fixtures';
import { ProjectOwnerActions } from '../dialog/project-owner-actions';
import { ProjectCard, type ProjectCardProps } from './project-card';

const card = (overrides: Parameters<typeof aProject>[0], props: Partial<ProjectCardProps> = {}) =>
  renderWithProviders(
    <ProjectCard
      project={aProject(overrides)}
      headingLevel={3}
      imageAlt="Preview"
      stats="brief"
      {...props}
    />,
  );

describe('a project card', () => {
  it('is named by its title, at the heading level of the page it is on, with its figures and actions', () => {
    card(
      {
        title: 'Graph engine',
        path: '/@alan/graph-engine',
        tags: ['rust', 'graphs', 'sql', 'db'],
        viewCount: 12,
      },
      { headingLevel: 2, children: <button type="button">Quick view</button> },
    );
    const article = screen.getByRole('article', { name: 'Graph engine' });
    expect(screen.getByRole('heading', { level: 2, name: 'Graph engine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Graph engine' })).toHaveAttribute(
      'href',
      '/@alan/graph-engine',
    );
    expect(article).toHaveTextContent('12 views ·');
    expect(screen.getByRole('button', { name: 'Quick view' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /rust/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^db$/ })).not.toBeInTheDocument();
  });

  it('drops a picture that fails to load instead of showing a broken image', () => {
    card({ title: 'Loom', imageUrl: '/uploads/images/gone.png' });
    fireEvent.error(screen.getByRole('img', { name: 'Preview' }));
    expect(screen.queryByRole('img', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Loom' })).toBeInTheDocument();
  });

  it('on a list of many people’s projects, names the author and shows views, size and date added', () => {
    card(
      {
        title: 'Loom',
        userId: 4,
        fileSize: 2048,
        viewCount: 1,
        createdAt: '2025-03-09T12:00:00.000Z',
        user: {
          id: 4,
          handle: 'ada',
          firstName: 'Ada',
          lastName: 'Lovelace',
          jobTitle: null,
          avatarUrl: null,
          avatar: null,
        },
      },
      { showAuthor: true, stats: 'detailed' },
    );
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/@ada');
    expect(screen.getByText('· IT Professional')).toBeInTheDocument();
    const figures = screen.getByRole('article', { name: 'Loom' }).querySelector('dl')!;
    expect(figures).toHaveTextContent('Views1Size2 KBAddedMar 9, 2025');
  });

  it('puts the owner’s Edit and Delete, named after the project, first among its actions', () => {
    card(
      { id: 8, title: 'Loom' },
      { ownerActions: <ProjectOwnerActions project={{ id: 8, title: 'Loom' }} /> },
    );
    const article = screen.getByRole('article', { name: 'Loom' });
    expect(within(article).getByRole('link', { name: 'Edit Loom' })).toHaveAttribute(
      'href',
      '/projects/8/edit',
    );
    expect(within(article).getByRole('button', { name: 'Delete Loom' })).toHaveTextContent(
      'Delete',
    );
  });
});
