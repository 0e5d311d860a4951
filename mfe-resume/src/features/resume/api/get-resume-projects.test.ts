import { jsonResponse } from '@stackfolio/shared-ui/testing';
import { makeProjects } from '../../../testing/fixtures';
import { getResumeProjects } from './get-resume-projects';

describe('getResumeProjects', () => {
  afterEach(() => jest.restoreAllMocks());

  it('GETs /api/resume/projects and keeps the server’s order', async () => {
    const projects = makeProjects(3).reverse();
    const fetchMock = jest.fn(async () => jsonResponse({ items: projects }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(getResumeProjects()).resolves.toEqual(projects);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/resume/projects',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('rejects with "<status>: <body>" when the API fails', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse({ message: 'Unauthorized' }, 401),
    ) as unknown as typeof fetch;
    await expect(getResumeProjects()).rejects.toThrow('401: {"message":"Unauthorized"}');
  });
});
