import request from 'supertest';
import { notificationsPageSchema, type NotificationsPage } from '@stackfolio/contract';
import { createProject } from '../helpers/projects';
import { bearer, grantAdmin, registerUser, setupTestApp } from '../helpers/test-app';

type User = Awaited<ReturnType<typeof registerUser>>;

/**
 * GET /api/notifications and POST /api/notifications/read: what a person is told about likes,
 * comments, follows and moderation of their work, and which notifications stay out of sight.
 */
describe('notifications', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: User;
  let fan: User;
  let admin: User;

  beforeAll(async () => {
    t = await setupTestApp();
    owner = await registerUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
    fan = await registerUser(t.app, { firstName: 'Fay', lastName: 'Fan' });
    admin = await registerUser(t.app);
    await grantAdmin(t, admin.user.id);
  });
  afterAll(() => t.done());

  /** The person's notifications once the background writes of actions so far are done. */
  async function notificationsOf(u: User, query = ''): Promise<NotificationsPage> {
    await t.settled();
    const res = await request(t.app)
      .get(`/api/notifications${query}`)
      .set(bearer(u.token))
      .expect(200);
    return notificationsPageSchema.parse(res.body);
  }
  const newProject = (fields: Record<string, string> = {}) =>
    createProject(
      t.app,
      owner.token,
      { projectUrl: 'https://example.com/', ...fields },
      { file: false, image: false },
    );
  const like = (u: User, projectId: number) =>
    request(t.app).post(`/api/projects/${projectId}/like`).set(bearer(u.token)).expect(200);
  const comment = (u: User, projectId: number, content: string) =>
    request(t.app)
      .post(`/api/projects/${projectId}/comments`)
      .set(bearer(u.token))
      .send({ content })
      .expect(201);
  const follow = (u: User, whom: User) =>
    request(t.app).put(`/api/users/${whom.user.id}/follow`).set(bearer(u.token)).expect(200);
  const markAllRead = (u: User) =>
    request(t.app).post('/api/notifications/read').set(bearer(u.token)).send({});

  it('asks a signed-out caller to sign in', async () => {
    const res = await request(t.app).get('/api/notifications').expect(401);
    expect(res.body.message).toBe('You need to be signed in to see your notifications.');
    await request(t.app).post('/api/notifications/read').send({}).expect(401);
    await request(t.app).get('/api/notifications/stream').expect(401);
  });

  it('tells the owner of a like, a comment and a follow, newest first, all unread', async () => {
    await markAllRead(owner).expect(200);
    const project = await newProject({ title: 'Lighthouse' });
    await like(fan, project.id);
    await comment(fan, project.id, 'Beautiful work');
    await follow(fan, owner);

    const page = await notificationsOf(owner);
    expect(page.unread).toBe(3);
    expect(page.items.slice(0, 3).map((n) => [n.kind, n.read, n.actor?.firstName])).toEqual([
      ['follow', false, 'Fay'],
      ['comment', false, 'Fay'],
      ['like', false, 'Fay'],
    ]);
    const [, commented, liked] = page.items;
    expect(commented.excerpt).toBe('Beautiful work');
    expect(liked.project).toEqual({
      id: project.id,
      title: 'Lighthouse',
      path: `/@${owner.user.handle}/${project.slug}`,
    });
  });

  it('does not notify anyone of acting on their own project', async () => {
    const before = await notificationsOf(owner);
    const project = await newProject();
    await like(owner, project.id);
    await comment(owner, project.id, 'Note to self');
    expect((await notificationsOf(owner)).total).toBe(before.total);
  });

  it('removes the notification of a like that is taken back', async () => {
    await markAllRead(owner).expect(200);
    const project = await newProject();
    await like(fan, project.id);
    expect((await notificationsOf(owner)).unread).toBe(1);
    await like(fan, project.id);
    const page = await notificationsOf(owner);
    expect(page.unread).toBe(0);
    expect(page.items.some((n) => n.kind === 'like' && n.project?.id === project.id)).toBe(false);
  });

  it('marks the given notifications read, then all of them', async () => {
    await markAllRead(owner).expect(200);
    const a = await newProject();
    const b = await newProject();
    await like(fan, a.id);
    await like(fan, b.id);
    const [newest, older] = (await notificationsOf(owner)).items;

    const one = await request(t.app)
      .post('/api/notifications/read')
      .set(bearer(owner.token))
      .send({ ids: [newest.id] })
      .expect(200);
    expect(one.body).toEqual({ unread: 1 });
    const page = await notificationsOf(owner);
    expect(page.items.slice(0, 2).map((n) => n.read)).toEqual([true, false]);
    expect(page.items[1].id).toBe(older.id);

    expect((await markAllRead(owner).expect(200)).body).toEqual({ unread: 0 });
    expect((await notificationsOf(owner)).items.every((n) => n.read)).toBe(true);
  });

  it("does not mark another person's notifications read", async () => {
    const project = await newProject();
    await like(fan, project.id);
    const [mine] = (await notificationsOf(owner)).items;
    await request(t.app)
      .post('/api/notifications/read')
      .set(bearer(fan.token))
      .send({ ids: [mine.id] })
      .expect(200);
    expect((await notificationsOf(owner)).items[0].read).toBe(false);
  });

  it('refuses ids that are not a list of ids, with a readable message', async () => {
    for (const ids of ['all', [0], ['x'], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const res = await request(t.app)
        .post('/api/notifications/read')
        .set(bearer(owner.token))
        .send({ ids })
        .expect(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('refuses a body that is not JSON rather than marking everything read', async () => {
    await markAllRead(owner).expect(200);
    await like(fan, (await newProject()).id);
    for (const [type, body] of [
      ['text/plain', '{"ids":[1]}'],
      ['application/xml', '<ids><id>1</id></ids>'],
    ]) {
      const res = await request(t.app)
        .post('/api/notifications/read')
        .set(bearer(owner.token))
        .set('Content-Type', type)
        .send(body)
        .expect(400);
      expect(res.body.message).toBe(
        'Send the notifications to mark as JSON, or no body to mark them all.',
      );
    }
    expect((await notificationsOf(owner)).unread).toBe(1);
  });

  it('pages newest first', async () => {
    const page1 = await notificationsOf(owner, '?page=1&limit=2');
    const page2 = await notificationsOf(owner, '?page=2&limit=2');
    expect(page1.items).toHaveLength(2);
    expect(page1.items[1].id).toBeGreaterThan(page2.items[0].id);
    expect(page1.total).toBe(page2.total);
    await request(t.app).get('/api/notifications?page=0').set(bearer(owner.token)).expect(400);
  });

  it('hides notifications about a hidden or deleted project until it is restored', async () => {
    await markAllRead(owner).expect(200);
    const hidden = await newProject();
    const deleted = await newProject();
    await like(fan, hidden.id);
    await like(fan, deleted.id);
    expect((await notificationsOf(owner)).unread).toBe(2);

    const moderate = (action: string) =>
      request(t.app)
        .post('/api/admin/moderation')
        .set(bearer(admin.token))
        .send({ type: 'project', id: hidden.id, action, reason: 'Checking the rules' })
        .expect(200);
    await moderate('hide');
    await request(t.app).delete(`/api/projects/${deleted.id}`).set(bearer(owner.token)).expect(200);
    let page = await notificationsOf(owner);
    const about = (id: number) => page.items.filter((n) => n.project?.id === id);
    expect(about(hidden.id)).toEqual([]);
    expect(about(deleted.id)).toEqual([]);
    // The owner is told what moderators did, as the mail does.
    expect(page.items[0]).toMatchObject({
      kind: 'moderation',
      actor: null,
      moderation: { action: 'hide', itemType: 'project', reason: 'Checking the rules' },
    });

    await moderate('restore');
    page = await notificationsOf(owner);
    expect(about(hidden.id).map((n) => n.kind)).toEqual(['like']);
  });

  it('hides notifications by someone the recipient blocks or who is suspended', async () => {
    const pest = await registerUser(t.app, { firstName: 'Pat' });
    const project = await newProject();
    await comment(pest, project.id, 'Hello');
    await follow(pest, owner);
    const byPest = async () =>
      (await notificationsOf(owner)).items.filter((n) => n.actor?.id === pest.user.id);
    expect(await byPest()).toHaveLength(2);

    await request(t.app)
      .put(`/api/users/${pest.user.id}/block`)
      .set(bearer(owner.token))
      .expect(200);
    expect(await byPest()).toEqual([]);
    await request(t.app)
      .delete(`/api/users/${pest.user.id}/block`)
      .set(bearer(owner.token))
      .expect(200);
    expect(await byPest()).toHaveLength(2);

    await request(t.app)
      .post('/api/admin/moderation')
      .set(bearer(admin.token))
      .send({ type: 'profile', id: pest.user.id, action: 'suspend', reason: 'Spam' })
      .expect(200);
    expect(await byPest()).toEqual([]);
    // The unread count leaves them out too.
    const page = await notificationsOf(owner);
    expect(page.unread).toBe(page.items.filter((n) => !n.read).length);
  });

  it('tells a person about a sign-in from a browser that had not signed in to the account', async () => {
    const person = await registerUser(t.app);
    const { email, password } = person.credentials;
    // The browser that registered is known: signing in there again tells nobody.
    await person.agent.post('/api/auth/login').send({ email, password }).expect(200);
    expect((await notificationsOf(person)).items).toEqual([]);

    await request(t.app)
      .post('/api/auth/login')
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')
      .send({ email, password })
      .expect(200);
    const [signIn] = (await notificationsOf(person)).items;
    expect(signIn).toMatchObject({
      kind: 'new-device',
      read: false,
      device: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
    });
  });

  it('answers a like even when its notification cannot be written', async () => {
    const project = await newProject();
    // The table is away: every notification write fails, as on a broken disk.
    await t.ctx.sequelize.query('ALTER TABLE notifications RENAME TO notifications_away');
    try {
      const res = await like(fan, project.id);
      expect(res.body).toMatchObject({ hasLiked: true, likesCount: 1 });
      await t.settled();
      expect(t.logs.text).toContain('notification not written');
    } finally {
      await t.ctx.sequelize.query('ALTER TABLE notifications_away RENAME TO notifications');
    }
  });
});
