import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { GIF, PDF, filesUnder } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { bearer, registerOwnerStrangerAdmin, setupTestApp } from '../helpers/test-app';

describe('PUT /api/projects/:id', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: string;
  let stranger: string;
  let admin: string;
  beforeAll(async () => {
    t = await setupTestApp();
    ({ owner, stranger, admin } = await registerOwnerStrangerAdmin(t));
  });
  afterAll(() => t.done());

  const storedPath = (url: string) => path.join(t.uploadDir, url.replace('/uploads/', ''));

  it.each([
    ['signed out', null, 401],
    ['another user', 'stranger', 403],
    ['the owner', 'owner', 200],
    ['an admin', 'admin', 200],
  ])('answers %s with %i', async (_who, as, status) => {
    const project = await createProject(t.app, owner);
    let req = request(t.app).put(`/api/projects/${project.id}`);
    const token =
      as === 'owner' ? owner : as === 'stranger' ? stranger : as === 'admin' ? admin : null;
    if (token) req = req.set(bearer(token));
    const res = await req.field('title', 'Renamed').expect(status);
    if (status === 403)
      expect(res.body.message).toBe("You don't have permission to edit this project");
    const title = (await request(t.app).get(`/api/projects/${project.id}`)).body.title;
    expect(title).toBe(status === 200 ? 'Renamed' : 'A project');
  });

  it('updates text fields and tags, leaving fields that were not sent unchanged', async () => {
    const project = await createProject(t.app, owner, {
      description: 'Old',
      projectUrl: 'https://old.dev',
    });
    const res = await request(t.app)
      .put(`/api/projects/${project.id}`)
      .set(bearer(owner))
      .field('title', 'New title')
      .field('tags', JSON.stringify(['a', 'b']))
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'New title',
      description: 'Old',
      projectUrl: 'https://old.dev',
      tags: ['a', 'b'],
    });
  });

  it('replaces the file and image and deletes the old ones from disk', async () => {
    const project = await createProject(t.app, owner);
    const oldImage = storedPath(project.imageUrl!);
    expect(fs.existsSync(oldImage)).toBe(true);
    // What is made in the background (previews, share cards) is counted once it is made.
    await t.settled();
    const filesBefore = filesUnder(t.uploadDir).length;
    const res = await request(t.app)
      .put(`/api/projects/${project.id}`)
      .set(bearer(owner))
      .attach('file', Buffer.from('plain notes'), 'notes.txt')
      .attach('image', GIF, 'new.gif')
      .expect(200);
    expect(res.body).toMatchObject({
      fileName: 'notes.txt',
      fileType: 'text/plain; charset=utf-8',
    });
    // The GIF went through the pipeline: a transparent still, PNG fallback.
    expect(res.body.imageUrl).toMatch(/\.png$/);
    expect(fs.existsSync(oldImage)).toBe(false);
    await t.settled();
    // The old file and image are gone; the new text file has its preview beside it.
    expect(filesUnder(t.uploadDir).length).toBe(filesBefore + 1);
    const download = await request(t.app).get(res.body.filePath).expect(200);
    expect(download.text).toBe('plain notes');
  });

  it('removes the file and image on removeFile/removeImage "true" when a project URL remains', async () => {
    const project = await createProject(t.app, owner, { projectUrl: 'https://keep.dev' });
    const res = await request(t.app)
      .put(`/api/projects/${project.id}`)
      .set(bearer(owner))
      .field('removeFile', 'true')
      .field('removeImage', 'true')
      .expect(200);
    expect(res.body).toMatchObject({
      fileName: null,
      filePath: null,
      imageUrl: null,
      projectUrl: 'https://keep.dev',
    });
    expect(fs.existsSync(storedPath(project.imageUrl!))).toBe(false);
    await request(t.app).get(`/api/projects/${project.id}/download`).expect(404);
  });

  it('refuses to leave a project with neither file nor URL', async () => {
    const project = await createProject(t.app, owner);
    const res = await request(t.app)
      .put(`/api/projects/${project.id}`)
      .set(bearer(owner))
      .field('removeFile', 'true')
      .expect(400);
    expect(res.body.message).toMatch(/^Missing required fields/);
  });

  it('validates like creation: empty title, bad URL and wrong file types', async () => {
    const project = await createProject(t.app, owner);
    const put = () => request(t.app).put(`/api/projects/${project.id}`).set(bearer(owner));
    expect((await put().field('title', ' ').expect(400)).body.message).toBe('Title is required');
    expect((await put().field('projectUrl', 'ftp://x').expect(400)).body.message).toBe(
      'Invalid URL',
    );
    await put().attach('image', PDF, 'x.png').expect(415);
  });

  it('answers a non-numeric id with 400 and a missing project with 404', async () => {
    expect(
      (await request(t.app).put('/api/projects/abc').set(bearer(owner)).expect(400)).body.message,
    ).toBe('Invalid project ID');
    expect(
      (await request(t.app).put('/api/projects/999999').set(bearer(owner)).expect(404)).body
        .message,
    ).toBe('Project not found');
  });
});

describe('DELETE /api/projects/:id', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: string;
  let stranger: string;
  let admin: string;
  beforeAll(async () => {
    t = await setupTestApp();
    ({ owner, stranger, admin } = await registerOwnerStrangerAdmin(t));
  });
  afterAll(() => t.done());

  it.each([
    ['signed out', null, 401],
    ['another user', 'stranger', 403],
    ['the owner', 'owner', 200],
    ['an admin', 'admin', 200],
  ])('answers %s with %i', async (_who, as, status) => {
    const project = await createProject(t.app, owner);
    const token =
      as === 'owner' ? owner : as === 'stranger' ? stranger : as === 'admin' ? admin : null;
    let req = request(t.app).delete(`/api/projects/${project.id}`);
    if (token) req = req.set(bearer(token));
    await req.expect(status);
    await request(t.app)
      .get(`/api/projects/${project.id}`)
      .expect(status === 200 ? 404 : 200);
  });

  it('deletes the files, likes, comments and views with the project', async () => {
    const { models } = t.ctx;
    await t.settled();
    const filesBefore = filesUnder(t.uploadDir).length;
    const project = await createProject(t.app, owner);
    await request(t.app).post(`/api/projects/${project.id}/like`).set(bearer(stranger)).expect(200);
    await request(t.app)
      .post(`/api/projects/${project.id}/comments`)
      .set(bearer(stranger))
      .send({ content: 'Hi' })
      .expect(201);
    await models.ProjectView.create({
      projectId: project.id,
      viewerUserId: null,
      visitorKey: 'k',
      referrer: 'Direct',
      country: '',
      city: '',
      userAgent: '',
      viewedAt: new Date(),
    });
    const res = await request(t.app)
      .delete(`/api/projects/${project.id}`)
      .set(bearer(owner))
      .expect(200);
    expect(res.body.message).toBe('Your project has been deleted successfully.');
    await t.settled();
    expect(filesUnder(t.uploadDir).length).toBe(filesBefore);
    expect(await models.Like.count({ where: { projectId: project.id } })).toBe(0);
    expect(await models.Comment.count({ where: { projectId: project.id } })).toBe(0);
    expect(await models.ProjectView.count({ where: { projectId: project.id } })).toBe(0);
  });
});
