import request from 'supertest';
import { SOCIAL_MESSAGES } from '@stackfolio/contract';
import { createImpactScorer, impactScore } from '../../src/components/engagement';
import { createProject } from '../helpers/projects';
import { bearer, grantAdmin, registerUser, setupTestApp } from '../helpers/test-app';

type Member = Awaited<ReturnType<typeof registerUser>>;

/** PATCH and DELETE /api/projects/{projectId}/comments/{commentId}: who may, and the books. */
describe('editing and deleting comments', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: Member;
  let author: Member;
  let stranger: Member;
  let admin: Member;
  let projectId: number;
  let otherProjectId: number;

  const url = (commentId: number, project = projectId) =>
    `/api/projects/${project}/comments/${commentId}`;
  const post = async (who: Member, content = 'A comment', project = projectId) =>
    (
      await request(t.app)
        .post(`/api/projects/${project}/comments`)
        .set(bearer(who.token))
        .send({ content })
        .expect(201)
    ).body as { id: number; createdAt: string };
  const edit = (who: Member | null, commentId: number, content: unknown, project = projectId) => {
    const req = request(t.app).patch(url(commentId, project));
    return (who ? req.set(bearer(who.token)) : req).send({ content });
  };
  const remove = (who: Member | null, commentId: number, project = projectId) => {
    const req = request(t.app).delete(url(commentId, project));
    return who ? req.set(bearer(who.token)) : req;
  };
  const stored = async (userId: number) =>
    Number((await t.ctx.models.User.findByPk(userId))!.impactScore);
  /** The score the rows give: the stored one must always equal it. */
  const recounted = async (userId: number) =>
    impactScore(await createImpactScorer(t.ctx.models).metrics(userId));
  const commentCount = async (project = projectId) =>
    (await request(t.app).get(`/api/projects/${project}/comment-count`).expect(200)).body.count;
  const commentsGiven = async (who: Member) =>
    (
      await request(t.app)
        .get(`/api/analytics/${who.user.id}?range=all`)
        .set(bearer(who.token))
        .expect(200)
    ).body.userInteractions.commentsGiven as number;
  const listed = async () =>
    (
      (await request(t.app).get(`/api/projects/${projectId}/comments`).expect(200)).body as Array<{
        id: number;
      }>
    ).map((c) => c.id);

  beforeAll(async () => {
    t = await setupTestApp();
    owner = await registerUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
    author = await registerUser(t.app, { firstName: 'Carol', lastName: 'Shaw' });
    stranger = await registerUser(t.app);
    admin = await registerUser(t.app);
    await grantAdmin(t, admin.user.id);
    projectId = (await createProject(t.app, owner.token)).id;
    otherProjectId = (await createProject(t.app, owner.token)).id;
  });
  afterAll(() => t.done());

  describe('PATCH: the author only', () => {
    it('lets the author change the text: trimmed, marked edited, the date it was posted kept', async () => {
      const posted = await post(author, 'Frist!');
      const res = await edit(author, posted.id, '  First!  ').expect(200);
      expect(res.body).toMatchObject({
        id: posted.id,
        projectId,
        content: 'First!',
        createdAt: posted.createdAt,
        user: { id: author.user.id, handle: 'carol-shaw' },
      });
      expect(Date.parse(res.body.editedAt)).toBeGreaterThanOrEqual(Date.parse(posted.createdAt));
      const [shown] = (await request(t.app).get(`/api/projects/${projectId}/comments`)).body;
      expect(shown).toMatchObject({
        id: posted.id,
        content: 'First!',
        editedAt: res.body.editedAt,
      });
    });

    it('leaves a comment saved with the same text unmarked (editedAt stays null)', async () => {
      const posted = await post(author, 'Unchanged');
      const res = await edit(author, posted.id, 'Unchanged ').expect(200);
      expect(res.body.editedAt).toBeNull();
    });

    it.each([
      ['the project owner', () => owner],
      ['an admin', () => admin],
      ['a stranger', () => stranger],
    ])('refuses %s with 403 and changes nothing', async (_who, who) => {
      const posted = await post(author, 'Mine');
      const res = await edit(who(), posted.id, 'Not yours').expect(403);
      expect(res.body.message).toBe(SOCIAL_MESSAGES.editOwnCommentsOnly);
      expect((await t.ctx.models.Comment.findByPk(posted.id))!.content).toBe('Mine');
    });

    it('refuses a signed-out caller with 401', async () => {
      const posted = await post(author);
      await edit(null, posted.id, 'Anonymous').expect(401);
    });

    it.each([
      ['   ', SOCIAL_MESSAGES.commentEmpty],
      ['x'.repeat(2001), SOCIAL_MESSAGES.commentTooLong],
      [42, SOCIAL_MESSAGES.commentEmpty],
    ])('refuses content %j with 400 and the posting message', async (content, message) => {
      const posted = await post(author, 'Kept');
      const res = await edit(author, posted.id, content).expect(400);
      expect(res.body.message).toBe(message);
      expect((await t.ctx.models.Comment.findByPk(posted.id))!.content).toBe('Kept');
    });

    it('answers 404 for a missing comment, one on another project, and a bad id with 400', async () => {
      const posted = await post(author);
      expect((await edit(author, 999999, 'x').expect(404)).body.message).toBe(
        SOCIAL_MESSAGES.commentNotFound,
      );
      await edit(author, posted.id, 'x', otherProjectId).expect(404);
      await edit(author, posted.id, 'x', 999999).expect(404);
      const bad = await request(t.app)
        .patch(`/api/projects/${projectId}/comments/abc`)
        .set(bearer(author.token))
        .send({ content: 'x' })
        .expect(400);
      expect(bad.body.message).toBe(SOCIAL_MESSAGES.invalidCommentId);
    });
  });

  describe('DELETE: the author, the project owner or an admin', () => {
    it.each([
      ['its author', () => author],
      ['the project owner', () => owner],
      ['an admin', () => admin],
    ])('lets %s delete it: 204, gone from the list, counters down by one', async (_w, who) => {
      const posted = await post(author, 'To go');
      const [score, count, given] = [
        await stored(author.user.id),
        await commentCount(),
        await commentsGiven(author),
      ];
      expect(await listed()).toContain(posted.id);
      const res = await remove(who(), posted.id).expect(204);
      expect(res.text).toBe('');
      expect(await listed()).not.toContain(posted.id);
      expect(await commentCount()).toBe(count - 1);
      expect(await commentsGiven(author)).toBe(given - 1);
      expect(await stored(author.user.id)).toBe(score - 1);
      expect(await stored(author.user.id)).toBe(await recounted(author.user.id));
    });

    it('refuses a stranger with 403 and a signed-out caller with 401; nothing changes', async () => {
      const posted = await post(author);
      const score = await stored(author.user.id);
      const res = await remove(stranger, posted.id).expect(403);
      expect(res.body.message).toBe(SOCIAL_MESSAGES.deleteCommentForbidden);
      await remove(null, posted.id).expect(401);
      expect(await listed()).toContain(posted.id);
      expect(await stored(author.user.id)).toBe(score);
    });

    it("refuses another project's owner: owning a project does not reach others' comments", async () => {
      const elsewhere = await registerUser(t.app);
      await createProject(t.app, elsewhere.token);
      const posted = await post(author);
      await remove(elsewhere, posted.id).expect(403);
    });

    it('answers 404 for a missing comment, one on another project, and a deleted one used again', async () => {
      const posted = await post(author);
      await remove(author, 999999).expect(404);
      await remove(owner, posted.id, otherProjectId).expect(404);
      await remove(author, posted.id).expect(204);
      const again = await remove(author, posted.id).expect(404);
      expect(again.body.message).toBe(SOCIAL_MESSAGES.commentNotFound);
      await edit(author, posted.id, 'Back?').expect(404);
    });

    it('lets exactly one of simultaneous deletes (author, owner, admin) win; the others 404, books exact', async () => {
      const posted = await post(author, 'Contested');
      const score = await stored(author.user.id);
      const answers = await Promise.all(
        [author, owner, admin, author].map((who) => remove(who, posted.id)),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([204, 404, 404, 404]);
      expect(await t.ctx.models.Comment.count({ where: { id: posted.id } })).toBe(0);
      expect(await stored(author.user.id)).toBe(score - 1);
      expect(await stored(author.user.id)).toBe(await recounted(author.user.id));
    });

    it('keeps the books exact when edits race a delete: each edit 200 or 404, the comment gone', async () => {
      const posted = await post(author, 'Racing');
      const score = await stored(author.user.id);
      const answers = await Promise.all([
        edit(author, posted.id, 'Edit one'),
        remove(owner, posted.id),
        edit(author, posted.id, 'Edit two'),
      ]);
      expect(answers[1].status).toBe(204);
      for (const r of [answers[0], answers[2]]) expect([200, 404]).toContain(r.status);
      expect(await t.ctx.models.Comment.count({ where: { id: posted.id } })).toBe(0);
      expect(await stored(author.user.id)).toBe(score - 1);
    });

    it('lets an anonymous reader, whose lists come from the micro-cache, see the delete at once', async () => {
      const posted = await post(author, 'Seen then gone');
      const project = `/api/projects/${projectId}`;
      await request(t.app).get(project).expect(200);
      expect(await listed()).toContain(posted.id);
      await remove(owner, posted.id).expect(204);
      expect(await listed()).not.toContain(posted.id);
      expect(await commentCount()).toBe(await t.ctx.models.Comment.count({ where: { projectId } }));
    });
  });
});
