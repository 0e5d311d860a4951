import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { HTML, PNG, GIF } from '../helpers/files';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('PATCH /api/users/profile', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('answers 401 when signed out', async () => {
    await request(t.app).patch('/api/users/profile').field('bio', 'x').expect(401);
  });

  it('updates text fields, skills and social links from multipart and returns the current user', async () => {
    const { token } = await registerUser(t.app);
    const res = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .field('firstName', 'Augusta')
      .field('bio', 'Poetical scientist')
      .field('jobTitle', 'Analyst')
      .field('location', 'London')
      .field('skills', JSON.stringify(['Math', ' ', 'math', 'Poetry']))
      .field('featuredSkills', JSON.stringify(['Poetry']))
      .field('githubUrl', 'https://github.com/ada')
      .field('linkedinUrl', 'https://linkedin.com/in/ada')
      .expect(200);
    expect(res.body).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      bio: 'Poetical scientist',
      jobTitle: 'Analyst',
      location: 'London',
      skills: ['Math', 'Poetry'],
      featuredSkills: ['Poetry'],
      githubUrl: 'https://github.com/ada',
      socialLinks: {
        github: 'https://github.com/ada',
        linkedin: 'https://linkedin.com/in/ada',
        youtube: null,
      },
    });
    expect(res.body.email).toMatch(/@example\.com$/);
  });

  it('leaves fields not sent unchanged, and accepts a JSON body too', async () => {
    const { token } = await registerUser(t.app);
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .send({ bio: 'Keep me', skills: ['A'] })
      .expect(200);
    const res = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .field('location', 'Paris')
      .expect(200);
    expect(res.body).toMatchObject({ bio: 'Keep me', location: 'Paris', skills: ['A'] });
  });

  it('clears a bio, location, job title or social link sent empty, but never a name', async () => {
    const { token, user, credentials } = await registerUser(t.app);
    const saved = {
      bio: 'Poetical scientist',
      location: 'London',
      jobTitle: 'Analyst',
      githubUrl: 'https://github.com/ada',
      linkedinUrl: 'https://linkedin.com/in/ada',
      youtubeUrl: 'https://youtube.com/@ada',
      twitterUrl: 'https://twitter.com/ada',
    };
    await request(t.app).patch('/api/users/profile').set(bearer(token)).send(saved).expect(200);
    const res = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .field('bio', '')
      .field('location', ' ')
      .field('jobTitle', '')
      .field('githubUrl', '')
      .field('twitterUrl', '')
      .field('firstName', '')
      .expect(200);
    expect(res.body).toMatchObject({
      firstName: credentials.firstName,
      bio: null,
      location: null,
      jobTitle: null,
      githubUrl: null,
      twitterUrl: null,
      linkedinUrl: saved.linkedinUrl,
      youtubeUrl: saved.youtubeUrl,
    });
    const profile = await request(t.app).get(`/api/users/${user.id}`).expect(200);
    expect(profile.body).toMatchObject({ bio: null, location: null, githubUrl: null });
  });

  it('drops a removed skill from the featured ones', async () => {
    const { token } = await registerUser(t.app);
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .send({ skills: ['A', 'B'], featuredSkills: ['A', 'B'] })
      .expect(200);
    const res = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .send({ skills: ['B'] })
      .expect(200);
    expect(res.body.featuredSkills).toEqual(['B']);
  });

  it.each([
    [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
    [
      { skills: JSON.stringify(Array.from({ length: 101 }, (_, i) => `s${i}`)) },
      'You can have at most 100 skills',
    ],
    [
      {
        skills: JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']),
        featuredSkills: JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']),
      },
      'You can feature at most 5 skills',
    ],
    [
      { skills: JSON.stringify(['a']), featuredSkills: JSON.stringify(['z']) },
      'Featured skills must be chosen from your skills',
    ],
    [{ githubUrl: 'javascript:alert(1)' }, 'GitHub URL must be a valid http(s) URL'],
    [{ twitterUrl: 'twitter.com/x' }, 'Twitter URL must be a valid http(s) URL'],
    [{ firstName: 'A' }, 'First name must be at least 2 characters'],
  ])('rejects %j with 400 "%s"', async (fields, message) => {
    const { token } = await registerUser(t.app);
    let req = request(t.app).patch('/api/users/profile').set(bearer(token));
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    expect((await req.expect(400)).body.message).toBe(message);
  });

  it('stores avatar and header images checked by content, and deletes a replaced one', async () => {
    const { token } = await registerUser(t.app);
    const first = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .attach('avatar', PNG, 'me.png')
      .attach('headerImage', GIF, 'h.gif')
      .expect(200);
    expect(first.body.avatarUrl).toMatch(/^\/uploads\/images\/.+\.png$/);
    expect(first.body.headerImageUrl).toMatch(/\.png$/);
    const oldFile = path.join(t.uploadDir, first.body.avatarUrl.replace('/uploads/', ''));
    expect(fs.existsSync(oldFile)).toBe(true);
    const second = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .attach('avatar', GIF, 'me.gif')
      .expect(200);
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl);
    expect(second.body.headerImageUrl).toBe(first.body.headerImageUrl);
    expect(fs.existsSync(oldFile)).toBe(false);
    await request(t.app).get(second.body.avatarUrl).expect(200);
  });

  it('refuses an HTML file posing as an avatar with 415 and changes nothing', async () => {
    const { token } = await registerUser(t.app);
    const res = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .field('bio', 'New')
      .attach('avatar', HTML, 'me.png')
      .expect(415);
    expect(res.body.message).toMatch(/Unsupported image type/);
    const me = await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
    expect(me.body).toMatchObject({ bio: null, avatarUrl: null });
  });
});
