import request from 'supertest';
import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('PUT /api/account/pins and the pinned-first profile list', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  const linkOnly = (token: string, title: string) =>
    createProject(
      t.app,
      token,
      { title, projectUrl: 'https://example.com/' },
      { file: false, image: false },
    );
  const pin = (token: string, projectIds: unknown) =>
    request(t.app).put('/api/account/pins').set(bearer(token)).send({ projectIds });
  const profileList = async (userId: number) =>
    (await request(t.app).get(`/api/users/${userId}/projects?page=1`).expect(200)).body
      .items as Array<{
      id: number;
      pinned: boolean;
    }>;

  /** An owner with `n` projects, oldest first. */
  async function ownerWith(n: number) {
    const owner = await registerUser(t.app);
    const ids: number[] = [];
    for (let i = 1; i <= n; i += 1) ids.push((await linkOnly(owner.token, `Work ${i}`)).id);
    return { ...owner, ids };
  }

  it('answers the pinned projects in the order given, and the profile list leads with them', async () => {
    const { token, user, ids } = await ownerWith(4);
    const res = await pin(token, [ids[1], ids[3]]).expect(200);
    expect(res.body.items.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[3]]);
    expect(res.body.items.every((p: { pinned: boolean }) => p.pinned)).toBe(true);

    const list = await profileList(user.id);
    expect(list.map((p) => [p.id, p.pinned])).toEqual([
      [ids[1], true],
      [ids[3], true],
      [ids[2], false],
      [ids[0], false],
    ]);

    // Reordering: the whole list again, in its new order.
    await pin(token, [ids[3], ids[1]]).expect(200);
    expect((await profileList(user.id)).slice(0, 2).map((p) => p.id)).toEqual([ids[3], ids[1]]);

    await pin(token, []).expect(200, { items: [] });
    expect((await profileList(user.id)).map((p) => p.pinned)).toEqual([false, false, false, false]);
  });

  it('server-rendered profile data (PageReads) leads with the pinned projects too', async () => {
    const { token, user, ids } = await ownerWith(3);
    await pin(token, [ids[0]]).expect(200);
    const slice = await t.reads.userProjects(user.id, 0, 10);
    expect(slice.items.map((p) => [p.id, p.pinned])).toEqual([
      [ids[0], true],
      [ids[2], false],
      [ids[1], false],
    ]);
  });

  it(`refuses more than ${PROJECT_CONTENT_LIMITS.pinned} with "${PROJECT_CONTENT_MESSAGES.tooManyPins}"`, async () => {
    const { token, user, ids } = await ownerWith(PROJECT_CONTENT_LIMITS.pinned + 1);
    await pin(token, ids.slice(0, PROJECT_CONTENT_LIMITS.pinned)).expect(200);
    const res = await pin(token, ids).expect(400);
    expect(res.body.message).toBe(PROJECT_CONTENT_MESSAGES.tooManyPins);
    // Nothing changed: the six pinned before still are.
    expect((await profileList(user.id)).filter((p) => p.pinned)).toHaveLength(6);
  });

  it("refuses another person's project or one that does not exist, changing nothing", async () => {
    const ada = await ownerWith(2);
    const bob = await ownerWith(1);
    await pin(ada.token, [ada.ids[0]]).expect(200);

    const foreign = await pin(ada.token, [ada.ids[1], bob.ids[0]]).expect(400);
    expect(foreign.body.message).toBe(PROJECT_CONTENT_MESSAGES.pinNotYours);
    const missing = await pin(ada.token, [999_999_999]).expect(400);
    expect(missing.body.message).toBe(PROJECT_CONTENT_MESSAGES.pinNotYours);

    expect((await profileList(ada.user.id)).map((p) => [p.id, p.pinned])).toEqual([
      [ada.ids[0], true],
      [ada.ids[1], false],
    ]);
    expect((await profileList(bob.user.id))[0].pinned).toBe(false);
  });

  it('refuses duplicates and malformed lists with readable messages', async () => {
    const { token, ids } = await ownerWith(1);
    expect((await pin(token, [ids[0], ids[0]]).expect(400)).body.message).toBe(
      PROJECT_CONTENT_MESSAGES.duplicatePin,
    );
    expect((await pin(token, ['x']).expect(400)).body.message).toBe(
      PROJECT_CONTENT_MESSAGES.pinsFormat,
    );
    expect((await pin(token, 'nope').expect(400)).body.message).toBe(
      PROJECT_CONTENT_MESSAGES.pinsFormat,
    );
  });

  it('needs a signed-in caller (401)', async () => {
    await request(t.app).put('/api/account/pins').send({ projectIds: [] }).expect(401);
  });

  it('deleting a pinned project drops its pin; the others keep their order', async () => {
    const { token, user, ids } = await ownerWith(3);
    await pin(token, [ids[2], ids[0], ids[1]]).expect(200);
    await request(t.app).delete(`/api/projects/${ids[0]}`).set(bearer(token)).expect(200);
    expect((await profileList(user.id)).map((p) => [p.id, p.pinned])).toEqual([
      [ids[2], true],
      [ids[1], true],
    ]);
    // The deleted project does not count against the limit or come back.
    const res = await pin(token, [ids[1]]).expect(200);
    expect(res.body.items.map((p: { id: number }) => p.id)).toEqual([ids[1]]);
  });
});
