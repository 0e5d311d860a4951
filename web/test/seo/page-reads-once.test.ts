import request from 'supertest';
import type { FrontEndParts, PageReads } from '@stackfolio/api';
import { createProject, registerUser, setupTestApp } from '@stackfolio/api/testing';
import { frontEndRouter } from '../../src/front-end';
import { useBuiltFrontEnd } from '../helpers/web-app';
import { parsePage } from './seo-helpers';

/** The page server's reads, each call recorded by name: what one request read, and how often. */
function countingReads(reads: PageReads): { reads: PageReads; calls: string[] } {
  const calls: string[] = [];
  const counted = Object.fromEntries(
    Object.entries(reads).map(([name, read]: [string, (...args: unknown[]) => unknown]) => [
      name,
      (...args: unknown[]) => {
        calls.push(name);
        return read(...args);
      },
    ]),
  ) as unknown as PageReads;
  return { reads: counted, calls };
}

describe('a public page reads its data once, for its markup and its head', () => {
  let counter: ReturnType<typeof countingReads>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let ada: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await setupTestApp(
      {},
      {
        frontEnd: ({ config, reads }: FrontEndParts) => {
          counter = countingReads(reads);
          return frontEndRouter(config, counter.reads, { renderBudgetMs: 15_000 });
        },
      },
    );
    useBuiltFrontEnd(t.config);
    ada = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    await createProject(t.app, ada.token, { title: 'Analytical Engine' }, { image: false });
  });
  afterAll(() => t.done());
  beforeEach(() => counter.calls.splice(0));

  it('renders a signed-out profile and its head from one read of the profile and its projects', async () => {
    const res = await request(t.app).get(`/@${ada.user.handle}`).expect(200);
    const page = parsePage(res.text);
    expect(page.title).toBe('Ada Lovelace – IT Professional | Stackfolio');
    expect(page.root.textContent).toContain('Analytical Engine');
    // The redirect check reads the handle; the page's prefetch the person and their projects.
    expect(counter.calls.sort()).toEqual(['handleOwner', 'user', 'userProjects']);
  });

  it('gives a signed-in visitor, who gets no server render, the same head from the same one read', async () => {
    const res = await ada.agent.get(`/@${ada.user.handle}`).expect(200);
    const page = parsePage(res.text);
    expect(page.title).toBe('Ada Lovelace – IT Professional | Stackfolio');
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'ProfilePage' });
    expect(page.root.innerHTML).toBe('');
    expect(counter.calls.sort()).toEqual(['handleOwner', 'user', 'userProjects']);
  });

  it('reads a project once for its page and its head', async () => {
    const res = await request(t.app).get(`/@${ada.user.handle}/analytical-engine`).expect(200);
    expect(parsePage(res.text).title).toBe('Analytical Engine by Ada Lovelace | Stackfolio');
    // One read for the redirect check (is it an old address?), one for the page and its head.
    expect(counter.calls).toEqual(['projectByPath', 'projectByPath']);
  });
});
