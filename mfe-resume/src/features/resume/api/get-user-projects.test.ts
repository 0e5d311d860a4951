import { jsonResponse } from '@stackfolio/shared-ui/testing';
import { makeProjects } from '../../../testing/fixtures';
import { getUserProjects } from './get-user-projects';

describe('getUserProjects', () => {
  afterEach(() => jest.restoreAllMocks());

  it('GETs /api/users/{id}/projects and returns the plain array', async () => {
    const projects = makeProjects(2);
    const fetchMock = jest.fn(async () => jsonResponse(projects));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(getUserProjects(7)).resolves.toEqual(projects);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/users/7/projects',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('also reads a paginated { items } page', async () => {
    const projects = makeProjects(3);
    global.fetch = jest.fn(async () =>
      jsonResponse({ items: projects, total: 3, page: 1, limit: 20 }),
    ) as unknown as typeof fetch;
    await expect(getUserProjects(7)).resolves.toEqual(projects);
  });

  it('rejects with "<status>: <body>" when the API fails', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse({ message: 'User not found' }, 404),
    ) as unknown as typeof fetch;
    await expect(getUserProjects(7)).rejects.toThrow('404: {"message":"User not found"}');
  });
});
