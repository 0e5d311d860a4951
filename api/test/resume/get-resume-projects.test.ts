import request from 'supertest';
import { readZipEntry } from '../helpers/documents';
import { asBytes } from '../helpers/files';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

/** Titles in the order a document shows them. */
const titlesIn = (text: string) => text.match(/Work \d{3}/g) ?? [];

describe('GET /api/resume/projects (the rule the preview, print and .html share with the .docx)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let ada: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await setupTestApp();
    ada = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    // 130 projects: the four most viewed are the oldest, then two on equal views, far past the newest 100.
    const views = (n: number) => (n <= 4 ? 50 - n * 7 : n === 128 || n === 129 ? 8 : 0);
    await t.ctx.models.Project.bulkCreate(
      Array.from({ length: 130 }, (_, i) => ({
        userId: ada.user.id,
        title: `Work ${String(i + 1).padStart(3, '0')}`,
        projectUrl: 'https://example.com',
        viewCount: views(i + 1),
        tags: [],
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i + 1)),
      })),
    );
  });
  afterAll(() => t.done());

  it('answers 401 when signed out', async () => {
    await request(t.app).get('/api/resume/projects').expect(401);
  });

  it('picks the most viewed of all the user’s projects, newest first on equal views', async () => {
    const res = await request(t.app).get('/api/resume/projects').set(bearer(ada.token)).expect(200);
    expect(res.body.items.map((p: { title: string }) => p.title)).toEqual([
      'Work 001',
      'Work 002',
      'Work 003',
      'Work 004',
      'Work 129',
    ]);
  });

  it.each(['modern', 'classic', 'minimal', 'creative'])(
    'lists the same titles in the same order as the %s .docx',
    async (template) => {
      const listed = await request(t.app).get('/api/resume/projects').set(bearer(ada.token));
      const docx = await request(t.app)
        .post('/api/resume/generate')
        .set(bearer(ada.token))
        .send({ template, format: 'docx' })
        .buffer(true)
        .parse(asBytes)
        .expect(200);
      const shown = titlesIn(readZipEntry(docx.body as Buffer, 'word/document.xml')!);
      const titles = listed.body.items.map((p: { title: string }) => p.title);
      expect(shown).toEqual(titles.slice(0, shown.length));
      expect(shown.length).toBeGreaterThanOrEqual(3);
    },
  );
});
