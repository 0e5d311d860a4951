import { siteUrls } from '@stackfolio/contract';
import { aPage } from '@stackfolio/shared-ui/testing';
import { createQueryClient, type HeadContext } from '@stackfolio/shared-ui';
import { aProject, aUser, stubApi } from './testing/api-stub';
import { head } from './heads';
import { prefetch } from './routes';

const SITE = 'https://stackfolio.example';

/** Runs a page's prefetch as the server does, then its head on the cache it filled. */
async function headAfterPrefetch(page: string, params: Record<string, string>) {
  const context: HeadContext = {
    queryClient: createQueryClient(),
    params,
    searchParams: new URLSearchParams(),
    site: siteUrls(SITE),
  };
  await prefetch[page](context);
  return head[page](context);
}

const ada = aUser({
  id: 7,
  handle: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  jobTitle: 'Data Engineer',
  location: 'London',
  bio: 'Writes the first programs.',
  skills: ['Analysis'],
  avatarUrl: null,
  headerImageUrl: null,
  headerImage: null,
  projectCount: 23,
});
const works = Array.from({ length: 23 }, (_, i) =>
  aProject({ id: 100 + i, title: `Work ${23 - i}`, path: `/@ada/work-${23 - i}` }),
);

describe('the profile pages’ head', () => {
  it('says who the person is, from the profile and projects the prefetch read, and reads nothing more', async () => {
    const api = stubApi({
      'GET /api/users/@ada': ada,
      'GET /api/users/7/projects': aPage(works.slice(0, 24), { total: 23, limit: 24 }),
    });
    const result = await headAfterPrefetch('profile-handle', { handle: '@ada' });
    expect(api).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({
      status: 200,
      title: 'Ada Lovelace – Data Engineer | Stackfolio',
      description:
        'Ada Lovelace – Data Engineer in London. Writes the first programs. Skills: Analysis.',
      canonical: `${SITE}/@ada`,
      ogType: 'profile',
      jsonLd: { '@type': 'ProfilePage', hasPart: { collectionSize: 23 } },
    });
    const listed = (result?.jsonLd as { mainEntity: { workExample: { name: string }[] } })
      .mainEntity.workExample;
    // The newest 20 of the first page the portfolio shows.
    expect(listed.map((w) => w.name)).toEqual(works.slice(0, 20).map((w) => w.title));
  });

  it('answers a profile the API does not know, or an id that cannot exist, with 404 "User Not Found"', async () => {
    stubApi({
      'GET /api/users/99999999999': () =>
        new Response('{"message":"Invalid user ID"}', { status: 400 }),
    });
    for (const [page, params] of [
      ['profile', { id: '999' }],
      ['profile', { id: 'abc' }],
      ['profile', { id: '99999999999' }],
      ['profile-handle', { handle: '@nobody' }],
    ] as const) {
      expect(await headAfterPrefetch(page, params)).toEqual({
        status: 404,
        title: 'User Not Found | Stackfolio',
        description: 'This profile does not exist.',
        ogType: 'website',
      });
    }
  });

  it('has no head when the profile did not load (the page server sends the plain one)', async () => {
    stubApi({ 'GET /api/users/7': () => new Response('{"message":"down"}', { status: 503 }) });
    expect(await headAfterPrefetch('profile', { id: '7' })).toBeNull();
  });
});
