import request from 'supertest';
import { EMAIL_PREFERENCE_MESSAGES, type Notification } from '@stackfolio/contract';
import { runAdminCommand } from '../../src/cli/admin';
import { lastWeekEnd } from '../../src/components/notifications';
import { createProject } from '../helpers/projects';
import {
  mailHeader as header,
  oneClickPath,
  startSmtpServer,
  type ReceivedMail,
} from '../helpers/smtp';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type User = Awaited<ReturnType<typeof registerUser>>;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The weekly summary ("your portfolio this week"): made on Mondays for each unsuspended person
 * whose work had views, downloads or new followers in the 7 days before, once a week, and mailed
 * unless they turned it off.
 */
describe('weekly summary notifications', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  /** A moment inside the last full week, and one before it. */
  let inWeek: Date;
  let beforeWeek: Date;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await setupTestApp({ SMTP_URL: smtp.url, WEEKLY_SUMMARIES: 'on' });
    const end = lastWeekEnd(new Date());
    inWeek = new Date(end.getTime() - 2 * DAY_MS);
    beforeWeek = new Date(end.getTime() - 8 * DAY_MS);
  });
  afterAll(async () => {
    await t.done();
    await smtp.close();
  });

  const view = { viewerUserId: null, referrer: 'Direct', country: '', city: '', userAgent: 'x' };
  const profileViews = (u: User, at: Date, n: number) =>
    t.ctx.models.PortfolioView.bulkCreate(
      Array.from({ length: n }, (_, i) => ({
        ...view,
        profileUserId: u.user.id,
        visitorKey: `v${i}`,
        viewedAt: at,
      })),
    );
  const followedBy = (u: User, follower: User, at: Date) =>
    t.ctx.models.Follow.create({
      followerId: follower.user.id,
      followedId: u.user.id,
      createdAt: at,
    });
  const suspend = (u: User) =>
    t.ctx.models.User.update({ suspendedAt: new Date() }, { where: { id: u.user.id } });

  /** Runs the weekly summaries as of `now` and waits for their notifications and mails. */
  async function runWeek(now = new Date()): Promise<number> {
    const due = await t.weekly.sendNow(now);
    await t.ctx.mailer.drain();
    await t.settled();
    return due;
  }
  async function summariesOf(u: User): Promise<Notification[]> {
    const res = await request(t.app).get('/api/notifications').set(bearer(u.token)).expect(200);
    return (res.body.items as Notification[]).filter((n) => n.kind === 'weekly-summary');
  }
  const mailsTo = (u: User): ReceivedMail[] => smtp.mailsTo(u.user.email);

  it('queues its run for the next Monday at 08:00 UTC, keyed by that day', async () => {
    const [rows] = await t.ctx.sequelize.query(
      "SELECT `key` FROM jobs WHERE name = 'notifications:weekly'",
    );
    const next = new Date(lastWeekEnd(new Date()).getTime() + 7 * DAY_MS);
    expect(next.getUTCDay()).toBe(1);
    expect(next.getUTCHours()).toBe(8);
    expect(rows).toEqual([{ key: `notifications:weekly:${next.toISOString().slice(0, 10)}` }]);
  });

  it('makes one summary per active person with the week’s views, downloads and new followers, none for the inactive or suspended, none twice, and mails it', async () => {
    const owner = await registerUser(t.app, { firstName: 'Wendy', lastName: 'Week' });
    const fan = await registerUser(t.app);
    const banned = await registerUser(t.app);
    const quiet = await registerUser(t.app);
    const suspendedOwner = await registerUser(t.app);
    const { id: projectId } = await createProject(
      t.app,
      owner.token,
      { title: 'Weekly tides', projectUrl: 'https://example.com/' },
      { file: false, image: false },
    );
    await profileViews(owner, inWeek, 2);
    await profileViews(owner, beforeWeek, 4);
    // Views this week, after the summarized one, are next week's.
    await profileViews(quiet, new Date(), 3);
    await t.ctx.models.ProjectView.bulkCreate(
      [0, 1, 2].map((i) => ({ ...view, projectId, visitorKey: `p${i}`, viewedAt: inWeek })),
    );
    await t.ctx.models.Download.create({ projectId, userId: null, createdAt: inWeek });
    await followedBy(owner, fan, inWeek);
    await followedBy(owner, banned, inWeek);
    await suspend(banned);
    await profileViews(suspendedOwner, inWeek, 1);
    await suspend(suspendedOwner);

    await runWeek();
    const [summary, ...more] = await summariesOf(owner);
    expect(more).toHaveLength(0);
    expect(summary.weeklySummary).toEqual({
      weekStart: new Date(lastWeekEnd(new Date()).getTime() - 7 * DAY_MS)
        .toISOString()
        .slice(0, 10),
      profileViews: 2,
      projectViews: 3,
      downloads: 1,
      // The suspended follower is not counted.
      followers: 1,
    });
    expect(await summariesOf(quiet)).toHaveLength(0);
    expect(
      await t.ctx.models.Notification.count({
        where: { userId: suspendedOwner.user.id, kind: 'weekly-summary' },
      }),
    ).toBe(0);

    const [mail, ...moreMails] = mailsTo(owner);
    expect(moreMails).toHaveLength(0);
    expect(mail.subject).toBe('Your portfolio this week: 5 views, 1 download, 1 new follower');
    expect(mail.text).toContain('See it: http://localhost:3000/analytics');
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // A rerun (another instance, or send-weekly) makes no second notification or mail.
    await runWeek();
    expect(await summariesOf(owner)).toHaveLength(1);
    expect(mailsTo(owner)).toHaveLength(1);

    // One click, no sign-in: weekly summary mails are off; next week's is in the bell only.
    const off = await request(t.app)
      .post(oneClickPath(mail))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(off.body).toEqual({
      kinds: ['weekly-summary'],
      changed: true,
      message: EMAIL_PREFERENCE_MESSAGES.turnedOff(['weekly-summary']),
    });
    await profileViews(owner, new Date(), 1);
    await runWeek(new Date(Date.now() + 7 * DAY_MS));
    const [next] = await summariesOf(owner);
    expect(next.weeklySummary).toMatchObject({ profileViews: 1, projectViews: 0, followers: 0 });
    expect(await summariesOf(owner)).toHaveLength(2);
    expect(mailsTo(owner)).toHaveLength(1);
  });

  it('offers every Monday or off for its mail, and refuses a daily digest of it', async () => {
    const someone = await registerUser(t.app);
    const prefs = await request(t.app)
      .get('/api/account/email-preferences')
      .set(bearer(someone.token))
      .expect(200);
    expect(prefs.body['weekly-summary']).toBe('instant');
    const daily = await request(t.app)
      .put('/api/account/email-preferences')
      .set(bearer(someone.token))
      .send({ 'weekly-summary': 'daily' })
      .expect(400);
    expect(daily.body.message).toBe(EMAIL_PREFERENCE_MESSAGES.invalidWeeklyMode);

    // Turned off in Settings: the summary is made, and not mailed.
    await request(t.app)
      .put('/api/account/email-preferences')
      .set(bearer(someone.token))
      .send({ 'weekly-summary': 'off' })
      .expect(200);
    await profileViews(someone, inWeek, 1);
    await runWeek();
    expect(await summariesOf(someone)).toHaveLength(1);
    expect(mailsTo(someone)).toHaveLength(0);
  });

  it('makes the last week’s summaries at once with npm run admin -- send-weekly, once', async () => {
    const person = await registerUser(t.app);
    await profileViews(person, inWeek, 3);
    const run = () =>
      runAdminCommand(
        ['send-weekly'],
        t.ctx.sequelize,
        t.ctx.storage,
        {
          DATABASE_URL: t.config.databaseUrl,
          SMTP_URL: smtp.url,
          SESSION_SECRET: t.config.sessionSecret,
        },
        () => undefined,
      );
    expect(await run()).toMatch(/^Made the weekly summaries of [1-9]\d* (person|people)/);
    await run();
    const [summary, ...more] = await summariesOf(person);
    expect(more).toHaveLength(0);
    expect(summary.weeklySummary).toMatchObject({ profileViews: 3 });
    await t.ctx.mailer.drain();
    expect(mailsTo(person)).toHaveLength(1);
  });
});
