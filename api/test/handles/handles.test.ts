import request from 'supertest';
import { HANDLE_MESSAGES, checkHandle, handleSchema } from '@stackfolio/contract';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

type Registered = Awaited<ReturnType<typeof registerUser>>;

describe('handles: sign-up, the availability check and changing one', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let ada: Registered;
  let grace: Registered;

  const handleOf = async (userId: number) =>
    (await request(t.app).get(`/api/users/${userId}`).expect(200)).body.handle as string;
  const check = (handle: string, token?: string) => {
    const req = request(t.app).get(`/api/handles/${encodeURIComponent(handle)}`);
    return (token ? req.set(bearer(token)) : req).expect(200);
  };
  const rename = (token: string, handle: string) =>
    request(t.app).patch('/api/users/profile').set(bearer(token)).field('handle', handle);

  beforeAll(async () => {
    t = await setupTestApp();
    ada = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    grace = await registerUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
  });
  afterAll(() => t.done());

  it('gives every new account a handle from its name, numbered when the name is taken', async () => {
    expect(await handleOf(ada.user.id)).toBe('ada-lovelace');
    const second = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    expect(await handleOf(second.user.id)).toBe('ada-lovelace-2');
    const accented = await registerUser(t.app, { firstName: 'Zoë', lastName: "O'Brien-Núñez" });
    expect(await handleOf(accented.user.id)).toBe('zoe-o-brien-nunez');
  });

  it('falls back to user-… when the name gives nothing usable', async () => {
    const cyrillic = await registerUser(t.app, { firstName: 'Жанна', lastName: 'Ли' });
    expect(await handleOf(cyrillic.user.id)).toMatch(/^user-[a-z0-9]+$/);
  });

  it('shows the handle on the public profile, the current user and project authors', async () => {
    const me = await request(t.app).get('/api/auth/user').set(bearer(grace.token)).expect(200);
    expect(me.body.handle).toBe('grace-hopper');
    const all = await request(t.app).get('/api/users/all').expect(200);
    expect(all.body.map((u: { handle: string }) => u.handle)).toContain('grace-hopper');
  });

  it.each([
    ['grace-hopper', 'taken', HANDLE_MESSAGES.taken],
    ['GRACE-Hopper', 'taken', HANDLE_MESSAGES.taken],
    ['admin', 'reserved', HANDLE_MESSAGES.reserved],
    ['API', 'reserved', HANDLE_MESSAGES.reserved],
    ['browse-projects', 'reserved', HANDLE_MESSAGES.reserved],
    ['ab', 'invalid', HANDLE_MESSAGES.tooShort],
    ['a'.repeat(31), 'invalid', HANDLE_MESSAGES.tooLong],
    ['-ada', 'invalid', HANDLE_MESSAGES.format],
    ['ada-', 'invalid', HANDLE_MESSAGES.format],
    ['ada--l', 'invalid', HANDLE_MESSAGES.format],
    ['ada_l', 'invalid', HANDLE_MESSAGES.format],
    ['ada l', 'invalid', HANDLE_MESSAGES.format],
    ['free-handle-1', 'available', HANDLE_MESSAGES.available],
  ])('GET /api/handles/%s answers %s', async (handle, status, message) => {
    const res = await check(handle);
    expect(res.body).toEqual({ handle: handle.toLowerCase(), status, message });
  });

  it('tells a signed-in person their own handle is theirs', async () => {
    expect((await check('grace-hopper', grace.token)).body.status).toBe('yours');
  });

  it.each([
    ['x', HANDLE_MESSAGES.tooShort],
    ['login', HANDLE_MESSAGES.reserved],
    ['ada.codes', HANDLE_MESSAGES.format],
  ])('refuses the handle %j with 400 "%s"', async (handle, message) => {
    const res = await rename(ada.token, handle).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors.handle).toEqual([message]);
  });

  it("refuses someone else's handle with 409 and changes nothing else of the profile", async () => {
    const res = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(ada.token))
      .field('bio', 'Should not be saved')
      .field('handle', 'Grace-Hopper')
      .expect(409);
    expect(res.body.message).toBe(HANDLE_MESSAGES.taken);
    const profile = await request(t.app).get(`/api/users/${ada.user.id}`).expect(200);
    expect(profile.body).toMatchObject({ handle: 'ada-lovelace', bio: null });
  });

  it('renames in lower case; the old handle still finds the person and stays theirs', async () => {
    const res = await rename(ada.token, '  Countess-Ada ').expect(200);
    expect(res.body.handle).toBe('countess-ada');

    const byNew = await request(t.app).get('/api/users/@countess-ada').expect(200);
    expect(byNew.body.id).toBe(ada.user.id);
    const byOld = await request(t.app).get('/api/users/@ada-lovelace').expect(200);
    expect(byOld.body).toMatchObject({ id: ada.user.id, handle: 'countess-ada' });
    await request(t.app).get('/api/users/@nobody-here').expect(404);

    // Nobody else may take it while it redirects; its former owner may take it back.
    expect((await check('ada-lovelace', grace.token)).body.status).toBe('taken');
    await rename(grace.token, 'ada-lovelace').expect(409);
    expect((await check('ada-lovelace', ada.token)).body.status).toBe('available');
    await rename(ada.token, 'ada-lovelace').expect(200);
    expect(await handleOf(ada.user.id)).toBe('ada-lovelace');
    const back = await request(t.app).get('/api/users/@countess-ada').expect(200);
    expect(back.body.handle).toBe('ada-lovelace');
  });

  it('frees an old handle for others once its 90 days are over', async () => {
    const linus = await registerUser(t.app, { firstName: 'Linus', lastName: 'Torvalds' });
    await rename(linus.token, 'linus').expect(200);
    await t.ctx.models.HandleRedirect.update(
      { changedAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) },
      { where: { handle: 'linus-torvalds' } },
    );
    expect((await check('linus-torvalds', grace.token)).body.status).toBe('available');
    await request(t.app).get('/api/users/@linus-torvalds').expect(404);
    await rename(grace.token, 'linus-torvalds').expect(200);
  });

  it('lets exactly one of two people who take the same handle at once have it; the other gets 409', async () => {
    const one = await registerUser(t.app);
    const two = await registerUser(t.app);
    const answers = await Promise.all([
      rename(one.token, 'the-same-one'),
      rename(two.token, 'the-same-one'),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const holders = await t.ctx.models.User.count({ where: { handle: 'the-same-one' } });
    expect(holders).toBe(1);
  });

  it('keeps two sign-ups with the same name at once apart', async () => {
    const [a, b] = await Promise.all([
      registerUser(t.app, { firstName: 'Barbara', lastName: 'Liskov' }),
      registerUser(t.app, { firstName: 'Barbara', lastName: 'Liskov' }),
    ]);
    const handles = [await handleOf(a.user.id), await handleOf(b.user.id)].sort();
    expect(handles[0]).toBe('barbara-liskov');
    // The later one got the next number, or (if it lost the race) a random suffix.
    expect(handles[1]).toMatch(/^barbara-liskov-[a-z0-9]+$/);
  });
});

describe('handle rules: the pages’ zod-free check and the API’s schema agree', () => {
  // The availability check (checkHandle, which pages may run) and the profile schema (the API's
  // PATCH and the edit form) are written apart so that pages carry no zod: they must give the same
  // verdict and the same first message for every kind of handle.
  const samples = [
    ...['ada', 'ADA-Lovelace', '  grace-hopper  ', 'a1-b2-c3', 'x'.repeat(30), 'x'.repeat(31)],
    ...['ab', '', '   ', '-ada', 'ada-', 'ada--l', 'ada_l', 'ada.l', 'adá', 'me', 'www', 'admin'],
    ...['profiles', 'Browse-Projects', 'null', 'edit-profile', '@ada', 'ada lovelace', '12345'],
  ];

  it.each(samples)('%j', (raw) => {
    const parsed = handleSchema.safeParse(raw);
    const checked = checkHandle(raw);
    if (parsed.success) expect(checked).toBeNull();
    else {
      const message = parsed.error.issues[0]?.message;
      expect(checked).toEqual({
        status: message === HANDLE_MESSAGES.reserved ? 'reserved' : 'invalid',
        message,
      });
    }
  });
});
