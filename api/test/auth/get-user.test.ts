import request from 'supertest';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('GET /api/auth/user', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('answers 401 when signed out', async () => {
    const res = await request(t.app).get('/api/auth/user').expect(401);
    expect(res.body.message).toMatch(/Unauthorized/);
  });

  it('answers 401 for an unknown bearer token', async () => {
    await request(t.app).get('/api/auth/user').set(bearer('made-up-token')).expect(401);
  });

  it('returns every User field of the spec, with arrays and socialLinks, and never the password hash', async () => {
    const { token, credentials } = await registerUser(t.app);
    // The new profile's share card is made in the background.
    await t.settled();
    const res = await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      email: credentials.email,
      // Confirmation is off in tests unless a suite turns it on.
      emailVerified: true,
      contactPolicy: 'everyone',
      handle: expect.stringMatching(/^ada-lovelace(-\d+)?$/),
      firstName: 'Ada',
      lastName: 'Lovelace',
      bio: null,
      location: null,
      title: null,
      jobTitle: null,
      avatarUrl: null,
      headerImageUrl: null,
      avatar: null,
      headerImage: null,
      skills: [],
      featuredSkills: [],
      githubUrl: null,
      linkedinUrl: null,
      youtubeUrl: null,
      twitterUrl: null,
      socialLinks: { linkedin: null, github: null, youtube: null },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isAdmin: false,
      projectCount: 0,
      followerCount: 0,
      followingCount: 0,
      // Not said yet whether they are looking for work.
      openToWork: null,
      // No avatar or header image: link previews show a generated card.
      cardUrl: expect.stringMatching(/^\/uploads\/images\/[\w-]+\.png$/),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|passwordHash|correct horse/);
  });

  it('reads JSON list columns back as arrays and counts projects', async () => {
    const { token, user } = await registerUser(t.app);
    await t.ctx.models.User.update(
      {
        skills: ['TypeScript', 'SQL'],
        featuredSkills: ['SQL'],
        linkedinUrl: 'https://linkedin.com/in/ada',
      },
      { where: { id: user.id } },
    );
    await t.ctx.models.Project.create({
      userId: user.id,
      title: 'Engine',
      projectUrl: 'https://example.com',
    });
    const res = await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
    expect(res.body.skills).toEqual(['TypeScript', 'SQL']);
    expect(res.body.featuredSkills).toEqual(['SQL']);
    expect(res.body.socialLinks.linkedin).toBe('https://linkedin.com/in/ada');
    expect(res.body.projectCount).toBe(1);
  });
});
