import request from 'supertest';
import {
  ACCOUNT_MESSAGES,
  BLOCK_MESSAGES,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  MAX_CONTACT_BODY,
  MAX_CONTACT_SUBJECT,
  PROFILE_MESSAGES,
} from '@stackfolio/contract';
import { startSmtpServer } from '../helpers/smtp';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';
import { contactCalls, message } from './helpers';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('contact requests', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let c: ReturnType<typeof contactCalls>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await setupTestApp({
      SMTP_URL: smtp.url,
      EMAIL_VERIFICATION: 'required',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    c = contactCalls(t);
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  /** Contact mails to `to` (not the address confirmation every account gets). */
  const contactMails = (to: string) =>
    smtp.mailsTo(to).filter((m) => m.subject.includes(' on Stackfolio: '));

  /** Nothing was stored or mailed for this sender. */
  async function nothingSent(sender: { token: string }, to: string) {
    expect((await c.box(sender.token, 'sent')).total).toBe(0);
    await t.ctx.mailer.drain();
    expect(contactMails(to)).toHaveLength(0);
  }

  it('mails the request to the recipient with Reply-To the sender, as plain text, and keeps it in both boxes', async () => {
    const recruiter = await c.person('Rita', 30);
    const pro = await c.person('Paul');
    const body = 'Hi Paul,\n<b>Bold</b> <script>alert(1)</script> & more';
    const res = await c.contact(recruiter.token, pro.user.id, { subject: '  Rust role  ', body });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(CONTACT_MESSAGES.sent('Paul Tester'));

    await t.ctx.mailer.drain();
    const [mail] = contactMails(pro.user.email);
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${escape(recruiter.user.email)}\\r?$`, 'im'));
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/im);
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(mail.subject).toBe('Rita Tester on Stackfolio: Rust role');
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(body);
    expect(mail.text).not.toContain(pro.user.email);
    expect(contactMails(recruiter.user.email)).toHaveLength(0);

    const inbox = await c.box(pro.token);
    expect(inbox.unread).toBe(1);
    expect(inbox.items).toEqual([
      expect.objectContaining({
        id: res.body.id,
        direction: 'received',
        subject: 'Rust role',
        body,
        readAt: null,
        person: expect.objectContaining({ id: recruiter.user.id, firstName: 'Rita' }),
      }),
    ]);
    const sent = await c.box(recruiter.token, 'sent');
    expect(sent.items.map((m) => [m.direction, m.person.id])).toEqual([['sent', pro.user.id]]);
    expect(sent.unread).toBe(0);
  });

  it('rings the recipient’s bell with who wrote and the subject, and only theirs', async () => {
    const recruiter = await c.person('Rhea', 30);
    const pro = await c.person('Pia');
    const notificationsOf = async (token: string) => {
      await t.settled();
      return (await request(t.app).get('/api/notifications').set(bearer(token)).expect(200))
        .body as { unread: number; items: Array<Record<string, unknown>> };
    };
    expect(
      (await c.contact(recruiter.token, pro.user.id, message({ subject: 'Data role' }))).status,
    ).toBe(201);
    const page = await notificationsOf(pro.token);
    expect(page.unread).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'contact',
        read: false,
        excerpt: 'Data role',
        actor: expect.objectContaining({ id: recruiter.user.id, firstName: 'Rhea' }),
      }),
    ]);
    expect((await notificationsOf(recruiter.token)).items).toEqual([]);
    // A refused request rings nothing.
    expect(
      (await c.contact(recruiter.token, pro.user.id, message({ subject: 'Again' }))).status,
    ).toBe(409);
    expect((await notificationsOf(pro.token)).items).toHaveLength(1);
  });

  it('refuses bad input with the shared messages, storing and mailing nothing', async () => {
    const sender = await c.person('Sam', 30);
    const to = await c.person('Tia');
    const cases: Array<[object, string]> = [
      [{ subject: '   ', body: 'Hello' }, CONTACT_MESSAGES.subjectEmpty],
      [{ body: 'Hello' }, CONTACT_MESSAGES.subjectEmpty],
      [
        { subject: 'x'.repeat(MAX_CONTACT_SUBJECT + 1), body: 'Hi' },
        CONTACT_MESSAGES.subjectTooLong,
      ],
      [{ subject: 'Two\nlines', body: 'Hi' }, CONTACT_MESSAGES.subjectOneLine],
      [{ subject: 'Hi', body: '' }, CONTACT_MESSAGES.bodyEmpty],
      [{ subject: 'Hi', body: 'y'.repeat(MAX_CONTACT_BODY + 1) }, CONTACT_MESSAGES.bodyTooLong],
      [{ subject: 'Hi', body: 'nul \u0000 byte' }, CONTACT_MESSAGES.bodyControl],
      [{ subject: 42, body: 'Hi' }, CONTACT_MESSAGES.subjectEmpty],
    ];
    for (const [body, text] of cases) {
      const res = await c.contact(sender.token, to.user.id, body).expect(400);
      expect(res.body.message).toBe(text);
    }
    // The limits are inclusive.
    await c
      .contact(sender.token, to.user.id, {
        subject: 's'.repeat(MAX_CONTACT_SUBJECT),
        body: 'b'.repeat(MAX_CONTACT_BODY),
      })
      .expect(201);
    const other = await c.person('Uma');
    await c.contact(sender.token, 'abc').expect(400, { message: PROFILE_MESSAGES.invalidId });
    await nothingSent(other, other.user.email);
  });

  it('refuses oneself (400), a missing or suspended person (404) and signed-out callers (401)', async () => {
    const sender = await c.person('Ola', 30);
    const self = await c.contact(sender.token, sender.user.id).expect(400);
    expect(self.body.message).toBe(CONTACT_MESSAGES.notYourself);
    await c.contact(sender.token, 999_999).expect(404, { message: PROFILE_MESSAGES.notFound });
    const gone = await c.person('Sus');
    await t.ctx.models.User.update({ suspendedAt: new Date() }, { where: { id: gone.user.id } });
    await c.contact(sender.token, gone.user.id).expect(404, { message: PROFILE_MESSAGES.notFound });
    await c.status(sender.token, gone.user.id).expect(404);
    await request(t.app).post(`/api/users/${gone.user.id}/contact`).send(message()).expect(401);
    await request(t.app).get('/api/messages').expect(401);
    await nothingSent(sender, gone.user.email);
  });

  it('asks an unconfirmed sender to confirm their address first', async () => {
    const unconfirmed = await registerUser(t.app);
    const to = await c.person('Val');
    const res = await c.contact(unconfirmed.token, to.user.id).expect(403);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.confirmEmailFirst);
    await nothingSent(unconfirmed, to.user.email);
  });

  it('follows the recipient’s contact policy: nobody, only people they follow, everyone', async () => {
    const sender = await c.person('Fay', 30);
    const pro = await c.person('Gus');
    expect((await c.status(sender.token, pro.user.id).expect(200)).body).toEqual({
      contactPolicy: 'everyone',
      allowed: true,
    });
    await c.setPolicy(pro.token, 'sometimes').expect(400, {
      message: CONTACT_MESSAGES.invalidPolicy,
      fieldErrors: { contactPolicy: [CONTACT_MESSAGES.invalidPolicy] },
    });

    expect((await c.setPolicy(pro.token, 'nobody').expect(200)).body.contactPolicy).toBe('nobody');
    const me = await request(t.app).get('/api/auth/user').set(bearer(pro.token)).expect(200);
    expect(me.body.contactPolicy).toBe('nobody');
    expect((await c.status(sender.token, pro.user.id)).body.allowed).toBe(false);
    const nobody = await c.contact(sender.token, pro.user.id).expect(403);
    expect(nobody.body.message).toBe(CONTACT_MESSAGES.notAccepting);

    await c.setPolicy(pro.token, 'following').expect(200);
    const stranger = await c.contact(sender.token, pro.user.id).expect(403);
    expect(stranger.body.message).toBe(CONTACT_MESSAGES.followingOnly);
    // The sender following the recipient is not enough: the recipient must follow the sender.
    await request(t.app)
      .put(`/api/users/${pro.user.id}/follow`)
      .set(bearer(sender.token))
      .expect(200);
    await c.contact(sender.token, pro.user.id).expect(403);
    await nothingSent(sender, pro.user.email);
    await request(t.app)
      .put(`/api/users/${sender.user.id}/follow`)
      .set(bearer(pro.token))
      .expect(200);
    expect((await c.status(sender.token, pro.user.id)).body).toEqual({
      contactPolicy: 'following',
      allowed: true,
    });
    await c.contact(sender.token, pro.user.id).expect(201);
    expect((await c.status(pro.token, pro.user.id)).body.allowed).toBe(false);
  });

  it('is stopped by a block either way', async () => {
    const a = await c.person('Ann', 30);
    const b = await c.person('Ben', 30);
    const block = (who: { token: string }, id: number, on: boolean) => {
      const path = `/api/users/${id}/block`;
      const req = on ? request(t.app).put(path) : request(t.app).delete(path);
      return req.set(bearer(who.token)).expect(200);
    };

    await block(b, a.user.id, true);
    const blocked = await c.contact(a.token, b.user.id).expect(403);
    expect(blocked.body.message).toBe(BLOCK_MESSAGES.notAllowed);
    const own = await c.contact(b.token, a.user.id).expect(403);
    expect(own.body.message).toBe(CONTACT_MESSAGES.youBlock);
    expect((await c.status(a.token, b.user.id)).body.allowed).toBe(false);
    expect((await c.status(b.token, a.user.id)).body.allowed).toBe(false);
    await nothingSent(a, b.user.email);
    await nothingSent(b, a.user.email);

    await block(b, a.user.id, false);
    await c.contact(a.token, b.user.id).expect(201);
  });

  it('keeps one open request per sender and recipient until the recipient archives it', async () => {
    const sender = await c.person('Opa', 30);
    const pro = await c.person('Qin');
    const first = await c.contact(sender.token, pro.user.id).expect(201);
    const again = await c.contact(sender.token, pro.user.id).expect(409);
    expect(again.body.message).toBe(CONTACT_MESSAGES.alreadyOpen);
    // The other direction is another pair.
    await c.contact(pro.token, sender.user.id).expect(201);
    // Reading does not close it; archiving does.
    await c.act(pro.token, first.body.id, 'read').expect(200);
    await c.contact(sender.token, pro.user.id).expect(409);
    await c.act(pro.token, first.body.id, 'archive').expect(200);
    await c.contact(sender.token, pro.user.id).expect(201);
    expect((await c.box(sender.token, 'sent')).total).toBe(2);
  });

  it(`allows ${CONTACT_LIMITS.newAccountPerDay} new requests a day to an account under a week old, ${CONTACT_LIMITS.perDay} to an older one`, async () => {
    const recipients = await Promise.all(
      Array.from({ length: CONTACT_LIMITS.perDay + 1 }, (_, i) => c.person(`R${i}`)),
    );
    for (const [sender, limit] of [
      [await c.person('New', 6), CONTACT_LIMITS.newAccountPerDay],
      [await c.person('Old', 8), CONTACT_LIMITS.perDay],
    ] as const) {
      for (const r of recipients.slice(0, limit))
        await c.contact(sender.token, r.user.id).expect(201);
      const over = await c.contact(sender.token, recipients[limit].user.id).expect(429);
      expect(over.body.message).toBe(CONTACT_MESSAGES.dailyLimit(limit));
      expect((await c.box(sender.token, 'sent')).total).toBe(limit);
      await t.ctx.mailer.drain();
      expect(contactMails(recipients[limit].user.email)).toHaveLength(0);
    }
  });
});
