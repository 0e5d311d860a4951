import request from 'supertest';
import { bearer, createProject, registerUser } from '@stackfolio/api/testing';
import { setupWebApp, useBuiltFrontEnd } from '../helpers/web-app';
import { parsePage } from './seo-helpers';

const PUBLIC_URL = 'https://stackfolio.example';
const CARD = new RegExp(`^${PUBLIC_URL}/uploads/images/[\\w-]+\\.png$`);

describe('share cards in the server-rendered heads', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;
  beforeAll(async () => {
    t = await setupWebApp({ PUBLIC_URL });
    useBuiltFrontEnd(t.config);
  });
  afterAll(() => t.done());

  const head = async (url: string) => parsePage((await request(t.app).get(url).expect(200)).text);
  const linkOnly = (token: string, title: string) =>
    createProject(
      t.app,
      token,
      { title, projectUrl: 'https://example.com/' },
      { file: false, image: false },
    );

  it('a project without an image shares its generated 1200×630 card', async () => {
    const { token, user } = await registerUser(t.app, { firstName: 'Card', lastName: 'Owner' });
    const project = await linkOnly(token, 'Tide <Tables> & Charts');
    await t.settled();
    const detail = (await request(t.app).get(`/api/projects/${project.id}`).expect(200)).body;

    const page = await head(`/@${user.handle}/${project.slug}`);
    expect(page.og('image')).toBe(`${PUBLIC_URL}${detail.cardUrl}`);
    expect(page.og('image')).toMatch(CARD);
    expect([page.og('image:width'), page.og('image:height')]).toEqual(['1200', '630']);
    expect(page.twitter('card')).toBe('summary_large_image');
    expect(page.twitter('image')).toBe(page.og('image'));
    expect(page.og('image:alt')).toBe('Tide <Tables> & Charts by Card Owner on Stackfolio');
  });

  it('a project with an image shares its image, not a card', async () => {
    const { token, user } = await registerUser(t.app);
    const project = await createProject(t.app, token, { title: 'Pictured work' });
    await t.settled();
    const page = await head(`/@${user.handle}/${project.slug}`);
    expect(page.og('image')).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/images/[\\w-]+-og\\.jpg$`));
    expect(page.og('image:width')).toBeNull();
  });

  it('a profile without an avatar or header image shares its card', async () => {
    const plain = await registerUser(t.app, { firstName: 'Plain', lastName: 'Profile' });
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(plain.token))
      .field('jobTitle', 'Site reliability engineer')
      .expect(200);
    await t.settled();
    const page = await head(`/@${plain.user.handle}`);
    expect(page.og('image')).toMatch(CARD);
    expect([page.og('image:width'), page.og('image:height')]).toEqual(['1200', '630']);
    expect(page.twitter('card')).toBe('summary_large_image');
  });
});
