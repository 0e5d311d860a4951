import request from 'supertest';
import { MODERATION_MESSAGES } from '@stackfolio/contract';
import { createProject } from '../helpers/projects';
import { startSmtpServer } from '../helpers/smtp';
import { bearer, grantAdmin, registerUser, setupTestApp } from '../helpers/test-app';

describe('moderation: queue, actions and audit log', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let visitor: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await setupTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'Stackfolio <no-reply@example.com>' },
      { mailer: { retryDelaysMs: [20, 20] } },
    );
    admin = await registerUser(t.app, { firstName: 'Adam', lastName: 'Min' });
    owner = await registerUser(t.app, { firstName: 'Olga' });
    visitor = await registerUser(t.app, { firstName: 'Vera' });
    await grantAdmin(t, admin.user.id);
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  const moderate = (body: object, token = admin.token) =>
    request(t.app).post('/api/admin/moderation').set(bearer(token)).send(body);
  const report = (type: string, id: number, token = visitor.token) =>
    request(t.app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ type, id, reason: 'spam', note: 'Looks like spam' })
      .expect(201);
  /** Whether the store still holds a file under `key`. */
  const stored = async (key: string) => {
    for await (const entry of t.ctx.storage.list()) if (entry.key === key) return true;
    return false;
  };
  const comment = async (projectId: number, content: string, token = owner.token) =>
    (
      await request(t.app)
        .post(`/api/projects/${projectId}/comments`)
        .set(bearer(token))
        .send({ content })
        .expect(201)
    ).body.id as number;

  it.each([
    ['get', '/api/admin/reports'],
    ['post', '/api/admin/moderation'],
    ['get', '/api/admin/audit-log'],
  ] as const)('%s %s answers 401 signed out and 403 for a non-admin', async (method, url) => {
    await request(t.app)[method](url).expect(401);
    const res = await request(t.app)[method](url).set(bearer(visitor.token)).expect(403);
    expect(res.body.message).toBe("Access Denied: You don't have permission to access this page.");
  });

  it('lists open reports grouped by item, most recently reported first, and counts them', async () => {
    const p = await createProject(t.app, owner.token, { title: 'Queue me' });
    const other = await registerUser(t.app, { firstName: 'Otto' });
    await report('project', p.id);
    await report('project', p.id, other.token);
    await report('profile', owner.user.id);
    const res = await request(t.app).get('/api/admin/reports').set(bearer(admin.token)).expect(200);
    const [first, second] = res.body.items;
    expect(first).toMatchObject({ type: 'profile', id: owner.user.id, title: 'Olga Lovelace' });
    expect(second).toMatchObject({
      type: 'project',
      id: p.id,
      title: 'Queue me',
      hidden: false,
      owner: { id: owner.user.id, firstName: 'Olga' },
    });
    expect(
      second.reports.map((r: { reporter: { firstName: string } }) => r.reporter.firstName),
    ).toEqual(['Otto', 'Vera']);
    expect(second.reports[0]).toMatchObject({ reason: 'spam', note: 'Looks like spam' });
    const stats = await request(t.app).get('/api/admin/stats').set(bearer(admin.token));
    expect(stats.body.openReports).toBe(res.body.openReports);
    expect(res.body.openReports).toBeGreaterThanOrEqual(3);
    // Dismissing settles the item's reports.
    await moderate({
      type: 'profile',
      id: owner.user.id,
      action: 'dismiss',
      reason: 'Fine',
    }).expect(200);
    const after = await request(t.app).get('/api/admin/reports').set(bearer(admin.token));
    expect(after.body.items.some((i: { type: string }) => i.type === 'profile')).toBe(false);
    const again = await moderate({
      type: 'profile',
      id: owner.user.id,
      action: 'dismiss',
      reason: 'Fine',
    }).expect(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.noOpenReports);
  });

  it('hides a project from everyone but its owner and admins, tells the owner, and restores it', async () => {
    const p = await createProject(t.app, owner.token, { title: 'Hidden gem' });
    await report('project', p.id);
    const res = await moderate({ type: 'project', id: p.id, action: 'hide', reason: 'Stolen' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MODERATION_MESSAGES.done.hide);

    await request(t.app).get(`/api/projects/${p.id}`).expect(404);
    await request(t.app).get(`/api/projects/${p.id}`).set(bearer(visitor.token)).expect(404);
    await request(t.app).get(`/api/users/@${owner.user.handle}/projects/${p.slug}`).expect(404);
    const own = await request(t.app).get(`/api/projects/${p.id}`).set(bearer(owner.token));
    expect(own.status).toBe(200);
    expect(own.body.hiddenByModerators).toBe('Stolen');
    await request(t.app).get(`/api/projects/${p.id}`).set(bearer(admin.token)).expect(200);
    const list = await request(t.app).get('/api/projects').expect(200);
    expect(list.body.map((x: { id: number }) => x.id)).not.toContain(p.id);
    const search = await request(t.app).get('/api/projects?q=Hidden%20gem').expect(200);
    expect(search.body.map((x: { id: number }) => x.id)).not.toContain(p.id);
    const mine = await request(t.app).get(`/api/users/${owner.user.id}/projects`).expect(200);
    expect(mine.body.map((x: { id: number }) => x.id)).not.toContain(p.id);
    await request(t.app).get(`/api/projects/${p.id}/comments`).expect(404);
    await request(t.app).get(`/api/projects/${p.id}/download`).expect(404);
    await request(t.app)
      .post(`/api/projects/${p.id}/comments`)
      .set(bearer(visitor.token))
      .send({ content: 'Still here?' })
      .expect(404);
    await request(t.app).get(`/api/projects/${p.id}/download`).set(bearer(owner.token)).expect(200);
    // Nor do the page server's reads (the sitemap, the project page) offer it.
    const sitemap = await t.reads.sitemapProjects(0, 1000);
    expect(sitemap.map((e) => e.id)).not.toContain(p.id);
    const counts = await t.reads.sitemapCounts();
    expect(counts.projects).toBe(sitemap.length);
    await expect(t.reads.projectByPath(owner.user.handle, p.slug)).resolves.toBeNull();
    await request(t.app)
      .post('/api/reports')
      .set(bearer(visitor.token))
      .send({ type: 'project', id: p.id, reason: 'spam' })
      .expect(404);
    // The profile counts only what anyone can see.
    const before = mine.body.length;
    const profile = await request(t.app).get(`/api/users/${owner.user.id}`).expect(200);
    expect(profile.body.projectCount).toBe(before);

    await t.ctx.mailer.drain();
    const mail = smtp.mailsTo(owner.user.email).at(-1)!;
    expect(mail.subject).toBe('Your project was hidden by moderators');
    expect(mail.text).toContain('Reason: Stolen');

    // Its report is settled, but the queue still lists it so that it can be restored.
    const queued = await request(t.app).get('/api/admin/reports').set(bearer(admin.token));
    expect(queued.body.items).toContainEqual(
      expect.objectContaining({
        type: 'project',
        id: p.id,
        hidden: true,
        hiddenReason: 'Stolen',
        reports: [],
      }),
    );

    await moderate({ type: 'project', id: p.id, action: 'restore', reason: 'Cleared' }).expect(200);
    const after = await request(t.app).get('/api/admin/reports').set(bearer(admin.token));
    expect(
      after.body.items.some(
        (i: { id: number; type: string }) => i.type === 'project' && i.id === p.id,
      ),
    ).toBe(false);
    const back = await request(t.app).get(`/api/projects/${p.id}`).expect(200);
    expect(back.body.hiddenByModerators).toBeUndefined();
    const again = await moderate({ type: 'project', id: p.id, action: 'restore', reason: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.notHidden);
  });

  it('hides a comment: the list and count leave it out and its id answers 404 to edits', async () => {
    const p = await createProject(t.app, owner.token);
    const keep = await comment(p.id, 'Nice work', visitor.token);
    const bad = await comment(p.id, 'Rude words', visitor.token);
    await moderate({ type: 'comment', id: bad, action: 'hide', reason: 'Rude' }).expect(200);
    const list = await request(t.app).get(`/api/projects/${p.id}/comments`).expect(200);
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([keep]);
    const count = await request(t.app).get(`/api/projects/${p.id}/comment-count`).expect(200);
    expect(count.body.count).toBe(1);
    await request(t.app)
      .patch(`/api/projects/${p.id}/comments/${bad}`)
      .set(bearer(visitor.token))
      .send({ content: 'Sorry' })
      .expect(404);
    await request(t.app)
      .delete(`/api/projects/${p.id}/comments/${bad}`)
      .set(bearer(visitor.token))
      .expect(404);
  });

  it('removes a project with its files and a comment for good', async () => {
    const p = await createProject(t.app, owner.token);
    const c = await comment(p.id, 'Spam spam', visitor.token);
    await moderate({ type: 'comment', id: c, action: 'remove', reason: 'Spam' }).expect(200);
    expect(await t.ctx.models.Comment.count({ where: { id: c } })).toBe(0);
    await request(t.app)
      .patch(`/api/projects/${p.id}/comments/${c}`)
      .set(bearer(visitor.token))
      .send({ content: 'Back' })
      .expect(404);
    const row = await t.ctx.models.Project.findByPk(p.id);
    const fileKey = row!.fileKey!;
    expect(await stored(fileKey)).toBe(true);
    await moderate({ type: 'project', id: p.id, action: 'remove', reason: 'Stolen' }).expect(200);
    await request(t.app).get(`/api/projects/${p.id}`).set(bearer(admin.token)).expect(404);
    await t.settled();
    expect(await stored(fileKey)).toBe(false);
  });

  it('suspends an account: no sign-in, tokens revoked, profile and work hidden; unsuspend restores', async () => {
    const member = await registerUser(t.app, { firstName: 'Sam' });
    const p = await createProject(t.app, member.token, { title: 'Suspended work' });
    const refused = await moderate({
      type: 'project',
      id: member.user.id,
      action: 'suspend',
      reason: 'x',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MODERATION_MESSAGES.profileOnly);
    await moderate({
      type: 'profile',
      id: member.user.id,
      action: 'suspend',
      reason: 'Abuse',
    }).expect(200);

    await request(t.app).get('/api/auth/user').set(bearer(member.token)).expect(401);
    await member.agent.get('/api/auth/user').expect(401);
    const login = await request(t.app).post('/api/auth/login').send(member.credentials);
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(MODERATION_MESSAGES.suspended);
    await request(t.app).get(`/api/users/${member.user.id}`).expect(404);
    await request(t.app).get(`/api/users/@${member.user.handle}`).expect(404);
    await request(t.app).get(`/api/users/${member.user.id}`).set(bearer(admin.token)).expect(200);
    await request(t.app).get(`/api/projects/${p.id}`).expect(404);
    const people = await request(t.app).get('/api/users/all').expect(200);
    expect(people.body.map((u: { id: number }) => u.id)).not.toContain(member.user.id);
    const found = await request(t.app).get('/api/users/all?q=Sam').expect(200);
    expect(found.body.map((u: { id: number }) => u.id)).not.toContain(member.user.id);

    await moderate({
      type: 'profile',
      id: member.user.id,
      action: 'unsuspend',
      reason: 'Appeal',
    }).expect(200);
    await request(t.app).post('/api/auth/login').send(member.credentials).expect(200);
    await request(t.app).get(`/api/users/${member.user.id}`).expect(200);
    await request(t.app).get(`/api/projects/${p.id}`).expect(200);
    await t.ctx.mailer.drain();
    expect(smtp.mailsTo(member.user.email).map((m) => m.subject)).toEqual([
      'Your Stackfolio account was suspended',
      'Your Stackfolio account was restored',
    ]);
    const self = await moderate({
      type: 'profile',
      id: admin.user.id,
      action: 'suspend',
      reason: 'x',
    });
    expect(self.status).toBe(400);
  });

  it('refuses bad moderation input with readable messages', async () => {
    const noReason = await moderate({ type: 'profile', id: owner.user.id, action: 'dismiss' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(MODERATION_MESSAGES.reasonRequired);
    const action = await moderate({
      type: 'profile',
      id: owner.user.id,
      action: 'ban',
      reason: 'x',
    });
    expect(action.status).toBe(400);
    expect(JSON.stringify(action.body)).toContain(MODERATION_MESSAGES.invalidAction);
    const missing = await moderate({ type: 'project', id: 999999, action: 'hide', reason: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MODERATION_MESSAGES.notFound);
  });

  it('records every action in the audit log, newest first and paged', async () => {
    const p = await createProject(t.app, owner.token, { title: 'Audited' });
    await moderate({ type: 'project', id: p.id, action: 'hide', reason: 'Check' }).expect(200);
    await moderate({ type: 'project', id: p.id, action: 'restore', reason: 'Ok' }).expect(200);
    const res = await request(t.app)
      .get('/api/admin/audit-log?page=1&limit=2')
      .set(bearer(admin.token))
      .expect(200);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        action: 'restore',
        targetType: 'project',
        targetId: p.id,
        targetLabel: 'Audited',
        reason: 'Ok',
        via: 'api',
        actorLabel: 'Adam Min',
        actor: expect.objectContaining({ id: admin.user.id }),
      }),
      expect.objectContaining({ action: 'hide', reason: 'Check' }),
    ]);
  });

  it('offers no way to change or delete the audit log', async () => {
    for (const method of ['put', 'patch', 'delete'] as const) {
      const res = await request(t.app)[method]('/api/admin/audit-log').set(bearer(admin.token));
      expect(res.status).toBe(404);
    }
  });
});
