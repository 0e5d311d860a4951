import request from 'supertest';
import { pdfText, readZipEntry } from '../helpers/documents';
import { asBytes } from '../helpers/files';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('POST /api/resume/generate', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let ada: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await setupTestApp();
    ada = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    await t.ctx.models.User.update(
      {
        jobTitle: 'Analyst',
        bio: 'First programmer.',
        skills: ['Math', 'Poetry'],
        githubUrl: 'https://github.com/ada',
      },
      { where: { id: ada.user.id } },
    );
    for (let i = 1; i <= 6; i += 1) {
      await t.ctx.models.Project.create({
        userId: ada.user.id,
        title: `Project ${i}`,
        projectUrl: 'https://example.com',
        viewCount: 10 * i,
        tags: Array.from({ length: 8 }, (_, k) => `tag${i}${k}`),
      });
    }
  });
  afterAll(() => t.done());

  const generate = (body: object, token = ada.token) =>
    request(t.app)
      .post('/api/resume/generate')
      .set(bearer(token))
      .send(body)
      .buffer(true)
      .parse(asBytes);

  it('answers 401 when signed out and 400 for an unknown template or format', async () => {
    await request(t.app)
      .post('/api/resume/generate')
      .send({ template: 'modern', format: 'pdf' })
      .expect(401);
    const badTemplate = await request(t.app)
      .post('/api/resume/generate')
      .set(bearer(ada.token))
      .send({ template: 'fancy', format: 'pdf' })
      .expect(400);
    expect(badTemplate.body.message).toBe(
      'template must be one of modern, classic, minimal, creative',
    );
    const badFormat = await request(t.app)
      .post('/api/resume/generate')
      .set(bearer(ada.token))
      .send({ template: 'modern', format: 'html' })
      .expect(400);
    expect(badFormat.body.message).toBe('format must be docx or pdf');
  });

  it.each([
    ['modern', 4, 5],
    ['classic', 5, 6],
    ['minimal', 4, 4],
    ['creative', 3, 4],
  ])(
    'builds a valid .docx for %s with the name, its %i most viewed projects and %i tags each',
    async (template, projects, tags) => {
      const res = await generate({ template, format: 'docx' }).expect(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename=Ada_Lovelace_Resume.docx',
      );
      const xml = readZipEntry(res.body as Buffer, 'word/document.xml')!;
      expect(xml).toContain('Ada Lovelace');
      expect(xml).toContain('Analyst');
      const shown = [6, 5, 4, 3, 2, 1].filter(
        (i) => xml.includes(`Project ${i}<`) || xml.includes(`Project ${i}</`),
      );
      expect(shown).toEqual([6, 5, 4, 3, 2, 1].slice(0, projects));
      expect(xml).toContain(`tag6${tags - 1}`);
      expect(xml).not.toContain(`tag6${tags}`);
      // Each project leads to its page on the site, where the work can be seen.
      expect(xml).toContain(`${t.config.publicUrl}/@${ada.user.handle}/project-6<`);
    },
  );

  it.each([
    ['modern', 4],
    ['classic', 5],
    ['minimal', 4],
    ['creative', 3],
  ])('builds a PDF for %s that shows the name and its %i projects', async (template, projects) => {
    const res = await generate({ template, format: 'pdf' }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename=Ada_Lovelace_Resume.pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    const text = pdfText(pdf);
    expect(text).toContain('Ada Lovelace');
    const shown = [6, 5, 4, 3, 2, 1].filter((i) =>
      new RegExp(`(^|\\. )Project ${i}$`, 'm').test(text),
    );
    expect(shown).toEqual([6, 5, 4, 3, 2, 1].slice(0, projects));
    const page = `${t.config.publicUrl}/@${ada.user.handle}/project-6`;
    expect(text).toContain(page);
    // A link a reader can click, not only its text.
    expect(pdf.toString('latin1')).toContain(`/URI (${page})`);
  });

  it('gives each template a visibly different layout', async () => {
    const xmls = await Promise.all(
      ['modern', 'classic', 'minimal', 'creative'].map(async (template) =>
        readZipEntry(
          (await generate({ template, format: 'docx' }).expect(200)).body as Buffer,
          'word/document.xml',
        )!,
      ),
    );
    expect(new Set(xmls).size).toBe(4);
  });
});
