import request from 'supertest';
import { runAdminCommand } from '../../src/cli/admin';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('the audit log and the admin command', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.done());

  it('records admin grants and revokes made on the command line, with who ran it', async () => {
    const boss = await registerUser(t.app, { firstName: 'Bea', lastName: 'Boss' });
    const env = { USER: 'ops' };
    await runAdminCommand(['grant', boss.credentials.email], t.ctx.sequelize, undefined, env);
    const other = await registerUser(t.app, { firstName: 'Cy', lastName: 'Clerk' });
    await runAdminCommand(['grant', other.credentials.email], t.ctx.sequelize, undefined, env);
    await runAdminCommand(['revoke', other.credentials.email], t.ctx.sequelize, undefined, env);

    const res = await request(t.app)
      .get('/api/admin/audit-log')
      .set(bearer(boss.token))
      .expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        action: 'revoke-admin',
        via: 'cli',
        actor: null,
        actorLabel: 'command line (ops)',
        targetType: 'profile',
        targetId: other.user.id,
        targetLabel: `Cy Clerk <${other.credentials.email}>`,
      }),
      expect.objectContaining({ action: 'grant-admin', targetId: other.user.id }),
      expect.objectContaining({ action: 'grant-admin', targetId: boss.user.id }),
    ]);
  });

  it('writes nothing to the log for an unknown address', async () => {
    const before = await t.ctx.models.AuditEntry.count();
    await expect(runAdminCommand(['grant', 'nobody@example.com'], t.ctx.sequelize)).rejects.toThrow(
      /No user/,
    );
    expect(await t.ctx.models.AuditEntry.count()).toBe(before);
  });
});
