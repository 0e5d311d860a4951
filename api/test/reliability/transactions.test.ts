import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { PNG, PDF, settledTempFiles } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';
import { imageKeys, parseImageInfo } from '../../src/lib/images';
import { failWritesTo, storedKeys } from './faults';

/** Every stored key of a project: its file, its image and the image's variants. */
const projectKeys = (row: {
  fileKey: string | null;
  imageKey: string | null;
  imageInfo: unknown;
}) =>
  [row.fileKey, ...imageKeys(row.imageKey, parseImageInfo(row.imageInfo))].filter(
    (key): key is string => Boolean(key),
  );

/**
 * Each multi-row write is made to fail half-way by a real database fault (a trigger that refuses
 * the later statement); afterwards no partial row is left and no stray file is in UPLOAD_DIR.
 */
describe('multi-row writes are all-or-nothing, files included', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let fan: Awaited<ReturnType<typeof registerUser>>;
  let models: typeof t.ctx.models;
  beforeAll(async () => {
    t = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'silent' });
    models = t.ctx.models;
    owner = await registerUser(t.app);
    fan = await registerUser(t.app, { firstName: 'Fan' });
    // Their share cards are made before any test takes stock of the stored files.
    await t.settled();
  });
  afterAll(() => t.done());

  const fault = (table: string, event: 'INSERT' | 'UPDATE' | 'DELETE') =>
    failWritesTo(t.ctx.sequelize, table, event);
  const tempDir = () => path.join(t.uploadDir, 'tmp');
  const scoreOf = async (id: number) => (await models.User.findByPk(id))!.impactScore;

  it('project create: the row, the score and both files, or none of them', async () => {
    const keysBefore = storedKeys(t.uploadDir);
    const projectsBefore = await models.Project.count();
    // The project row is inserted, then the owner's impact score update fails.
    const heal = await fault('users', 'UPDATE');
    try {
      const res = await request(t.app)
        .post('/api/projects')
        .set(bearer(owner.token))
        .field('title', 'Half-written')
        .attach('file', PDF, 'report.pdf')
        .attach('image', PNG, 'cover.png')
        .expect(500);
      expect(JSON.stringify(res.body)).not.toMatch(/injected fault|at .*\.ts/);
    } finally {
      await heal();
    }
    expect(await models.Project.count()).toBe(projectsBefore);
    expect(storedKeys(t.uploadDir)).toEqual(keysBefore);
    expect(await settledTempFiles(tempDir())).toEqual([]);

    // Healed, the same request stores the row, the score and the files together.
    const created = await createProject(t.app, owner.token, { title: 'Whole' });
    const row = (await models.Project.findByPk(created.id))!;
    expect(storedKeys(t.uploadDir)).toEqual([...keysBefore, ...projectKeys(row)].sort());
    expect(await scoreOf(owner.user.id)).toBeGreaterThan(0);
  });

  it('project update: a failed update keeps the old row and files and leaves no new file', async () => {
    const { id } = await createProject(t.app, owner.token, { title: 'Before' });
    await t.settled();
    const before = (await models.Project.findByPk(id))!.get({ plain: true });
    const keysBefore = storedKeys(t.uploadDir);
    const heal = await fault('projects', 'UPDATE');
    try {
      await request(t.app)
        .put(`/api/projects/${id}`)
        .set(bearer(owner.token))
        .field('title', 'After')
        .attach('file', PDF, 'new.pdf')
        .attach('image', PNG, 'new.png')
        .expect(500);
    } finally {
      await heal();
    }
    const after = (await models.Project.findByPk(id))!.get({ plain: true });
    expect(after).toEqual(before);
    expect(storedKeys(t.uploadDir)).toEqual(keysBefore);
    expect(await settledTempFiles(tempDir())).toEqual([]);

    // Healed: the new files replace the old ones, which are removed after the commit.
    await request(t.app)
      .put(`/api/projects/${id}`)
      .set(bearer(owner.token))
      .field('title', 'After')
      .attach('image', PNG, 'new.png')
      .expect(200);
    const updated = (await models.Project.findByPk(id))!;
    expect(updated.imageKey).not.toBe(before.imageKey);
    expect(fs.existsSync(path.join(t.uploadDir, before.imageKey!))).toBe(false);
    expect(fs.existsSync(path.join(t.uploadDir, updated.imageKey!))).toBe(true);
    expect(fs.existsSync(path.join(t.uploadDir, before.fileKey!))).toBe(true);
  });

  it('project delete: rows and files stay when the transaction fails; files go only after it commits', async () => {
    const { id } = await createProject(t.app, owner.token, { title: 'Doomed' });
    await request(t.app).post(`/api/projects/${id}/like`).set(bearer(fan.token)).expect(200);
    await request(t.app)
      .post(`/api/projects/${id}/comments`)
      .set(bearer(fan.token))
      .send({ content: 'Great' })
      .expect(201);
    const row = (await models.Project.findByPk(id))!;
    const fanScore = await scoreOf(fan.user.id);
    expect(fanScore).toBe(2);
    // The row is deleted (likes and comments cascade), then refreshing the scores fails.
    const heal = await fault('users', 'UPDATE');
    try {
      await request(t.app).delete(`/api/projects/${id}`).set(bearer(owner.token)).expect(500);
    } finally {
      await heal();
    }
    expect(await models.Project.count({ where: { id } })).toBe(1);
    expect(await models.Like.count({ where: { projectId: id } })).toBe(1);
    expect(await models.Comment.count({ where: { projectId: id } })).toBe(1);
    for (const key of [row.fileKey!, row.imageKey!])
      expect(fs.existsSync(path.join(t.uploadDir, key))).toBe(true);

    await request(t.app).delete(`/api/projects/${id}`).set(bearer(owner.token)).expect(200);
    expect(await models.Project.count({ where: { id } })).toBe(0);
    for (const key of [row.fileKey!, row.imageKey!])
      expect(fs.existsSync(path.join(t.uploadDir, key))).toBe(false);
    // The fan's score no longer counts the cascaded like and comment.
    expect(await scoreOf(fan.user.id)).toBe(0);
  });

  it('like toggle: the like row, likeCount and the score change together or not at all', async () => {
    const { id } = await createProject(
      t.app,
      owner.token,
      { projectUrl: 'https://example.com/p' },
      { file: false, image: false },
    );
    const heal = await fault('users', 'UPDATE');
    try {
      await request(t.app).post(`/api/projects/${id}/like`).set(bearer(fan.token)).expect(500);
    } finally {
      await heal();
    }
    expect(await models.Like.count({ where: { projectId: id } })).toBe(0);
    expect((await models.Project.findByPk(id))!.likeCount).toBe(0);
    const res = await request(t.app)
      .post(`/api/projects/${id}/like`)
      .set(bearer(fan.token))
      .expect(200);
    expect(res.body).toEqual({ hasLiked: true, likesCount: 1 });
    expect((await models.Project.findByPk(id))!.likeCount).toBe(1);
  });

  it('comment: no comment row when the score update fails', async () => {
    const { id } = await createProject(t.app, owner.token);
    const heal = await fault('users', 'UPDATE');
    try {
      await request(t.app)
        .post(`/api/projects/${id}/comments`)
        .set(bearer(fan.token))
        .send({ content: 'Lost?' })
        .expect(500);
    } finally {
      await heal();
    }
    expect(await models.Comment.count({ where: { projectId: id } })).toBe(0);
    await request(t.app).get(`/api/projects/${id}/comment-count`).expect(200, { count: 0 });
  });

  it('project view and download: the event row and its counter together', async () => {
    const { id } = await createProject(t.app, owner.token);
    const fanScore = await scoreOf(fan.user.id);
    const heal = await fault('projects', 'UPDATE');
    try {
      await request(t.app)
        .post('/api/analytics/project-view')
        .set(bearer(fan.token))
        .send({ projectId: id })
        .expect(500);
      await request(t.app).get(`/api/projects/${id}/download`).set(bearer(fan.token)).expect(500);
    } finally {
      await heal();
    }
    expect(await models.ProjectView.count({ where: { projectId: id } })).toBe(0);
    expect(await models.Download.count({ where: { projectId: id } })).toBe(0);
    const row = (await models.Project.findByPk(id))!;
    expect([row.viewCount, row.downloadCount]).toEqual([0, 0]);
    expect(await scoreOf(fan.user.id)).toBe(fanScore);
  });

  it('account deletion: nothing is deleted when it fails half-way; afterwards others’ counters are right', async () => {
    const leaver = await registerUser(t.app, { firstName: 'Leaver' });
    const { id: ownId } = await createProject(t.app, leaver.token, { title: 'Leaver’s' });
    const { id: theirsId } = await createProject(t.app, owner.token, {
      title: 'Liked by the leaver',
    });
    await request(t.app)
      .post(`/api/projects/${theirsId}/like`)
      .set(bearer(leaver.token))
      .expect(200);
    await request(t.app).post(`/api/projects/${ownId}/like`).set(bearer(fan.token)).expect(200);
    const fanScore = await scoreOf(fan.user.id);
    await t.settled();
    const keys = storedKeys(t.uploadDir);
    const ownRow = (await models.Project.findByPk(ownId))!;
    const leaverCard = (await models.User.findByPk(leaver.user.id))!.cardKey;

    // The user and their rows are deleted, then refreshing the fan's score fails.
    const heal = await fault('users', 'UPDATE');
    try {
      await request(t.app)
        .delete('/api/auth/delete-account')
        .set(bearer(leaver.token))
        .send({ password: leaver.credentials.password })
        .expect(500);
    } finally {
      await heal();
    }
    expect(await models.User.count({ where: { id: leaver.user.id } })).toBe(1);
    expect(await models.Project.count({ where: { id: ownId } })).toBe(1);
    expect(await models.Like.count({ where: { userId: leaver.user.id } })).toBe(1);
    expect((await models.Project.findByPk(theirsId))!.likeCount).toBe(1);
    expect(storedKeys(t.uploadDir)).toEqual(keys);

    await request(t.app)
      .delete('/api/auth/delete-account')
      .set(bearer(leaver.token))
      .send({ password: leaver.credentials.password })
      .expect(200);
    expect(await models.User.count({ where: { id: leaver.user.id } })).toBe(0);
    // The like of the other project went with the account, and its counter with it.
    expect((await models.Project.findByPk(theirsId))!.likeCount).toBe(0);
    // The fan's like of the deleted project no longer counts in the fan's score.
    expect(await scoreOf(fan.user.id)).toBe(fanScore - 1);
    // The leaver's files: their project's and their profile's share card.
    const ownKeys = [...projectKeys(ownRow), leaverCard].filter((k): k is string => Boolean(k));
    for (const key of ownKeys) expect(fs.existsSync(path.join(t.uploadDir, key))).toBe(false);
    expect(storedKeys(t.uploadDir)).toEqual(keys.filter((k) => !ownKeys.includes(k)));
  });
});
