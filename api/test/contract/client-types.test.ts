import request from 'supertest';
import type { z } from 'zod';
import {
  commentCountSchema,
  commentSchema,
  currentUserSchema,
  likeStatusSchema,
  projectSchema,
  publicUserSchema,
  reactionsResponseSchema,
} from '@stackfolio/contract';
import { shapeErrors, type ShapeOf } from '@stackfolio/shared-ui/contract';
import {
  ADMIN_STATS_SHAPE,
  ADMIN_USER_SHAPE,
  HEALTH_SHAPE,
  RECENT_PROJECT_SHAPE,
} from '@stackfolio/mfe-admin/src/features/admin/contract';
import { ANALYTICS_SHAPE } from '@stackfolio/mfe-analytics/src/features/analytics/contract';
import { PNG } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { bearer, grantAdmin, registerUser, setupTestApp } from '../helpers/test-app';

/**
 * The API's real answers against what the front end's TS types say it reads (the shapes written
 * next to those types: shared-ui/src/types/contract.ts and each remote's contract.ts). Remote unit
 * tests use hand-written fixtures, so a renamed or re-nested field only shows up here.
 */
describe('API responses match the shapes the front end reads', () => {
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
  const expectShape = <T>(body: unknown, shape: ShapeOf<T>) =>
    expect(shapeErrors(body, shape)).toEqual([]);
  const expectEach = <T>(body: unknown, shape: ShapeOf<T>) =>
    expect(items(body).flatMap((item, i) => shapeErrors(item, shape, `$[${i}]`))).toEqual([]);

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
    expectEachOf(await get('/api/users/all?page=1&limit=12'), publicUserSchema);
    expectEachOf(await get('/api/users/featured'), publicUserSchema);
  });

  it('projects: lists, detail, create and update answers', async () => {
    expectEachOf(await get('/api/projects'), projectSchema);
    expectEachOf(await get('/api/projects?page=1&limit=12'), projectSchema);
    expectEachOf(await get(`/api/users/${owner.user.id}/projects`), projectSchema);
    expectEachOf(await get(`/api/projects/user/${owner.user.id}`), projectSchema);
    expectSchema(await get(`/api/projects/${projectId}`), projectSchema);
    const created = await request(t.app)
      .post('/api/projects')
      .set(bearer(fan.token))
      .field('title', 'New')
      .field('projectUrl', 'https://example.com/new')
      .attach('image', PNG, 'c.png')
      .expect(201);
    expectSchema(created.body, projectSchema);
    const updated = await request(t.app)
      .put(`/api/projects/${created.body.id}`)
      .set(bearer(fan.token))
      .field('title', 'Renamed')
      .field('removeImage', 'true')
      .expect(200);
    expectSchema(updated.body, projectSchema);
  });

  it('likes, comments and reactions', async () => {
    expectSchema(await get(`/api/projects/${projectId}/like-status`, fan.token), likeStatusSchema);
    expectSchema(await get(`/api/projects/${projectId}/like-status`), likeStatusSchema);
    expectSchema(await get(`/api/projects/${projectId}/comment-count`), commentCountSchema);
    expectEachOf(await get(`/api/projects/${projectId}/comments`), commentSchema);
    const reactions = await get(`/api/users/${owner.user.id}/reactions`, owner.token);
    expectSchema(reactions, reactionsResponseSchema);
    expect(reactions).toMatchObject({
      allLikes: [expect.anything()],
      allComments: [expect.anything()],
    });
  });

  it('analytics, for a profile with visits and for one that only visited others', async () => {
    const full = await get(`/api/analytics/${owner.user.id}?range=30days`, owner.token);
    expectShape(full, ANALYTICS_SHAPE);
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
    expectShape(await get(`/api/analytics/${fan.user.id}`, fan.token), ANALYTICS_SHAPE);
  });

  it('admin stats, users, recent projects and health', async () => {
    expectShape(await get('/api/admin/stats', owner.token), ADMIN_STATS_SHAPE);
    expectEach(await get('/api/admin/users?page=1&limit=5', owner.token), ADMIN_USER_SHAPE);
    expectEach(await get('/api/projects?page=1&limit=5'), RECENT_PROJECT_SHAPE);
    expectShape(await get('/api/health'), HEALTH_SHAPE);
  });

  it('the check itself fails on the drift it is for', () => {
    const analytics = { viewsByDay: [{ date: '2025-01-01', views: 3 }] };
    const shape: ShapeOf<{ viewsByDay: { date: string; count: number }[] }> = {
      viewsByDay: ANALYTICS_SHAPE.viewsByDay,
    };
    expect(shapeErrors(analytics, shape)).toEqual([
      '$.viewsByDay[0].count: expected number, got absent',
    ]);
    expect(
      shapeErrors({ totalUsers: '3', totalProjects: 1, totalDownloads: 0 }, ADMIN_STATS_SHAPE),
    ).toEqual(['$.totalUsers: expected number, got string']);
  });
});
