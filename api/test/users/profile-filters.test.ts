import request from 'supertest';
import { PROFILE_FILTER_MESSAGES, type ProfileFacets } from '@stackfolio/contract';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

/**
 * GET /api/users/all filters and their counts. Each test gives its people a skill of its own, so
 * the counts it reads are of its people only.
 */
describe('Profile filters and counts (GET /api/users/all)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  let n = 0;
  const uniqueSkill = () => `Zig${++n}x${Date.now() % 100000}`;

  /** A person with these skills, location and open-to-work details. */
  async function person(profile: {
    skills: string[];
    location?: string;
    openToWork?: Record<string, unknown>;
  }) {
    const me = await registerUser(t.app);
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(me.token))
      .send({
        skills: profile.skills,
        ...(profile.location && { location: profile.location }),
        ...(profile.openToWork && {
          openToWork: {
            roles: [],
            employmentTypes: [],
            workplaces: [],
            locations: [],
            ...profile.openToWork,
          },
        }),
      })
      .expect(200);
    return me;
  }

  type Answer = { items: Array<{ id: number }>; total: number; facets: ProfileFacets };
  const search = async (query: string, token?: string): Promise<Answer> => {
    const req = request(t.app).get(`/api/users/all?limit=50&${query}`);
    if (token) req.set(bearer(token));
    return (await req.expect(200)).body as Answer;
  };
  const ids = (answer: Answer) => answer.items.map((u) => u.id).sort((a, b) => a - b);
  const countOf = (answer: Answer, facet: keyof ProfileFacets, value: string) =>
    answer.facets[facet].find((f) => f.value.toLowerCase() === value.toLowerCase())?.count;

  it('requires every skill, matches location or a wanted location, and any workplace or type given', async () => {
    const rust = uniqueSkill();
    const go = uniqueSkill();
    const berlinRemote = await person({
      skills: [rust, go],
      location: 'Lisbon, Portugal',
      openToWork: {
        status: 'open',
        workplaces: ['remote'],
        employmentTypes: ['contract'],
        locations: ['Berlin'],
      },
    });
    const berliner = await person({ skills: [rust], location: 'Berlin, Germany' });
    const casualHybrid = await person({
      skills: [rust.toUpperCase()],
      openToWork: { status: 'casual', workplaces: ['hybrid'], employmentTypes: ['full-time'] },
    });
    const notLooking = await person({
      skills: [go],
      openToWork: { status: 'closed', workplaces: ['remote'] },
    });
    const id = (p: { user: { id: number } }) => p.user.id;

    // Skills: any case, every one required.
    expect(ids(await search(`skill=${rust.toLowerCase()}`))).toEqual(
      [berlinRemote, berliner, casualHybrid].map(id).sort((a, b) => a - b),
    );
    expect(ids(await search(`skill=${rust}&skill=${go}`))).toEqual([id(berlinRemote)]);
    // Location: part of the profile's location, or of a wanted location.
    expect(ids(await search(`skill=${rust}&location=berlin`))).toEqual(
      [berlinRemote, berliner].map(id).sort((a, b) => a - b),
    );
    // Open to work: open and casually looking, not "not looking".
    expect(ids(await search(`skill=${rust}&skill=${go}&open=1`))).toEqual([id(berlinRemote)]);
    expect(ids(await search(`skill=${go}&open=1`))).toEqual([id(berlinRemote)]);
    expect(ids(await search(`skill=${rust}&open=1`))).toEqual(
      [berlinRemote, casualHybrid].map(id).sort((a, b) => a - b),
    );
    // Workplace and type: any of the values given; a closed status offers neither.
    expect(ids(await search(`skill=${go}&workplace=remote`))).toEqual([id(berlinRemote)]);
    expect(ids(await search(`skill=${rust}&workplace=remote&workplace=hybrid`))).toEqual(
      [berlinRemote, casualHybrid].map(id).sort((a, b) => a - b),
    );
    expect(ids(await search(`skill=${rust}&type=contract`))).toEqual([id(berlinRemote)]);
    expect(ids(await search(`skill=${rust}&type=internship`))).toEqual([]);
    // With the search text.
    expect(ids(await search(`q=lisbon&skill=${rust}`))).toEqual([id(berlinRemote)]);
    expect(id(notLooking)).toBeGreaterThan(0);
  });

  it('counts each value within the search: skills within every filter, the others leaving out their own', async () => {
    const rust = uniqueSkill();
    const shared = uniqueSkill();
    await person({
      skills: [rust, shared],
      openToWork: { status: 'open', workplaces: ['remote'], employmentTypes: ['contract'] },
    });
    await person({
      skills: [rust, shared],
      openToWork: {
        status: 'open',
        workplaces: ['remote', 'hybrid'],
        employmentTypes: ['contract', 'freelance'],
      },
    });
    await person({
      skills: [rust],
      openToWork: { status: 'casual', workplaces: ['onsite'], employmentTypes: ['full-time'] },
    });
    await person({ skills: [rust] });

    const all = await search(`skill=${rust}`);
    expect(all.total).toBe(4);
    expect(countOf(all, 'skill', rust)).toBe(4);
    expect(countOf(all, 'skill', shared)).toBe(2);
    expect(all.facets.workplace).toEqual([
      { value: 'remote', count: 2 },
      { value: 'hybrid', count: 1 },
      { value: 'onsite', count: 1 },
    ]);
    expect(countOf(all, 'type', 'contract')).toBe(2);
    expect(countOf(all, 'type', 'internship')).toBe(0);
    expect(all.facets.open).toEqual([{ value: '1', count: 3 }]);

    // Choosing remote: the workplace counts still show the other choices; the rest narrow.
    const remote = await search(`skill=${rust}&workplace=remote`);
    expect(remote.total).toBe(2);
    expect(countOf(remote, 'workplace', 'onsite')).toBe(1);
    expect(countOf(remote, 'workplace', 'remote')).toBe(2);
    expect(countOf(remote, 'type', 'full-time')).toBe(0);
    expect(countOf(remote, 'type', 'freelance')).toBe(1);
    expect(countOf(remote, 'skill', shared)).toBe(2);
    expect(remote.facets.open).toEqual([{ value: '1', count: 2 }]);
  });

  it('counts the same with several filters at once, for visitors, and with the search text', async () => {
    const skill = uniqueSkill();
    const shared = uniqueSkill();
    const both = await person({
      skills: [skill, shared],
      location: 'Porto',
      openToWork: {
        status: 'open',
        workplaces: ['remote'],
        employmentTypes: ['full-time', 'part-time'],
      },
    });
    const quiet = await person({
      skills: [skill],
      location: 'Porto',
      openToWork: {
        status: 'casual',
        workplaces: ['remote', 'hybrid'],
        employmentTypes: ['part-time'],
        visibility: 'signed-in',
      },
    });
    await person({
      skills: [skill, shared],
      location: 'Lyon',
      openToWork: { status: 'open', workplaces: ['onsite'], employmentTypes: ['contract'] },
    });
    await person({ skills: [skill], location: 'Porto' });
    const viewer = await registerUser(t.app);

    const query = `skill=${skill}&location=porto&type=full-time&type=part-time`;
    const signedIn = await search(query, viewer.token);
    expect(ids(signedIn)).toEqual([both.user.id, quiet.user.id].sort((a, b) => a - b));
    expect(signedIn.total).toBe(2);
    expect(countOf(signedIn, 'skill', skill)).toBe(2);
    expect(countOf(signedIn, 'skill', shared)).toBe(1);
    expect(countOf(signedIn, 'type', 'full-time')).toBe(1);
    expect(countOf(signedIn, 'type', 'part-time')).toBe(2);
    expect(countOf(signedIn, 'type', 'contract')).toBe(0);
    expect(countOf(signedIn, 'workplace', 'remote')).toBe(2);
    expect(countOf(signedIn, 'workplace', 'hybrid')).toBe(1);
    expect(signedIn.facets.open).toEqual([{ value: '1', count: 2 }]);

    const visitor = await search(query);
    expect(ids(visitor)).toEqual([both.user.id]);
    expect(countOf(visitor, 'skill', skill)).toBe(1);
    expect(countOf(visitor, 'type', 'part-time')).toBe(1);
    expect(countOf(visitor, 'workplace', 'hybrid')).toBe(0);
    expect(visitor.facets.open).toEqual([{ value: '1', count: 1 }]);

    const text = await search(`q=porto&skill=${skill}&open=1`, viewer.token);
    expect(text.total).toBe(2);
    expect(countOf(text, 'skill', shared)).toBe(1);
    expect(text.facets.open).toEqual([{ value: '1', count: 2 }]);
    expect(countOf(text, 'workplace', 'remote')).toBe(2);
    expect(countOf(text, 'type', 'part-time')).toBe(2);

    // Found with no skill and none of the counted details: still counted in the total.
    const town = `Hamlet${uniqueSkill()}`;
    const bare = await person({ skills: [], location: town, openToWork: { status: 'casual' } });
    const found = await search(`location=${town}&open=1`, viewer.token);
    expect(ids(found)).toEqual([bare.user.id]);
    expect(found.total).toBe(1);
    expect(found.facets.skill).toEqual([]);
    expect(found.facets.open).toEqual([{ value: '1', count: 1 }]);
    expect(countOf(found, 'workplace', 'remote')).toBe(0);
  });

  it('keeps open-to-work details for signed-in people out of what visitors can filter and count', async () => {
    const skill = uniqueSkill();
    const quiet = await person({
      skills: [skill],
      openToWork: {
        status: 'open',
        workplaces: ['remote'],
        locations: ['Tallinn'],
        visibility: 'signed-in',
      },
    });
    const viewer = await registerUser(t.app);

    const visitor = await search(`skill=${skill}&open=1`);
    expect(visitor.total).toBe(0);
    expect((await search(`skill=${skill}&location=tallinn`)).total).toBe(0);
    const visitorCounts = await search(`skill=${skill}`);
    expect(visitorCounts.total).toBe(1);
    expect(countOf(visitorCounts, 'workplace', 'remote')).toBe(0);
    expect(visitorCounts.facets.open).toEqual([{ value: '1', count: 0 }]);

    const signedIn = await search(`skill=${skill}&open=1&location=tallinn`, viewer.token);
    expect(ids(signedIn)).toEqual([quiet.user.id]);
    expect(countOf(signedIn, 'workplace', 'remote')).toBe(1);
  });

  it('follows every change: new skills, open-to-work cleared, an account suspended', async () => {
    const before = uniqueSkill();
    const after = uniqueSkill();
    const me = await person({
      skills: [before],
      openToWork: { status: 'open', workplaces: ['hybrid'] },
    });
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(me.token))
      .send({ skills: [after], openToWork: null })
      .expect(200);
    expect((await search(`skill=${before}`)).total).toBe(0);
    const now = await search(`skill=${after}`);
    expect(ids(now)).toEqual([me.user.id]);
    expect(countOf(now, 'workplace', 'hybrid')).toBe(0);

    await t.ctx.models.User.update({ suspendedAt: new Date() }, { where: { id: me.user.id } });
    const suspended = await search(`skill=${after}`);
    expect(suspended.total).toBe(0);
    expect(countOf(suspended, 'skill', after)).toBe(0);
    await t.ctx.models.User.update({ suspendedAt: null }, { where: { id: me.user.id } });
    expect((await search(`skill=${after}`)).total).toBe(1);
  });

  it('sorts by newest, by profile views, and by relevance while searching', async () => {
    const skill = uniqueSkill();
    const first = await person({ skills: [skill], location: 'Oslo' });
    const second = await person({ skills: [skill], location: 'Oslo Oslo' });
    const viewer = await registerUser(t.app);
    await request(t.app)
      .post('/api/analytics/portfolio-view')
      .set(bearer(viewer.token))
      .send({ userId: first.user.id })
      .expect(200);

    const order = async (query: string) =>
      (await search(`skill=${skill}&${query}`)).items.map((u) => u.id);
    expect(await order('sort=newest')).toEqual([second.user.id, first.user.id]);
    expect(await order('')).toEqual([second.user.id, first.user.id]);
    expect(await order('sort=views')).toEqual([first.user.id, second.user.id]);
    expect((await order('q=oslo')).sort()).toEqual([first.user.id, second.user.id].sort());
    expect(await order('q=oslo&sort=views')).toEqual([first.user.id, second.user.id]);
  });

  it('keeps the plain call a bare array, and pages with counts', async () => {
    const skill = uniqueSkill();
    await person({ skills: [skill] });
    const plain = await request(t.app).get(`/api/users/all?skill=${skill}`).expect(200);
    expect(Array.isArray(plain.body)).toBe(true);
    expect(plain.headers['x-total-count']).toBe('1');
    const paged = await search(`skill=${skill}&page=1`);
    expect(paged).toMatchObject({ total: 1, page: 1 });
    expect(paged.facets.skill[0]).toEqual({ value: skill, count: 1 });
  });

  it.each([
    ['workplace=moon', PROFILE_FILTER_MESSAGES.workplace],
    ['type=forever', PROFILE_FILTER_MESSAGES.type],
    ['sort=random', PROFILE_FILTER_MESSAGES.sort],
    ['open=yes', PROFILE_FILTER_MESSAGES.open],
    ['skill=a&skill=b&skill=c&skill=d&skill=e&skill=f', PROFILE_FILTER_MESSAGES.tooManySkills],
    [`location=${'x'.repeat(101)}`, PROFILE_FILTER_MESSAGES.location],
  ])('answers %s with a readable 400', async (query, message) => {
    const res = await request(t.app).get(`/api/users/all?page=1&${query}`).expect(400);
    expect(res.body.message).toBe(message);
  });
});
