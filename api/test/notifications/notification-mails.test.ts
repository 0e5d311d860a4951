import request from 'supertest';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_PREFERENCE_MESSAGES,
  UNSUBSCRIBE_TTL_DAYS,
} from '@stackfolio/contract';
import { createProject } from '../helpers/projects';
import {
  mailHeader as header,
  oneClickPath,
  startSmtpServer,
  type ReceivedMail,
} from '../helpers/smtp';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type User = Awaited<ReturnType<typeof registerUser>>;

/**
 * Notification mails: each kind right away, in a daily digest or not at all, as the person
 * chose in Settings, and RFC 8058 one-click unsubscribe links that need no sign-in.
 */
describe('notification mails', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: User;
  let fan: User;
  let projectId: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await setupTestApp({ SMTP_URL: smtp.url });
    owner = await registerUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
    fan = await registerUser(t.app, { firstName: 'Fay', lastName: 'Fan' });
    projectId = (
      await createProject(
        t.app,
        owner.token,
        { title: 'Tide tables', projectUrl: 'https://example.com/' },
        { file: false, image: false },
      )
    ).id;
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  /** Every mail to the owner so far, once the background work is done. */
  async function mailsOfOwner(): Promise<ReceivedMail[]> {
    await t.settled();
    await t.ctx.mailer.drain();
    return smtp.mailsTo(owner.user.email);
  }
  const comment = (content: string) =>
    request(t.app)
      .post(`/api/projects/${projectId}/comments`)
      .set(bearer(fan.token))
      .send({ content })
      .expect(201);
  const preferencesOf = async (u: User) =>
    (await request(t.app).get('/api/account/email-preferences').set(bearer(u.token)).expect(200))
      .body as Record<string, string>;
  const setPreferences = (u: User, body: object) =>
    request(t.app).put('/api/account/email-preferences').set(bearer(u.token)).send(body);

  it('starts from the defaults, changes only the kinds sent, and refuses anything else', async () => {
    const someone = await registerUser(t.app);
    expect(await preferencesOf(someone)).toEqual(DEFAULT_EMAIL_PREFERENCES);
    const saved = await setPreferences(someone, { like: 'off' }).expect(200);
    expect(saved.body).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, like: 'off' });
    expect(await preferencesOf(someone)).toEqual(saved.body);

    const bad = await setPreferences(someone, { comment: 'hourly' }).expect(400);
    expect(bad.body.message).toBe(EMAIL_PREFERENCE_MESSAGES.invalidMode);
    await setPreferences(someone, { moderation: 'off' }).expect(400);
    expect(await preferencesOf(someone)).toEqual(saved.body);
    await request(t.app).get('/api/account/email-preferences').expect(401);
    await request(t.app).put('/api/account/email-preferences').send({ like: 'off' }).expect(401);
  });

  it('mails a comment right away with one-click unsubscribe; the link turns comment mails off, and the next comment sends nothing', async () => {
    await comment('The spring tides are spot on.');
    const [mail] = await mailsOfOwner();
    expect(mail.text).toContain('Fay Fan commented on “Tide tables”.');
    expect(mail.text).toContain('The spring tides are spot on.');
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // What a mail client sends (RFC 8058): a form POST, no cookie, no Origin.
    const off = await request(t.app)
      .post(oneClickPath(mail))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(off.body).toEqual({
      kinds: ['comment'],
      changed: true,
      message: 'Comment mails are off. Change this any time in Settings.',
    });
    expect((await preferencesOf(owner)).comment).toBe('off');

    await comment('And the neap tides too.');
    expect(await mailsOfOwner()).toHaveLength(1);
    // The comment is still in the bell: only the mail is off.
    const listed = await request(t.app).get('/api/notifications').set(bearer(owner.token));
    expect(listed.body.items[0]).toMatchObject({
      kind: 'comment',
      excerpt: 'And the neap tides too.',
    });

    // Used again, the link changes nothing and says so.
    const again = await request(t.app)
      .post(oneClickPath(mail))
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      changed: false,
      message: 'Comment mails were already off; nothing changed.',
    });

    // After the person turns them on again in Settings, the old link cannot overrule that.
    await setPreferences(owner, { comment: 'instant' }).expect(200);
    const stale = await request(t.app)
      .post(oneClickPath(mail))
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(EMAIL_PREFERENCE_MESSAGES.linkUsed);
    expect((await preferencesOf(owner)).comment).toBe('instant');
  });

  it('refuses a forged, tampered or expired link and changes nothing', async () => {
    await comment('One more.');
    const mails = await mailsOfOwner();
    const path = oneClickPath(mails[mails.length - 1]);
    const token = new URL(path, 'http://x').searchParams.get('token')!;
    const [data, signature] = token.split('.');
    // Another person's id in the same signed data is a different text: its signature fails.
    const claim = JSON.parse(Buffer.from(data, 'base64url').toString()) as { userId: number };
    const forged = Buffer.from(JSON.stringify({ ...claim, userId: fan.user.id })).toString(
      'base64url',
    );
    for (const bad of [
      `${forged}.${signature}`,
      `${data}.${signature.slice(1)}x`,
      'nonsense',
      '',
    ]) {
      const res = await request(t.app)
        .post('/api/email/unsubscribe')
        .send({ token: bad })
        .expect(400);
      expect(res.body.message).toBe(EMAIL_PREFERENCE_MESSAGES.linkInvalid);
    }
    const later = Date.now() + (UNSUBSCRIBE_TTL_DAYS + 1) * 24 * 60 * 60_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const res = await request(t.app).post('/api/email/unsubscribe').send({ token }).expect(400);
      expect(res.body.message).toBe(EMAIL_PREFERENCE_MESSAGES.linkExpired);
    } finally {
      clock.mockRestore();
    }
    expect(await preferencesOf(owner)).toMatchObject({ comment: 'instant' });
    expect(await preferencesOf(fan)).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it('gathers likes and follows in the daily digest instead of mailing each', async () => {
    const before = (await mailsOfOwner()).length;
    await request(t.app).post(`/api/projects/${projectId}/like`).set(bearer(fan.token)).expect(200);
    await request(t.app)
      .put(`/api/users/${owner.user.id}/follow`)
      .set(bearer(fan.token))
      .expect(200);
    // Nothing right away: the day's digest waits in the job queue for its hour.
    expect(await mailsOfOwner()).toHaveLength(before);
    expect((await t.ctx.jobs.counts()).queued).toBeGreaterThan(0);

    await t.notifications.queueDigest(owner.user.id, new Date(Date.now() + 1000));
    const mails = await mailsOfOwner();
    expect(mails).toHaveLength(before + 1);
    const digest = mails[mails.length - 1];
    expect(digest.subject).toBe('Your day on Stackfolio: 2 new notifications');
    expect(digest.text).toContain('- Fay Fan liked “Tide tables”');
    expect(digest.text).toContain('- Fay Fan started following you');
    expect(digest.text).not.toContain('commented');

    // The digest's link turns off every kind it gathered.
    const off = await request(t.app)
      .post(oneClickPath(digest))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(off.body.kinds.sort()).toEqual(['follow', 'like']);
    expect(await preferencesOf(owner)).toMatchObject({
      like: 'off',
      follow: 'off',
      comment: 'instant',
    });
  });

  it('sends no mail about a notification already read', async () => {
    const before = (await mailsOfOwner()).length;
    await setPreferences(owner, { like: 'daily' }).expect(200);
    // The like is a toggle: taken back, then given again (a new notification).
    for (let i = 0; i < 2; i += 1)
      await request(t.app)
        .post(`/api/projects/${projectId}/like`)
        .set(bearer(fan.token))
        .expect(200);
    await t.settled();
    await request(t.app)
      .post('/api/notifications/read')
      .set(bearer(owner.token))
      .send({})
      .expect(200);
    await t.notifications.queueDigest(owner.user.id, new Date(Date.now() + 1000));
    expect(await mailsOfOwner()).toHaveLength(before);
  });
});
