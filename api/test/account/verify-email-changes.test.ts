import request from 'supertest';
import { ACCOUNT_MESSAGES } from '@stackfolio/contract';
import { PDF } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

/**
 * Changing published content is publishing too: with confirmation required, an account whose
 * address is not confirmed cannot replace a project's files or text, nor edit a comment.
 */
describe('confirmation required before changing a project or a comment', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp({ EMAIL_VERIFICATION: 'required' });
  });
  afterAll(() => t.done());

  const confirmed = (id: number, at: Date | null) =>
    t.ctx.sequelize.query('UPDATE users SET emailVerifiedAt = :at WHERE id = :id', {
      replacements: { at, id },
    });

  /** An account with a project and a comment, made while confirmed, then unconfirmed. */
  async function unconfirmedOwner() {
    const owner = await registerUser(t.app);
    await confirmed(owner.user.id, new Date());
    const project = await createProject(t.app, owner.token, { title: 'Before' });
    const comment = await request(t.app)
      .post(`/api/projects/${project.id}/comments`)
      .set(bearer(owner.token))
      .send({ content: 'First' })
      .expect(201);
    await confirmed(owner.user.id, null);
    return { owner, project, commentId: comment.body.id as number };
  }

  it('refuses replacing a project’s file, its text and editing a comment with 403, changing nothing', async () => {
    const { owner, project, commentId } = await unconfirmedOwner();
    const replaced = await request(t.app)
      .put(`/api/projects/${project.id}`)
      .set(bearer(owner.token))
      .field('title', 'Spam title')
      .attach('file', PDF, 'other.pdf')
      .expect(403);
    expect(replaced.body.message).toBe(ACCOUNT_MESSAGES.confirmEmailFirst);
    const edited = await request(t.app)
      .put(`/api/projects/${project.id}`)
      .set(bearer(owner.token))
      .send({ title: 'Spam title' })
      .expect(403);
    expect(edited.body.message).toBe(ACCOUNT_MESSAGES.confirmEmailFirst);
    const said = await request(t.app)
      .patch(`/api/projects/${project.id}/comments/${commentId}`)
      .set(bearer(owner.token))
      .send({ content: 'Spam' })
      .expect(403);
    expect(said.body.message).toBe(ACCOUNT_MESSAGES.confirmEmailFirst);

    const shown = await request(t.app).get(`/api/projects/${project.id}`).expect(200);
    expect(shown.body.title).toBe('Before');
    expect(shown.body.fileName).toBe(project.fileName);
    const comments = await request(t.app)
      .get(`/api/projects/${project.id}/comments?page=1&limit=20`)
      .expect(200);
    expect(comments.body.items.map((c: { content: string }) => c.content)).toEqual(['First']);
    // Deleting one's own work stays open: it publishes nothing.
    await request(t.app)
      .delete(`/api/projects/${project.id}/comments/${commentId}`)
      .set(bearer(owner.token))
      .expect(204);
  });

  it('lets the same changes through once the address is confirmed', async () => {
    const { owner, project, commentId } = await unconfirmedOwner();
    await confirmed(owner.user.id, new Date());
    const res = await request(t.app)
      .put(`/api/projects/${project.id}`)
      .set(bearer(owner.token))
      .field('title', 'After')
      .attach('file', PDF, 'other.pdf')
      .expect(200);
    expect(res.body).toMatchObject({ title: 'After', fileName: 'other.pdf' });
    await request(t.app)
      .patch(`/api/projects/${project.id}/comments/${commentId}`)
      .set(bearer(owner.token))
      .send({ content: 'Edited' })
      .expect(200);
  });
});
