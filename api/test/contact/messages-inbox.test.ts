import request from 'supertest';
import { CONTACT_MESSAGES } from '@stackfolio/contract';
import { bearer, setupTestApp } from '../helpers/test-app';
import { contactCalls } from './helpers';

describe('the messages inbox', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let c: ReturnType<typeof contactCalls>;
  beforeAll(async () => {
    t = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    c = contactCalls(t);
  });
  afterAll(() => t.done());

  async function threeSenders() {
    const pro = await c.person('Pia');
    const senders = [await c.person('Ari', 30), await c.person('Bo', 30), await c.person('Cy', 30)];
    const ids: number[] = [];
    for (const s of senders) ids.push((await c.contact(s.token, pro.user.id).expect(201)).body.id);
    return { pro, senders, ids };
  }

  it('lists received messages newest first with the unread count; read and archive move them', async () => {
    const { pro, ids } = await threeSenders();
    const inbox = await c.box(pro.token);
    expect(inbox.items.map((m) => m.id)).toEqual([...ids].reverse());
    expect(inbox.unread).toBe(3);

    const read = await c.act(pro.token, ids[0], 'read').expect(200);
    expect(read.body.unread).toBe(2);
    expect(read.body.item.readAt).toEqual(expect.any(String));
    // Marking read again changes nothing.
    const again = await c.act(pro.token, ids[0], 'read').expect(200);
    expect(again.body.item.readAt).toBe(read.body.item.readAt);

    const archived = await c.act(pro.token, ids[1], 'archive').expect(200);
    expect(archived.body.unread).toBe(1);
    expect(archived.body.item).toEqual(
      expect.objectContaining({ archivedAt: expect.any(String), readAt: expect.any(String) }),
    );
    expect((await c.box(pro.token)).items.map((m) => m.id)).toEqual([ids[2], ids[0]]);
    expect((await c.box(pro.token, 'archived')).items.map((m) => m.id)).toEqual([ids[1]]);

    const paged = await request(t.app)
      .get('/api/messages?page=2&limit=1')
      .set(bearer(pro.token))
      .expect(200);
    expect(paged.body).toEqual(expect.objectContaining({ total: 2, page: 2, limit: 1, unread: 1 }));
    expect(paged.body.items.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
  });

  it('lets only the recipient mark or archive a message (404 for anyone else, 400 for a bad id or box)', async () => {
    const { pro, senders, ids } = await threeSenders();
    const stranger = await c.person('Xu');
    for (const who of [stranger, senders[0]]) {
      const res = await c.act(who.token, ids[0], 'read').expect(404);
      expect(res.body.message).toBe(CONTACT_MESSAGES.messageNotFound);
      await c.act(who.token, ids[0], 'archive').expect(404);
    }
    await c.act(pro.token, 999_999, 'read').expect(404);
    const bad = await request(t.app)
      .post('/api/messages/x/read')
      .set(bearer(pro.token))
      .expect(400);
    expect(bad.body.message).toBe(CONTACT_MESSAGES.invalidMessageId);
    const box = await request(t.app)
      .get('/api/messages?box=spam')
      .set(bearer(pro.token))
      .expect(400);
    expect(box.body.message).toBe(CONTACT_MESSAGES.invalidBox);
    expect((await c.box(pro.token)).unread).toBe(3);
    // The sender's list does not tell them whether it was read.
    await c.act(pro.token, ids[0], 'read').expect(200);
    const [sent] = (await c.box(senders[0].token, 'sent')).items;
    expect(sent).toEqual(expect.objectContaining({ readAt: null, archivedAt: null }));
  });

  it('hides messages from people the recipient blocks and from suspended accounts', async () => {
    const { pro, senders, ids } = await threeSenders();
    await request(t.app)
      .put(`/api/users/${senders[0].user.id}/block`)
      .set(bearer(pro.token))
      .expect(200);
    await t.ctx.models.User.update(
      { suspendedAt: new Date() },
      { where: { id: senders[1].user.id } },
    );
    const inbox = await c.box(pro.token);
    expect(inbox.items.map((m) => m.id)).toEqual([ids[2]]);
    expect(inbox.unread).toBe(1);
    await c.act(pro.token, ids[0], 'read').expect(404);
  });

  it('removes a deleted account’s messages with it', async () => {
    const { pro, senders } = await threeSenders();
    await request(t.app)
      .delete('/api/auth/delete-account')
      .set(bearer(senders[0].token))
      .send({ password: senders[0].credentials.password })
      .expect(200);
    expect((await c.box(pro.token)).total).toBe(2);
  });
});
