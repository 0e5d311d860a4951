import request from 'supertest';
import {
  EMAIL_PREFERENCE_MESSAGES,
  MAX_SAVED_SEARCHES,
  PROFILE_FILTER_MESSAGES,
  SAVED_SEARCH_MESSAGES,
} from '@stackfolio/contract';
import { runAdminCommand } from '../../src/cli/admin';
import {
  mailHeader as header,
  oneClickPath,
  startSmtpServer,
  type ReceivedMail,
} from '../helpers/smtp';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type User = Awaited<ReturnType<typeof registerUser>>;

/** Saved /profiles searches and their alerts of profiles that newly match. */
describe('saved searches (/api/saved-searches) and their alerts', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await setupTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  let n = 0;
  const uniqueSkill = () => `Elm${++n}q${Date.now() % 100000}`;
  const save = (u: User, body: object) =>
    request(t.app).post('/api/saved-searches').set(bearer(u.token)).send(body);
  /** A person with this skill, open to remote work. */
  async function professional(skill: string, names: Record<string, string> = {}) {
    const p = await registerUser(t.app, names);
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(p.token))
      .send({
        skills: [skill],
        jobTitle: 'Engineer',
        openToWork: { status: 'open', workplaces: ['remote'] },
      })
      .expect(200);
    return p;
  }
  async function mailsTo(u: User): Promise<ReceivedMail[]> {
    await t.ctx.mailer.drain();
    return smtp.mailsTo(u.user.email);
  }

  it('saves, lists, renames, changes and deletes a search, the owner’s only', async () => {
    const recruiter = await registerUser(t.app);
    const other = await registerUser(t.app);
    // The daily run is queued once a search wants alerts, not before.
    const runs = async () =>
      (
        await t.ctx.models.User.sequelize!.query(
          "SELECT id FROM jobs WHERE name = 'saved-searches:alerts'",
        )
      )[0].length;
    expect(await runs()).toBe(0);
    const created = await save(recruiter, {
      name: '  Rust in Berlin ',
      query: 'page=2&workplace=remote&skill=Rust&open=1&sort=views&location=Berlin',
      frequency: 'weekly',
    }).expect(201);
    expect(created.body).toMatchObject({
      name: 'Rust in Berlin',
      // Kept in a fixed order, without page or sort.
      query: 'skill=Rust&location=Berlin&open=1&workplace=remote',
      frequency: 'weekly',
    });
    const id = created.body.id as number;
    expect(await runs()).toBe(1);
    const list = await request(t.app).get('/api/saved-searches').set(bearer(recruiter.token));
    expect(list.body).toEqual([created.body]);
    expect((await request(t.app).get('/api/saved-searches').set(bearer(other.token))).body).toEqual(
      [],
    );

    const renamed = await request(t.app)
      .patch(`/api/saved-searches/${id}`)
      .set(bearer(recruiter.token))
      .send({ name: 'Rustaceans', frequency: 'daily' })
      .expect(200);
    expect(renamed.body).toMatchObject({ id, name: 'Rustaceans', frequency: 'daily' });
    await request(t.app)
      .patch(`/api/saved-searches/${id}`)
      .set(bearer(other.token))
      .send({ name: 'Mine now' })
      .expect(404);
    await request(t.app).delete(`/api/saved-searches/${id}`).set(bearer(other.token)).expect(404);
    await request(t.app)
      .delete(`/api/saved-searches/${id}`)
      .set(bearer(recruiter.token))
      .expect(200);
    expect(
      (await request(t.app).get('/api/saved-searches').set(bearer(recruiter.token))).body,
    ).toEqual([]);
    await request(t.app).get('/api/saved-searches').expect(401);
  });

  it.each([
    [{ name: '', query: '', frequency: 'daily' }, SAVED_SEARCH_MESSAGES.nameEmpty],
    [{ name: 'x'.repeat(101), query: '', frequency: 'daily' }, SAVED_SEARCH_MESSAGES.nameTooLong],
    [{ name: 'A', query: '', frequency: 'hourly' }, SAVED_SEARCH_MESSAGES.frequency],
    [{ name: 'A', query: 'workplace=moon', frequency: 'daily' }, PROFILE_FILTER_MESSAGES.workplace],
    [
      { name: 'A', query: 'x'.repeat(1001), frequency: 'daily' },
      SAVED_SEARCH_MESSAGES.queryTooLong,
    ],
  ])('refuses %j with a readable 400 and saves nothing', async (body, message) => {
    const someone = await registerUser(t.app);
    const res = await save(someone, body).expect(400);
    expect(res.body.message).toBe(message);
    expect(
      (await request(t.app).get('/api/saved-searches').set(bearer(someone.token))).body,
    ).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches a person`, async () => {
    const keen = await registerUser(t.app);
    for (let i = 0; i < MAX_SAVED_SEARCHES; i += 1)
      await save(keen, { name: `S${i}`, query: `q=s${i}`, frequency: 'off' }).expect(201);
    const res = await save(keen, { name: 'One more', query: '', frequency: 'daily' }).expect(409);
    expect(res.body.message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
  });

  it('mails only profiles that newly match, once each, never suspended ones, with a working one-click unsubscribe', async () => {
    const skill = uniqueSkill();
    await professional(skill, { firstName: 'Early', lastName: 'Bird' });
    const recruiter = await registerUser(t.app, { firstName: 'Rita', lastName: 'Recruiter' });
    const created = await save(recruiter, {
      name: 'Remote elm',
      query: `skill=${skill}&open=1&workplace=remote`,
      frequency: 'daily',
    }).expect(201);

    // Nothing new yet: whoever matched when it was saved is known.
    expect(await t.alerts.sendNow()).toBe(0);
    const fresh = await professional(skill, { firstName: 'Newton', lastName: 'Fresh' });
    const banned = await professional(skill, { firstName: 'Sus', lastName: 'Pended' });
    await t.ctx.models.User.update({ suspendedAt: new Date() }, { where: { id: banned.user.id } });
    // Not yet due: it looked at its profiles when it was saved, less than a day ago.
    expect(await t.alerts.sendDue()).toBe(0);
    expect(await t.alerts.sendDue(new Date(Date.now() + 24 * 60 * 60_000))).toBe(1);

    const [mail, ...more] = await mailsTo(recruiter);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('1 new profile matches your saved search “Remote elm”');
    expect(mail.text).toContain(
      `Newton Fresh, Engineer: http://localhost:3000/@${fresh.user.handle}`,
    );
    expect(mail.text).not.toContain('Early Bird');
    expect(mail.text).not.toContain('Pended');
    expect(mail.text).toContain(`/profiles?${created.body.query}`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Once per search: the same person is not announced again.
    expect(await t.alerts.sendNow()).toBe(0);

    // One click, no sign-in: the alert is off and says so; the link does nothing twice.
    const off = await request(t.app)
      .post(oneClickPath(mail))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(off.body).toEqual({
      kinds: [],
      changed: true,
      message: SAVED_SEARCH_MESSAGES.turnedOff('Remote elm'),
    });
    const list = await request(t.app).get('/api/saved-searches').set(bearer(recruiter.token));
    expect(list.body[0]).toMatchObject({ name: 'Remote elm', frequency: 'off' });
    await professional(skill);
    expect(await t.alerts.sendNow()).toBe(0);
    expect(await mailsTo(recruiter)).toHaveLength(1);

    // Turned on again in Settings: the old link no longer overrules that choice.
    await request(t.app)
      .patch(`/api/saved-searches/${created.body.id}`)
      .set(bearer(recruiter.token))
      .send({ frequency: 'weekly' })
      .expect(200);
    const stale = await request(t.app).post(oneClickPath(mail)).send({}).expect(400);
    expect(stale.body.message).toBe(EMAIL_PREFERENCE_MESSAGES.linkUsed);
    const forged = await request(t.app)
      .post('/api/email/unsubscribe')
      .send({
        token: `alert.${Buffer.from('{"searchId":1,"issuedAt":1}').toString('base64url')}.x`,
      })
      .expect(400);
    expect(forged.body.message).toBe(EMAIL_PREFERENCE_MESSAGES.linkInvalid);
  });

  it('puts "N new profiles match" in the bell once per alert run with new matches, mailed only as the alert', async () => {
    const skill = uniqueSkill();
    const recruiter = await registerUser(t.app);
    const created = await save(recruiter, {
      name: 'Bell elm',
      query: `skill=${skill}`,
      frequency: 'daily',
    }).expect(201);
    await professional(skill);
    await professional(skill);

    // Other tests' searches may find profiles too: the counts are not this search's alone.
    await t.alerts.sendNow();
    await t.alerts.sendNow();
    await t.settled();
    const listed = await request(t.app).get('/api/notifications').set(bearer(recruiter.token));
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0]).toMatchObject({
      kind: 'saved-search',
      read: false,
      savedSearch: {
        id: created.body.id,
        name: 'Bell elm',
        newProfiles: 2,
        query: created.body.query,
      },
    });
    // The alert's own mail, not a second one for the notification.
    expect(await mailsTo(recruiter)).toHaveLength(1);
  });

  it('mails nothing for a suspended owner, and sends at once with npm run admin -- send-alerts', async () => {
    const skill = uniqueSkill();
    const owner = await registerUser(t.app);
    await save(owner, { name: 'Mine', query: `skill=${skill}`, frequency: 'weekly' }).expect(201);
    await professional(skill, { firstName: 'Cli', lastName: 'Found' });

    const line = await runAdminCommand(
      ['send-alerts'],
      t.ctx.sequelize,
      t.ctx.storage,
      {
        DATABASE_URL: t.config.databaseUrl,
        SMTP_URL: smtp.url,
        SESSION_SECRET: t.config.sessionSecret,
      },
      () => undefined,
    );
    expect(line).toMatch(/^Sent [1-9]\d* saved-search alerts?$/);
    const [mail] = await mailsTo(owner);
    expect(mail.text).toContain('Cli Found');
    const bell = await request(t.app).get('/api/notifications').set(bearer(owner.token));
    expect(bell.body.items).toMatchObject([
      { kind: 'saved-search', savedSearch: { name: 'Mine' } },
    ]);

    await professional(skill);
    await t.ctx.models.User.update({ suspendedAt: new Date() }, { where: { id: owner.user.id } });
    await t.alerts.sendNow();
    expect(await mailsTo(owner)).toHaveLength(1);
  });
});
