import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { cardSvg } from '../../src/components/cards/card-image';
import { PNG, asBytes } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('generated share cards of projects and profiles', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  /** Where the local store keeps an upload served at `url` (`/uploads/images/…`). */
  const stored = (url: string) => path.join(t.uploadDir, url.replace(/^\/uploads\//, ''));
  const project = async (id: number) => {
    await t.settled();
    return (await request(t.app).get(`/api/projects/${id}`).expect(200)).body as {
      cardUrl: string | null;
      imageUrl: string | null;
    };
  };
  const profile = async (id: number) => {
    await t.settled();
    return (await request(t.app).get(`/api/users/${id}`).expect(200)).body as {
      cardUrl: string | null;
    };
  };
  const fetchCard = (url: string) =>
    request(t.app).get(url).buffer(true).parse(asBytes).expect(200);
  const linkOnly = (token: string, fields: Record<string, string>) =>
    createProject(
      t.app,
      token,
      { projectUrl: 'https://example.com/', ...fields },
      { file: false, image: false },
    );

  it('a project without an image gets a 1200×630 PNG card, served for a year', async () => {
    const { token } = await registerUser(t.app);
    const created = await linkOnly(token, {
      title: 'Weather Station',
      tags: JSON.stringify(['iot', 'rust']),
    });
    const { cardUrl } = await project(created.id);
    expect(cardUrl).toMatch(/^\/uploads\/images\/[A-Za-z0-9_-]+\.png$/);

    const res = await fetchCard(cardUrl!);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('renaming replaces the card and removes the old one from storage; other edits keep it', async () => {
    const { token } = await registerUser(t.app);
    const created = await linkOnly(token, { title: 'Old name' });
    const before = (await project(created.id)).cardUrl!;

    await request(t.app)
      .put(`/api/projects/${created.id}`)
      .set(bearer(token))
      .field('description', 'Only the description')
      .expect(200);
    expect((await project(created.id)).cardUrl).toBe(before);

    await request(t.app)
      .put(`/api/projects/${created.id}`)
      .set(bearer(token))
      .field('title', 'New name')
      .expect(200);
    const after = (await project(created.id)).cardUrl!;
    expect(after).not.toBe(before);
    expect(fs.existsSync(stored(before))).toBe(false);
    expect(fs.existsSync(stored(after))).toBe(true);
    await request(t.app).get(before).expect(404);
  });

  it('a project with an image gets no card: its image is what it shares', async () => {
    const { token } = await registerUser(t.app);
    const created = await createProject(t.app, token, { title: 'Pictured' });
    const read = await project(created.id);
    expect(read.cardUrl).toBeNull();
    expect(read.imageUrl).not.toBeNull();
    const row = await t.ctx.models.Project.findByPk(created.id);
    expect(row!.cardKey).toBeNull();
  });

  it('adding an image to a carded project removes its card', async () => {
    const { token } = await registerUser(t.app);
    const created = await linkOnly(token, { title: 'Soon pictured' });
    const card = (await project(created.id)).cardUrl!;
    await request(t.app)
      .put(`/api/projects/${created.id}`)
      .set(bearer(token))
      .field('imageAlts', JSON.stringify(['A picture']))
      .attach('images', PNG, 'cover.png')
      .expect(200);
    expect((await project(created.id)).cardUrl).toBeNull();
    expect(fs.existsSync(stored(card))).toBe(false);
  });

  it('deleting the project removes its card from storage', async () => {
    const { token } = await registerUser(t.app);
    const created = await linkOnly(token, { title: 'Short-lived' });
    const card = (await project(created.id)).cardUrl!;
    expect(fs.existsSync(stored(card))).toBe(true);
    await request(t.app).delete(`/api/projects/${created.id}`).set(bearer(token)).expect(200);
    await t.settled();
    expect(fs.existsSync(stored(card))).toBe(false);
  });

  it('hostile text is drawn as text: escaped in the SVG, and the card is still made', async () => {
    const hostile = '<script>alert("x")</script> & <b>Co</b>';
    const svg = cardSvg({ heading: hostile, subheading: 'R&D <lead>', tags: ['<img src=x>'] });
    expect(svg).not.toMatch(/<script|<b>|<img|<lead/);
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Co');
    // One element of text only (the title); everything shown is outlines.
    expect(svg).not.toMatch(/<text/);

    const { token } = await registerUser(t.app);
    const created = await linkOnly(token, { title: hostile, tags: JSON.stringify(['&', '<x>']) });
    const { cardUrl } = await project(created.id);
    const meta = await sharp((await fetchCard(cardUrl!)).body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('a profile without an avatar gets a card, replaced when the job title changes and gone with the account', async () => {
    const { token, user, credentials } = await registerUser(t.app);
    const first = (await profile(user.id)).cardUrl!;
    expect(first).toMatch(/\.png$/);

    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .field('jobTitle', 'Data engineer')
      .expect(200);
    const second = (await profile(user.id)).cardUrl!;
    expect(second).not.toBe(first);
    expect(fs.existsSync(stored(first))).toBe(false);

    await request(t.app)
      .delete('/api/auth/delete-account')
      .set(bearer(token))
      .send({ password: credentials.password })
      .expect(200);
    await t.settled();
    expect(fs.existsSync(stored(second))).toBe(false);
  });
});
