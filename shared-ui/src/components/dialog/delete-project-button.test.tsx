import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api-client';
import { jsonResponse, renderWithProviders } from '../../testing';
import { DeleteProjectButton } from './delete-project-button';

// Dialog animations and a dozen queries on a shared CPU.
jest.setTimeout(30_000);

/** Where a project shows, by the query keys the packages use for them. */
const LISTS = [
  { name: 'Project list', queryKey: ['/api/projects', 'list', { q: '', tag: '' }] },
  { name: 'Portfolio', queryKey: ['/api/users', 7, 'projects', 'pages'] },
  { name: 'Following feed', queryKey: ['/api/projects/following'] },
  { name: 'Search results', queryKey: ['/api/search', 'engine', 1] },
  { name: 'Resume projects', queryKey: ['/api/resume/projects', 7] },
  { name: 'Recent projects', queryKey: ['/api/projects', 'recent'] },
];

/** Where it is counted. */
const COUNTS = [
  { name: 'Profile', queryKey: ['/api/users', 7], field: 'projectCount' },
  { name: 'Profile card', queryKey: ['/api/users', 'all', { q: '' }], field: 'projectCount' },
  { name: 'Analytics', queryKey: ['/api/analytics', 7, 'all'], field: 'projectsUploaded' },
  { name: 'Admin figures', queryKey: ['/api/admin/stats'], field: 'totalProjects' },
];

const url = (queryKey: readonly unknown[]) => queryKey.map(String).join('/');

function ProjectTitles({ name, queryKey }: { name: string; queryKey: readonly unknown[] }) {
  const { data } = useQuery({
    queryKey,
    queryFn: () => apiJson<{ items: Array<{ title: string }> }>('GET', url(queryKey)),
  });
  return (
    <ul aria-label={name}>
      {data?.items.map((project) => (
        <li key={project.title}>{project.title}</li>
      ))}
    </ul>
  );
}

function Count({ name, queryKey, field }: { name: string; queryKey: unknown[]; field: string }) {
  const { data } = useQuery({
    queryKey,
    queryFn: () => apiJson<Record<string, number>>('GET', url(queryKey)),
  });
  return <p aria-label={name}>{data?.[field]}</p>;
}

function ProjectDetail() {
  const { data } = useQuery({
    queryKey: ['/api/projects', 31],
    queryFn: () => apiJson<{ title: string }>('GET', '/api/projects/31'),
  });
  return <p aria-label="Open project">{data?.title}</p>;
}

function stubApi() {
  let titles = ['Compiler', 'Linker'];
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (method === 'DELETE' && path === '/api/projects/31') {
      titles = titles.filter((title) => title !== 'Compiler');
      return new Response(null, { status: 204 });
    }
    if (path === '/api/auth/user') return jsonResponse({ message: 'Unauthorized' }, 401);
    if (path === '/api/projects/31') return jsonResponse({ title: 'Compiler' });
    const count = titles.length;
    return jsonResponse({
      items: titles.map((title) => ({ title })),
      projectCount: count,
      projectsUploaded: count,
      totalProjects: count,
    });
  }) as typeof fetch;
  return calls;
}

describe('deleting a project', () => {
  it('takes it out of every list it showed in and every count it was in, without reloading it', async () => {
    const calls = stubApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <>
        {LISTS.map((list) => (
          <ProjectTitles key={list.name} {...list} />
        ))}
        {COUNTS.map((count) => (
          <Count key={count.name} {...count} />
        ))}
        <ProjectDetail />
        <DeleteProjectButton projectId={31} title="Compiler" label="Delete" named />
      </>,
    );
    for (const { name } of LISTS) {
      expect(await within(screen.getByRole('list', { name })).findByText('Compiler')).toBeVisible();
    }
    for (const { name } of COUNTS) {
      await waitFor(() => expect(screen.getByLabelText(name)).toHaveTextContent('2'));
    }
    await screen.findByText('Compiler', { selector: '[aria-label="Open project"]' });

    await user.click(screen.getByRole('button', { name: 'Delete Compiler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('“Compiler” has been deleted.')).toBeInTheDocument();
    for (const { name } of LISTS) {
      const list = screen.getByRole('list', { name });
      expect(within(list).queryByText('Compiler')).not.toBeInTheDocument();
      expect(within(list).getByText('Linker')).toBeInTheDocument();
    }
    for (const { name } of COUNTS) {
      expect(screen.getByLabelText(name)).toHaveTextContent('1');
    }
    // The deleted project itself is not asked for again (it would be a 404).
    expect(calls.filter((call) => call === 'GET /api/projects/31')).toHaveLength(1);
  });
});
