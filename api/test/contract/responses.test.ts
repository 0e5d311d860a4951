import request from 'supertest';
import type { z } from 'zod';
import {
  adminReportsSchema,
  adminStatsSchema,
  auditLogPageSchema,
  blockStatusSchema,
  blockedPeopleSchema,
  adminUserSchema,
  adminUsersPageSchema,
  analyticsResponseSchema,
  commentCountSchema,
  commentSchema,
  commentsPageSchema,
  currentUserSchema,
  dailyViewsSchema,
  featuredUsersSchema,
  healthSchema,
  likeStatusSchema,
  profilesPageSchema,
  projectDetailSchema,
  projectSchema,
  projectsPageSchema,
  publicUserSchema,
  reactionsResponseSchema,
  resumeProjectsResponseSchema,
} from '@stackfolio/contract';
import { PNG } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { bearer, grantAdmin, registerUser, setupTestApp } from '../helpers/test-app';

/**
 * The API's real answers against the schemas of @stackfolio/contract, whose inferred types the
 * front ends compile against. Remote unit tests use fixtures typed by the same schemas, so a field
 * the API sends differently from its schema shows up here.
 */
describe('API responses match the contract', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let fan: Awaited<ReturnType<typeof registerUser>>;
  let projectId: number;

  const get = (url: string, token?: string) => {
    const req = request(t.app).get(url);
    return (token ? req.set(bearer(token)) : req).expect(200).then((res) => res.body as unknown);
  };
  const items = (body: unknown): unknown[] => {
    expect(Array.isArray(body) || Array.isArray((body as { items?: unknown }).items)).toBe(true);
    const list = Array.isArray(body) ? body : (body as { items: unknown[] }).items;
    expect(list.length).toBeGreaterThan(0);
    return list;
  };
  /**
   * The answer is what the contract's schema says, exactly: parsing drops keys the schema does
   * not know, so an undocumented field fails the comparison as surely as a missing one.
   */
  const expectSchema = (body: unknown, schema: z.ZodType) => {
    const parsed = schema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(body);
  };
  const expectEachOf = (body: unknown, schema: z.ZodType) =>
    items(body).forEach((item) => expectSchema(item, schema));
  /** A list answer as the front ends parse it (a whole page or array), with at least one item. */
  const expectList = (body: unknown, schema: z.ZodType) => {
    items(body);
    expectSchema(body, schema);
  };

  beforeAll(async () => {
    t = await setupTestApp();
    owner = await registerUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
    fan = await registerUser(t.app, { firstName: 'Fiona', lastName: 'Fan' });
    await grantAdmin(t, owner.user.id);
    projectId = (
      await createProject(t.app, owner.token, {
        title: 'Shiny',
        tags: '["react"]',
        projectUrl: 'https://example.com/',
      })
    ).id;
    await createProject(
      t.app,
      owner.token,
      { title: 'Bare', projectUrl: 'https://example.com/bare' },
      { file: false, image: false },
    );

    const fanApi = (method: 'post', url: string, body?: object) =>
      request(t.app)[method](url).set(bearer(fan.token)).send(body);
    await fanApi('post', `/api/projects/${projectId}/like`).expect(200);
    await fanApi('post', `/api/projects/${projectId}/comments`, { content: 'Great work' }).expect(
      201,
    );
    await fanApi('post', '/api/analytics/portfolio-view', {
      userId: owner.user.id,
      referrer: 'https://google.com/',
    }).expect(200);
    await fanApi('post', '/api/analytics/project-view', { projectId }).expect(200);
    await request(t.app)
      .post('/api/analytics/portfolio-view')
      .send({ userId: owner.user.id })
      .expect(200);
    await request(t.app)
      .post('/api/analytics/portfolio-view')
      .set(bearer(owner.token))
      .send({ userId: fan.user.id })
      .expect(200);
  });
  afterAll(() => t.done());

  it('users: current user, PATCH profile, profile, lists and featured', async () => {
    const patched = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(owner.token))
      .field('bio', 'Builds things')
      .field('skills', '["TypeScript","Go"]')
      .field('featuredSkills', '["Go"]')
      .field('githubUrl', 'https://github.com/olive')
      .attach('avatar', PNG, 'me.png')
      .expect(200);
    expectSchema(patched.body, currentUserSchema);
    expectSchema(await get('/api/auth/user', owner.token), currentUserSchema);
    expectSchema(await get(`/api/users/${owner.user.id}`), publicUserSchema);
    expectEachOf(await get('/api/users/all'), publicUserSchema);
    expectList(await get('/api/users/all?page=1&limit=12'), profilesPageSchema);
    expectList(await get('/api/users/all?page=1&limit=1'), profilesPageSchema);
    expectList(await get('/api/users/featured'), featuredUsersSchema);
  });

  it('projects: lists, detail, create and update answers', async () => {
    expectEachOf(await get('/api/projects'), projectSchema);
    expectList(await get('/api/projects?page=1&limit=12'), projectsPageSchema);
    expectEachOf(await get(`/api/users/${owner.user.id}/projects`), projectSchema);
    expectList(
      await get(`/api/users/${owner.user.id}/projects?page=1&limit=12`),
      projectsPageSchema,
    );
    expectEachOf(await get(`/api/projects/user/${owner.user.id}`), projectSchema);
    expectSchema(await get(`/api/projects/${projectId}`), projectDetailSchema);
    expectSchema(await get(`/api/users/@${owner.user.handle}/projects/shiny`), projectDetailSchema);
    const created = await request(t.app)
      .post('/api/projects')
      .set(bearer(fan.token))
      .field('title', 'New')
      .field('projectUrl', 'https://example.com/new')
      .field('writeup', '## How it works')
      .attach('image', PNG, 'c.png')
      .expect(201);
    expectSchema(created.body, projectDetailSchema);
    const updated = await request(t.app)
      .put(`/api/projects/${created.body.id}`)
      .set(bearer(fan.token))
      .field('title', 'Renamed')
      .field('removeImage', 'true')
      .expect(200);
    expectSchema(updated.body, projectDetailSchema);
  });

  it('likes, comments and reactions', async () => {
    expectSchema(await get(`/api/projects/${projectId}/like-status`, fan.token), likeStatusSchema);
    expectSchema(await get(`/api/projects/${projectId}/like-status`), likeStatusSchema);
    expectSchema(await get(`/api/projects/${projectId}/comment-count`), commentCountSchema);
    expectEachOf(await get(`/api/projects/${projectId}/comments`), commentSchema);
    expectList(
      await get(`/api/projects/${projectId}/comments?page=1&limit=20`),
      commentsPageSchema,
    );
    const reactions = await get(`/api/users/${owner.user.id}/reactions`, owner.token);
    expectSchema(reactions, reactionsResponseSchema);
    expect(reactions).toMatchObject({
      allLikes: [expect.anything()],
      allComments: [expect.anything()],
    });
  });

  it('blocks: status, block, unblock and the blocked list', async () => {
    const put = await request(t.app)
      .put(`/api/users/${fan.user.id}/block`)
      .set(bearer(owner.token))
      .expect(200);
    expectSchema(put.body, blockStatusSchema);
    expectSchema(await get(`/api/users/${fan.user.id}/block`, owner.token), blockStatusSchema);
    const list = await get('/api/account/blocks', owner.token);
    expectSchema(list, blockedPeopleSchema);
    expect((list as { users: unknown[] }).users).toHaveLength(1);
    const del = await request(t.app)
      .delete(`/api/users/${fan.user.id}/block`)
      .set(bearer(owner.token))
      .expect(200);
    expectSchema(del.body, blockStatusSchema);
  });

  it('analytics, for a profile with visits and for one that only visited others', async () => {
    const full = await get(`/api/analytics/${owner.user.id}?range=30days`, owner.token);
    expectSchema(full, analyticsResponseSchema);
    // Every list has an item, so the item shapes were really checked.
    const nonEmpty = expect.arrayContaining([expect.anything()]);
    expect(full).toMatchObject({
      topProjects: nonEmpty,
      recentViews: expect.arrayContaining([
        expect.objectContaining({ viewer: null }),
        expect.objectContaining({ viewer: expect.any(Object) }),
      ]),
      viewsByDay: nonEmpty,
      topReferrers: nonEmpty,
      userInteractions: { mostViewedProfiles: nonEmpty },
    });
    expectSchema(await get(`/api/analytics/${fan.user.id}`, fan.token), analyticsResponseSchema);
  });

  it('admin stats and users, health, resume projects', async () => {
    expectSchema(await get('/api/admin/stats', owner.token), adminStatsSchema);
    expectEachOf(await get('/api/admin/users', owner.token), adminUserSchema);
    expectList(await get('/api/admin/users?page=1&limit=5', owner.token), adminUsersPageSchema);
    const reporter = await registerUser(t.app);
    const me = (await get('/api/auth/user', owner.token)) as { id: number };
    const item = { type: 'profile', id: me.id };
    await request(t.app)
      .post('/api/reports')
      .set(bearer(reporter.token))
      .send({ ...item, reason: 'other', note: 'Check this' })
      .expect(201);
    const queue = (await get('/api/admin/reports', owner.token)) as { items: unknown[] };
    expect(queue.items.length).toBeGreaterThan(0);
    expectSchema(queue, adminReportsSchema);
    await request(t.app)
      .post('/api/admin/moderation')
      .set(bearer(owner.token))
      .send({ ...item, action: 'dismiss', reason: 'Fine' })
      .expect(200);
    expectList(await get('/api/admin/audit-log?page=1', owner.token), auditLogPageSchema);
    expectSchema(await get('/api/health'), healthSchema);
    expectSchema(await get('/api/resume/projects', owner.token), resumeProjectsResponseSchema);
  });

  it('the check itself fails on the drift it is for', () => {
    const drifted = { date: '2025-01-01', views: 3 };
    expect(dailyViewsSchema.safeParse(drifted).error?.issues).toEqual([
      expect.objectContaining({ path: ['count'] }),
    ]);
    // A field the schema does not know fails the exact comparison too.
    expect(dailyViewsSchema.parse({ ...drifted, count: 3 })).not.toEqual({ ...drifted, count: 3 });
    const stats = { totalUsers: '3', totalProjects: 1, totalDownloads: 0, openReports: 0 };
    expect(adminStatsSchema.safeParse(stats).error?.issues).toEqual([
      expect.objectContaining({ path: ['totalUsers'] }),
    ]);
  });
});
