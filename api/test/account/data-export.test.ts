import request from 'supertest';
import { inspectServed } from '../helpers/images';
import yauzl from 'yauzl';
import { GIF, PDF, PNG, asBytes } from '../helpers/files';
import { MD, PY, projectContentClient } from '../helpers/project-content';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

/** Every entry of a zip, by name (read with yauzl, an independent zip reader). */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Buffer>();
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('GET /api/account/export (Download my data)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  async function download(token: string) {
    const res = await request(t.app)
      .get('/api/account/export')
      .set(bearer(token))
      .buffer(true)
      .parse(asBytes)
      .expect(200);
    return { res, files: await unzip(res.body as Buffer) };
  }
  const json = (files: Map<string, Buffer>, name: string) =>
    JSON.parse(files.get(name)!.toString('utf8')) as unknown;

  it("holds exactly the account's profile, projects, comments, likes, analytics and files", async () => {
    const me = await registerUser(t.app, { firstName: 'Exporter' });
    const other = await registerUser(t.app, { firstName: 'Stranger' });
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(me.token))
      .field('bio', 'I build things')
      .attach('avatar', PNG, 'me.png')
      .expect(200);
    const mine = await createProject(t.app, me.token, { title: 'My project' });
    const link = await createProject(
      t.app,
      me.token,
      { title: 'Link only', projectUrl: 'https://example.com' },
      { file: false, image: false },
    );
    const theirs = await createProject(t.app, other.token, { title: 'Their project' });
    await request(t.app).post(`/api/projects/${theirs.id}/like`).set(bearer(me.token)).expect(200);
    await request(t.app)
      .post(`/api/projects/${theirs.id}/comments`)
      .set(bearer(me.token))
      .send({ content: 'Mine to keep' })
      .expect(201);
    await request(t.app)
      .post(`/api/projects/${mine.id}/comments`)
      .set(bearer(other.token))
      .send({ content: 'Not mine' })
      .expect(201);
    await request(t.app).post(`/api/projects/${mine.id}/like`).set(bearer(other.token)).expect(200);
    await request(t.app)
      .put(`/api/users/${other.user.id}/follow`)
      .set(bearer(me.token))
      .expect(200);
    await request(t.app)
      .put(`/api/users/${me.user.id}/follow`)
      .set(bearer(other.token))
      .expect(200);
    await request(t.app)
      .post('/api/analytics/portfolio-view')
      .set(bearer(other.token))
      .send({ userId: me.user.id, referrer: 'https://news.example.org/x' })
      .expect(200);
    await request(t.app)
      .post('/api/analytics/project-view')
      .set(bearer(other.token))
      .send({ projectId: mine.id })
      .expect(200);
    await request(t.app)
      .post('/api/analytics/portfolio-view')
      .set(bearer(me.token))
      .send({ userId: other.user.id })
      .expect(200);
    await request(t.app)
      .get(`/api/projects/${mine.id}/download`)
      .set(bearer(other.token))
      .expect(200);
    await request(t.app)
      .get(`/api/projects/${theirs.id}/download`)
      .set(bearer(me.token))
      .expect(200);

    await request(t.app)
      .post(`/api/users/${other.user.id}/contact`)
      .set(bearer(me.token))
      .send({ subject: 'Your compiler', body: 'Could we talk about it?' })
      .expect(201);
    await request(t.app)
      .put('/api/account/email-preferences')
      .set(bearer(me.token))
      .send({ like: 'off' })
      .expect(200);
    await request(t.app)
      .post('/api/saved-searches')
      .set(bearer(me.token))
      .send({ name: 'Compiler people', query: 'skill=cobol', frequency: 'weekly' })
      .expect(201);
    await t.settled(); // notifications are written after the request that caused them
    const { res, files } = await download(me.token);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="stackfolio-data-\d+-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect([...files.keys()].sort()).toEqual([
      'README.txt',
      'analytics/downloads.json',
      'analytics/profile-views.json',
      'analytics/project-views.json',
      'comments.json',
      `files/${mine.id}-report.pdf`,
      'followers.json',
      'following.json',
      'images/avatar.png',
      `images/project-${mine.id}.png`,
      'likes.json',
      'messages.json',
      'notifications.json',
      'profile.json',
      'projects.json',
      'saved-searches.json',
    ]);
    expect(json(files, 'profile.json')).toMatchObject({
      id: me.user.id,
      email: me.user.email,
      firstName: 'Exporter',
      bio: 'I build things',
      avatar: 'images/avatar.png',
      handle: me.user.handle,
      contactPolicy: 'everyone',
      emailPreferences: { comment: 'instant', contact: 'instant', like: 'off', follow: 'daily' },
    });
    expect(files.get('profile.json')!.toString()).not.toMatch(/passwordHash|scrypt/);
    const projects = json(files, 'projects.json') as Array<Record<string, unknown>>;
    expect(projects.map((p) => [p.id, p.title, p.file, p.image])).toEqual([
      [mine.id, 'My project', `files/${mine.id}-report.pdf`, `images/project-${mine.id}.png`],
      [link.id, 'Link only', null, null],
    ]);
    expect(files.get(`files/${mine.id}-report.pdf`)).toEqual(PDF);
    // The stored images are the pipeline's output (a 1×1 PNG, metadata-free), not the upload's bytes.
    for (const name of [`images/project-${mine.id}.png`, 'images/avatar.png']) {
      expect(await inspectServed(files.get(name)!)).toMatchObject({ format: 'png', width: 1 });
    }
    expect(json(files, 'comments.json')).toEqual([
      expect.objectContaining({
        projectId: theirs.id,
        projectTitle: 'Their project',
        content: 'Mine to keep',
      }),
    ]);
    expect(json(files, 'messages.json')).toEqual([
      {
        direction: 'sent',
        userId: other.user.id,
        subject: 'Your compiler',
        body: 'Could we talk about it?',
        createdAt: expect.any(String),
      },
    ]);
    expect(json(files, 'following.json')).toEqual([
      { userId: other.user.id, followedAt: expect.any(String) },
    ]);
    expect(json(files, 'followers.json')).toEqual([{ followedAt: expect.any(String) }]);
    // What the other person did to this account's work, without who they were or what they wrote.
    const told = (n: string) => ({ kind: n, createdAt: expect.any(String), readAt: null });
    expect(json(files, 'notifications.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...told('comment'), projectId: mine.id }),
        expect.objectContaining({ ...told('like'), projectId: mine.id }),
        expect.objectContaining({ ...told('follow'), projectId: null }),
      ]),
    );
    expect(json(files, 'notifications.json')).toHaveLength(3);
    expect(json(files, 'saved-searches.json')).toEqual([
      {
        name: 'Compiler people',
        query: 'skill=cobol',
        frequency: 'weekly',
        createdAt: expect.any(String),
        lastCheckedAt: expect.any(String),
      },
    ]);
    expect(files.get('notifications.json')!.toString()).not.toMatch(/actor/);
    expect(json(files, 'likes.json')).toEqual([
      expect.objectContaining({ projectId: theirs.id, projectTitle: 'Their project' }),
    ]);
    expect(json(files, 'analytics/profile-views.json')).toEqual([
      { viewedAt: expect.any(String), country: null, referrer: 'news.example.org' },
    ]);
    expect(json(files, 'analytics/project-views.json')).toEqual([
      { projectId: mine.id, viewedAt: expect.any(String), country: null, referrer: 'Direct' },
    ]);
    expect(json(files, 'analytics/downloads.json')).toEqual([
      { projectId: mine.id, downloadedAt: expect.any(String) },
    ]);
    // Nothing of the other account: not their name, address, comment, or their project's file.
    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).not.toContain(other.user.email);
    expect(everything).not.toContain('Stranger');
    expect(everything).not.toContain('Not mine');
    expect(everything).not.toContain(`"viewerUserId"`);
  });

  it('holds every file and picture of a project, in order, as projects.json lists them', async () => {
    const me = await registerUser(t.app, { firstName: 'Gallery' });
    const { body } = await projectContentClient(t, me.token)
      .post(
        [
          ['files', PY, 'main.py'],
          ['files', MD, 'README.md'],
          ['images', PNG, 'a.png'],
          ['images', GIF, 'b.gif'],
        ],
        ['First picture', 'Second picture'],
        { title: 'Many', writeup: '# How' },
      )
      .expect(201);
    const [, readme] = body.files as Array<{ id: number }>;
    const [, second] = body.images as Array<{ id: number }>;

    const { files } = await download(me.token);
    const [project] = json(files, 'projects.json') as Array<Record<string, unknown>>;
    const id = body.id as number;
    expect(project).toMatchObject({
      slug: 'many',
      writeup: '# How',
      file: `files/${id}-main.py`,
      image: `images/project-${id}.png`,
      files: [
        {
          name: 'main.py',
          type: 'text/plain; charset=utf-8',
          size: PY.length,
          file: `files/${id}-main.py`,
        },
        {
          name: 'README.md',
          type: 'text/markdown; charset=utf-8',
          size: MD.length,
          file: `files/${id}-${readme.id}-README.md`,
        },
      ],
      images: [
        { alt: 'First picture', image: `images/project-${id}.png` },
        { alt: 'Second picture', image: `images/project-${id}-${second.id}.png` },
      ],
    });
    expect(files.get(`files/${id}-main.py`)).toEqual(PY);
    expect(files.get(`files/${id}-${readme.id}-README.md`)).toEqual(MD);
    expect(files.has(`images/project-${id}-${second.id}.png`)).toBe(true);
  });

  it('streams JSON lists of more than one page', async () => {
    const me = await registerUser(t.app);
    const { models } = t.ctx;
    const views = Array.from({ length: 1203 }, (_, i) => ({
      profileUserId: me.user.id,
      viewerUserId: null,
      visitorKey: `k${i}`,
      referrer: 'Direct',
      country: 'NL',
      city: '',
      userAgent: '',
      viewedAt: new Date(Date.now() - i * 1000),
    }));
    await models.PortfolioView.bulkCreate(views);
    const { files } = await download(me.token);
    const rows = json(files, 'analytics/profile-views.json') as unknown[];
    expect(rows).toHaveLength(1203);
    expect(json(files, 'projects.json')).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    await request(t.app).get('/api/account/export').expect(401);
  });
});
