import request from 'supertest';
import { OPEN_TO_WORK_MESSAGES } from '@stackfolio/contract';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('Open to work (PATCH /api/users/profile `openToWork`)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  const patch = (token: string, openToWork: unknown) =>
    request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .field(
        'openToWork',
        typeof openToWork === 'string' ? openToWork : JSON.stringify(openToWork),
      );

  const berlinContract = {
    status: 'open',
    roles: ['Rust engineer', ' ', 'rust engineer', 'Platform engineer'],
    employmentTypes: ['freelance', 'contract', 'contract'],
    workplaces: ['remote'],
    locations: ['Berlin'],
    availableFrom: '2027-01-15',
  };

  it('keeps what a person says, tidied, with visibility "everyone" unless they choose', async () => {
    const me = await registerUser(t.app);
    const res = await patch(me.token, berlinContract).expect(200);
    expect(res.body.openToWork).toEqual({
      status: 'open',
      roles: ['Rust engineer', 'Platform engineer'],
      employmentTypes: ['contract', 'freelance'],
      workplaces: ['remote'],
      locations: ['Berlin'],
      availableFrom: '2027-01-15',
      visibility: 'everyone',
    });
    // Visitors see it on the profile, in the list and by handle.
    const byId = await request(t.app).get(`/api/users/${me.user.id}`).expect(200);
    expect(byId.body.openToWork).toEqual(res.body.openToWork);
    const byHandle = await request(t.app).get(`/api/users/@${me.user.handle}`).expect(200);
    expect(byHandle.body.openToWork).toMatchObject({ status: 'open', locations: ['Berlin'] });
    const all = await request(t.app).get('/api/users/all?limit=100').expect(200);
    const listed = (all.body.items as Array<{ id: number; openToWork: unknown }>).find(
      (u) => u.id === me.user.id,
    );
    expect(listed?.openToWork).toMatchObject({ status: 'open' });
    // The signed-in user reads it back with their own account.
    const own = await request(t.app).get('/api/auth/user').set(bearer(me.token)).expect(200);
    expect(own.body.openToWork).toMatchObject({ roles: ['Rust engineer', 'Platform engineer'] });
  });

  it('shows details kept for signed-in people to them only, never to visitors', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    await patch(me.token, { ...berlinContract, visibility: 'signed-in' }).expect(200);

    const anonymous = await request(t.app).get(`/api/users/${me.user.id}`).expect(200);
    expect(anonymous.body.openToWork).toBeNull();
    const anonymousList = await request(t.app).get('/api/users/all?limit=100').expect(200);
    expect(
      (anonymousList.body.items as Array<{ id: number; openToWork: unknown }>).find(
        (u) => u.id === me.user.id,
      )?.openToWork,
    ).toBeNull();

    const seen = await request(t.app)
      .get(`/api/users/${me.user.id}`)
      .set(bearer(other.token))
      .expect(200);
    expect(seen.body.openToWork).toMatchObject({ status: 'open', visibility: 'signed-in' });
    const seenInList = await request(t.app)
      .get('/api/users/all?limit=100')
      .set(bearer(other.token))
      .expect(200);
    expect(
      (seenInList.body.items as Array<{ id: number; openToWork: unknown }>).find(
        (u) => u.id === me.user.id,
      )?.openToWork,
    ).toMatchObject({ status: 'open' });
  });

  it('takes a JSON body too, and clears the details when sent empty or null', async () => {
    const me = await registerUser(t.app);
    const set = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(me.token))
      .send({ openToWork: { status: 'casual', workplaces: ['hybrid', 'onsite'] } })
      .expect(200);
    expect(set.body.openToWork).toMatchObject({
      status: 'casual',
      workplaces: ['hybrid', 'onsite'],
      roles: [],
      availableFrom: null,
    });
    // Another field changed alone leaves the details as they were.
    const other = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(me.token))
      .field('bio', 'Still here')
      .expect(200);
    expect(other.body.openToWork).toMatchObject({ status: 'casual' });

    expect((await patch(me.token, '').expect(200)).body.openToWork).toBeNull();
    await patch(me.token, { status: 'open' }).expect(200);
    const cleared = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(me.token))
      .send({ openToWork: null })
      .expect(200);
    expect(cleared.body.openToWork).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{status: open', OPEN_TO_WORK_MESSAGES.format],
    ['no status', { roles: ['Engineer'] }, OPEN_TO_WORK_MESSAGES.status],
    ['an unknown status', { status: 'maybe' }, OPEN_TO_WORK_MESSAGES.status],
    [
      'six roles',
      { status: 'open', roles: ['a', 'b', 'c', 'd', 'e', 'f'] },
      OPEN_TO_WORK_MESSAGES.tooManyRoles,
    ],
    [
      'six locations',
      { status: 'open', locations: ['a', 'b', 'c', 'd', 'e', 'f'] },
      OPEN_TO_WORK_MESSAGES.tooManyLocations,
    ],
    [
      'a role of 101 characters',
      { status: 'open', roles: ['r'.repeat(101)] },
      OPEN_TO_WORK_MESSAGES.textTooLong,
    ],
    [
      'an unknown workplace',
      { status: 'open', workplaces: ['moon'] },
      OPEN_TO_WORK_MESSAGES.workplace,
    ],
    [
      'an unknown employment type',
      { status: 'open', employmentTypes: ['gig'] },
      OPEN_TO_WORK_MESSAGES.employmentType,
    ],
    [
      'a day that does not exist',
      { status: 'open', availableFrom: '2027-02-30' },
      OPEN_TO_WORK_MESSAGES.availableFrom,
    ],
    [
      'an unknown visibility',
      { status: 'open', visibility: 'friends' },
      OPEN_TO_WORK_MESSAGES.visibility,
    ],
  ])('refuses %s with a readable 400 and changes nothing', async (_case, value, message) => {
    const me = await registerUser(t.app);
    await patch(me.token, { status: 'closed' }).expect(200);
    const res = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(me.token))
      .field('bio', 'Not saved either')
      .field('openToWork', typeof value === 'string' ? value : JSON.stringify(value))
      .expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
    const own = await request(t.app).get('/api/auth/user').set(bearer(me.token)).expect(200);
    expect(own.body.openToWork).toMatchObject({ status: 'closed' });
    expect(own.body.bio).toBeNull();
  });
});
