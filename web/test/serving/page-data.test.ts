import request from 'supertest';
import type { FrontEndParts, PageReads } from '@stackfolio/api';
import { bearer, registerUser, setupTestApp } from '@stackfolio/api/testing';
import { frontEndRouter } from '../../src/front-end';
import { pageDataFetch } from '../../src/page-data';

/**
 * What a server render reads in-process answers as the API answers the browser (signed out), so
 * the page the browser hydrates holds the data it would fetch itself.
 */
describe('the data of a server-rendered page, read in-process', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let fetchPageData: ReturnType<typeof pageDataFetch>;
  const rust = `Rust${Date.now().toString(36)}`;
  let berliner: number;

  beforeAll(async () => {
    let reads: PageReads | undefined;
    t = await setupTestApp(
      {},
      {
        frontEnd: ({ config, reads: given }: FrontEndParts) => {
          reads = given;
          return frontEndRouter(config, given);
        },
      },
    );
    fetchPageData = pageDataFetch(reads!);
    const person = async (profile: Record<string, unknown>) => {
      const me = await registerUser(t.app);
      await request(t.app)
        .patch('/api/users/profile')
        .set(bearer(me.token))
        .send(profile)
        .expect(200);
      return me.user.id;
    };
    const openToWork = (workplaces: string[]) => ({
      status: 'open',
      roles: [],
      employmentTypes: ['contract'],
      workplaces,
      locations: ['Berlin'],
      visibility: 'everyone',
    });
    berliner = await person({ skills: [rust, 'Go'], openToWork: openToWork(['remote']) });
    await person({ skills: [rust], openToWork: openToWork(['hybrid']) });
    await person({ skills: [rust, 'Go'] });
  });
  afterAll(() => t.done());

  const both = async (url: string) => {
    const api = await request(t.app).get(url);
    const inProcess = await fetchPageData(url);
    return { api, inProcess: { status: inProcess.status, body: await inProcess.json() } };
  };

  it('answers a paged search with repeated filters as the API does: the page and its facets', async () => {
    const url = `/api/users/all?skill=${rust}&skill=go&open=1&workplace=remote&page=1&limit=10`;
    const { api, inProcess } = await both(url);

    expect(inProcess).toEqual({ status: 200, body: api.body });
    expect(inProcess.body.items.map((u: { id: number }) => u.id)).toEqual([berliner]);
    expect(inProcess.body.facets.workplace).toEqual([
      { value: 'remote', count: 1 },
      { value: 'hybrid', count: 0 },
      { value: 'onsite', count: 0 },
    ]);
  });

  it('answers the plain call with a bare list, without counts', async () => {
    const { api, inProcess } = await both(`/api/users/all?skill=${rust}&workplace=hybrid`);
    expect(inProcess).toEqual({ status: 200, body: api.body });
    expect(inProcess.body).toHaveLength(1);
  });

  it('refuses a filter the API refuses, with its status and message', async () => {
    const { api, inProcess } = await both('/api/users/all?workplace=moon&page=1');
    expect(api.status).toBe(400);
    expect(inProcess).toEqual({ status: 400, body: { message: api.body.message } });
  });
});
