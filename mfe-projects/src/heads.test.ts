import { siteUrls, type ProjectFile } from '@stackfolio/contract';
import { aPage } from '@stackfolio/shared-ui/testing';
import { createQueryClient, type HeadContext } from '@stackfolio/shared-ui';
import { anAuthor, aProjectDetail, jsonResponse, stubApi } from './testing/stub-api';
import { head } from './heads';
import { prefetch } from './routes';

const SITE = 'https://stackfolio.example';

/** Runs a page's prefetch as the server does, then its head on the cache it filled. */
async function headAfterPrefetch(page: string, params: Record<string, string>, search = '') {
  const context: HeadContext = {
    queryClient: createQueryClient(),
    params,
    searchParams: new URLSearchParams(search),
    site: siteUrls(SITE),
  };
  await prefetch[page](context);
  return head[page]?.(context) ?? null;
}

const file = (id: number, name: string): ProjectFile => ({
  id,
  name,
  size: 2048,
  type: 'text/plain',
  url: `/api/projects/9/files/${id}`,
  previewKind: 'code',
  preview: 'ready',
});

const project = aProjectDetail({
  id: 9,
  title: 'Graph engine',
  slug: 'graph-engine',
  path: '/@alan/graph-engine',
  description: 'Shortest paths, fast.',
  tags: ['graphs', 'rust'],
  image: null,
  imageUrl: null,
  user: anAuthor({ handle: 'alan', firstName: 'Alan', lastName: 'Turing', avatarUrl: null }),
  files: [file(1, 'main.rs'), file(2, 'code.zip')],
});
const byAddress = 'GET /api/users/@alan/projects/graph-engine';

describe('the project pages’ head', () => {
  it('describes a project’s page from the project its prefetch read, canonical to the page', async () => {
    const api = stubApi({ [byAddress]: jsonResponse(project) });
    const result = await headAfterPrefetch('project', { handle: '@alan', slug: 'graph-engine' });
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({
      status: 200,
      title: 'Graph engine by Alan Turing | Stackfolio',
      description: 'Shortest paths, fast. Tags: graphs, rust.',
      canonical: `${SITE}/@alan/graph-engine`,
      ogType: 'article',
      // A project with code is SoftwareSourceCode, its author a link to their profile.
      jsonLd: {
        '@type': 'SoftwareSourceCode',
        author: { '@type': 'Person', name: 'Alan Turing', url: `${SITE}/@alan` },
      },
    });
  });

  it('gives a file, or an entry of an archive, its own title and canonical, and an unknown file 404', async () => {
    stubApi({ [byAddress]: jsonResponse(project) });
    const address = { handle: '@alan', slug: 'graph-engine' };
    expect(await headAfterPrefetch('project-file', { ...address, '*': 'main.rs' })).toMatchObject({
      status: 200,
      title: 'main.rs – Graph engine | Stackfolio',
      description: 'main.rs, a file of Graph engine on Stackfolio.',
      canonical: `${SITE}/@alan/graph-engine/files/main.rs`,
      jsonLd: undefined,
    });
    expect(
      await headAfterPrefetch('project-file', { ...address, '*': 'code.zip/src/read me.md' }),
    ).toMatchObject({
      title: 'src/read me.md – Graph engine | Stackfolio',
      canonical: `${SITE}/@alan/graph-engine/files/code.zip/src/read%20me.md`,
    });
    expect(await headAfterPrefetch('project-file', { ...address, '*': 'other.rs' })).toEqual({
      status: 404,
      title: 'File Not Found | Stackfolio',
      description: 'This file does not exist.',
      ogType: 'website',
    });
  });

  it('answers a project the API does not know with 404 "Project Not Found"', async () => {
    stubApi({});
    const result = await headAfterPrefetch('project', { handle: '@alan', slug: 'nothing' });
    expect(result).toMatchObject({ status: 404, title: 'Project Not Found | Stackfolio' });
    expect(result?.canonical).toBeUndefined();
  });

  it('gives a deep link on the list the project’s own head, and leaves the plain list to the page server', async () => {
    stubApi({
      'GET /api/projects/9': jsonResponse(project),
      'GET /api/projects': jsonResponse(aPage([project])),
    });
    expect(await headAfterPrefetch('browse-projects', {}, '?project=9')).toMatchObject({
      title: 'Graph engine by Alan Turing | Stackfolio',
      canonical: `${SITE}/@alan/graph-engine`,
    });
    expect(await headAfterPrefetch('browse-projects', {}, '?tag=rust')).toBeNull();
    expect(await headAfterPrefetch('browse-projects', {}, '?project=404')).toBeNull();
  });
});
