import request from 'supertest';
import { selectRows } from '../../src/db/fast-read';
import { createProjectContentRepository } from '../../src/components/projects/project-content.repository';
import { toProjectDetail } from '../../src/components/projects/projects.mapper';
import { OWNER_ATTRIBUTES, toProjectRow } from '../../src/components/projects/projects.repository';
import { toPublicUser } from '../../src/components/users/users.mapper';
import { hashToken } from '../../src/components/auth/tokens';
import { inTransaction } from '../../src/db/transactions';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

/**
 * The hot reads that skip Sequelize's query pipeline (db/fast-read.ts): a bearer
 * token's account, a profile and a project. They must answer exactly what the model reads did,
 * and a token must stop working the moment it expires.
 */
describe('reads on the driver connection', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let reader: Awaited<ReturnType<typeof registerUser>>;
  let projectId: number;

  beforeAll(async () => {
    t = await setupTestApp();
    owner = await registerUser(t.app);
    reader = await registerUser(t.app);
    projectId = (
      await createProject(t.app, owner.token, {
        title: 'Fast reads',
        description: 'A project with a file, an image and tags',
        tags: JSON.stringify(['sql', 'node']),
        projectUrl: 'https://example.com/fast',
      })
    ).id;
    // A profile with every kind of column filled: JSON lists, image info, dates, counters.
    const { Project, User } = t.ctx.models;
    const project = (await Project.findByPk(projectId))!;
    await User.update(
      {
        bio: 'Writes SQL',
        skills: ['SQL', 'Node.js'],
        featuredSkills: ['SQL'],
        avatarKey: project.imageKey,
        avatarInfo: project.imageInfo,
        githubUrl: 'https://github.com/example',
        followerCount: 3,
        passwordChangedAt: new Date('2026-01-02T03:04:05.678Z'),
      },
      { where: { id: owner.user.id } },
    );
  });
  afterAll(() => t.done());

  it('answers a signed-in profile read exactly as the Sequelize model read does', async () => {
    const { User, Project } = t.ctx.models;
    const model = (await User.findByPk(owner.user.id))!.get({ plain: true });
    const expected = toPublicUser(model, await Project.count({ where: { userId: owner.user.id } }));
    const res = await request(t.app)
      .get(`/api/users/${owner.user.id}`)
      .set(bearer(reader.token))
      .expect(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(res.body.skills).toEqual(['SQL', 'Node.js']);
    expect(res.body.avatar).not.toBeNull();
    expect(res.body.projectCount).toBe(1);
  });

  it('answers a signed-in project read exactly as the Sequelize model read does', async () => {
    const { User, Project } = t.ctx.models;
    const model = (await Project.findByPk(projectId, {
      include: [
        {
          model: User,
          as: 'user',
          attributes: OWNER_ATTRIBUTES,
        },
      ],
    }))!;
    const content = await createProjectContentRepository(t.ctx.models).of(projectId);
    const expected = toProjectDetail(toProjectRow(model), content);
    const res = await request(t.app)
      .get(`/api/projects/${projectId}`)
      .set(bearer(reader.token))
      .expect(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(res.body.tags).toEqual(['sql', 'node']);
    expect(res.body.image).not.toBeNull();
    expect(res.body.user.avatar).not.toBeNull();
    expect(res.body.images).toHaveLength(1);
    expect(res.body.files).toHaveLength(1);
  });

  it('answers 404 for a profile or project that does not exist', async () => {
    await request(t.app).get('/api/users/999999').set(bearer(reader.token)).expect(404);
    await request(t.app).get('/api/projects/999999').set(bearer(reader.token)).expect(404);
  });

  it('refuses a bearer token from the moment it expires', async () => {
    const { token } = await registerUser(t.app);
    const expire = (ms: number) =>
      t.ctx.models.ApiToken.update(
        { expiresAt: new Date(Date.now() + ms) },
        { where: { tokenHash: hashToken(token) } },
      );
    await expire(60_000);
    await request(t.app).get('/api/auth/user').set(bearer(token)).expect(200);
    await expire(-1_000);
    await request(t.app).get('/api/auth/user').set(bearer(token)).expect(401);
  });

  it('joins the current transaction: a row changed in it is read as changed', async () => {
    const seen = await inTransaction(t.ctx.sequelize, async () => {
      await t.ctx.models.User.update({ bio: 'Uncommitted' }, { where: { id: reader.user.id } });
      const [row] = await selectRows<{ bio: string }>(
        t.ctx.sequelize,
        'SELECT bio FROM users WHERE id = ?',
        [reader.user.id],
      );
      throw Object.assign(new Error('roll back'), { seen: row.bio });
    }).catch((err: { seen?: string }) => err.seen);
    expect(seen).toBe('Uncommitted');
    const [after] = await selectRows<{ bio: string | null }>(
      t.ctx.sequelize,
      'SELECT bio FROM users WHERE id = ?',
      [reader.user.id],
    );
    expect(after.bio).toBeNull();
  });

  it('reports a failing statement as a Sequelize DatabaseError with the statement, every time', async () => {
    for (let i = 0; i < 2; i += 1)
      await expect(selectRows(t.ctx.sequelize, 'SELECT nope FROM users', [])).rejects.toMatchObject(
        {
          name: 'SequelizeDatabaseError',
          sql: 'SELECT nope FROM users',
        },
      );
    const rows = await selectRows(t.ctx.sequelize, 'SELECT id FROM users WHERE id = ?', [
      owner.user.id,
    ]);
    expect(rows).toEqual([{ id: owner.user.id }]);
  });
});
