import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { runAdminCommand } from '../../src/cli/admin';
import { loadConfig } from '../../src/config';
import {
  ORPHAN_GRACE_MS,
  startOrphanSweep,
  sweepOrphanFiles,
} from '../../src/components/uploads/orphan-sweep';
import { PNG } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { registerUser, setupTestApp } from '../helpers/test-app';

describe('orphaned upload files sweep', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let referenced: string[];
  beforeAll(async () => {
    t = await setupTestApp({ LOG_LEVEL: 'silent' });
    const owner = await registerUser(t.app);
    const { id } = await createProject(t.app, owner.token);
    const row = (await t.ctx.models.Project.findByPk(id))!;
    const avatar = 'images/avatarAvatarAvatar0123.png';
    await t.ctx.models.User.update({ avatarKey: avatar }, { where: { id: owner.user.id } });
    referenced = [row.fileKey!, row.imageKey!, avatar];
    put(avatar);
  });
  afterAll(() => t.done());

  const at = (key: string) => path.join(t.uploadDir, key);
  const exists = (key: string) => fs.existsSync(at(key));
  /** Writes a file, `ageMs` old. */
  function put(key: string, ageMs = 0) {
    fs.mkdirSync(path.dirname(at(key)), { recursive: true });
    fs.writeFileSync(at(key), PNG);
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(at(key), when, when);
  }
  const OLD = ORPHAN_GRACE_MS + 60_000;
  const age = (keys: string[], ms: number) => {
    const when = new Date(Date.now() - ms);
    for (const k of keys) fs.utimesSync(at(k), when, when);
  };

  it('removes old unreferenced files and leftover upload parts; keeps referenced, young and foreign files', async () => {
    age(referenced, OLD);
    const oldOrphans = [
      'images/oldOrphanOldOrphan0001.png',
      'files/oldOrphanOldOrphan0002.pdf',
      `tmp/${'a'.repeat(32)}.part`,
    ];
    const young = ['images/youngOrphanYoungOrph1.png', `tmp/${'b'.repeat(32)}.part`];
    const foreign = ['images/README.txt', 'notes.txt'];
    for (const k of oldOrphans) put(k, OLD);
    for (const k of young) put(k, ORPHAN_GRACE_MS - 5 * 60_000);
    for (const k of foreign) put(k, OLD);

    const result = await sweepOrphanFiles(t.ctx.storage, t.ctx.models);

    expect(result.removed.sort()).toEqual([...oldOrphans].sort());
    for (const k of oldOrphans) expect(exists(k)).toBe(false);
    for (const k of [...referenced, ...young, ...foreign]) expect(exists(k)).toBe(true);
    // The project's file is still served.
    const project = (await t.ctx.models.Project.findOne())!;
    await request(t.app).get(`/api/projects/${project.id}/download`).expect(200);
  });

  it('runs from the admin CLI', async () => {
    put('files/cliOrphanCliOrphan00001.zip', OLD);
    const line = await runAdminCommand(['sweep-files'], t.ctx.sequelize, t.ctx.storage);
    expect(line).toMatch(/^Checked \d+ upload files, removed 1 no longer referenced$/);
    expect(exists('files/cliOrphanCliOrphan00001.zip')).toBe(false);
    for (const k of referenced) expect(exists(k)).toBe(true);
    await expect(runAdminCommand(['sweep-files'], t.ctx.sequelize)).rejects.toThrow(/STORAGE_URL/);
  });

  it('runs on a timer until stopped', async () => {
    put('images/timerOrphanTimerOrph1.png', OLD);
    // A fraction of a minute, so the test need not wait an hour.
    const stop = startOrphanSweep(t.ctx.storage, t.ctx.models, t.ctx.logger, 0.001);
    try {
      for (let i = 0; i < 200 && exists('images/timerOrphanTimerOrph1.png'); i += 1)
        await new Promise((r) => setTimeout(r, 25));
      expect(exists('images/timerOrphanTimerOrph1.png')).toBe(false);
    } finally {
      await stop();
    }
    put('images/afterStopAfterStop001.png', OLD);
    await new Promise((r) => setTimeout(r, 300));
    expect(exists('images/afterStopAfterStop001.png')).toBe(true);
    for (const k of referenced) expect(exists(k)).toBe(true);
  });

  it('is configured by ORPHAN_SWEEP_MINUTES (default hourly, 0 = off)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).orphanSweepMinutes).toBe(60);
    expect(loadConfig({ NODE_ENV: 'test', ORPHAN_SWEEP_MINUTES: '0' }).orphanSweepMinutes).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'test', ORPHAN_SWEEP_MINUTES: '-5' })).toThrow(
      /ORPHAN_SWEEP_MINUTES/,
    );
    expect(startOrphanSweep(t.ctx.storage, t.ctx.models, t.ctx.logger, 0)).toEqual(
      expect.any(Function),
    );
  });
});
