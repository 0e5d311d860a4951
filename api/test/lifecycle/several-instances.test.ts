import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDF, PNG } from '../helpers/files';
import { availableMysqlServer, createMysqlTestDatabase } from '../helpers/mysql-server';
import { RoundRobinClient } from '../helpers/round-robin-client';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { inspectServed } from '../helpers/images';
import { createTestDatabase, newUser, type TestDatabase } from '../helpers/test-app';

/**
 * Two API processes on one database (MySQL: TEST_DATABASE_URL or the local server; else one
 * SQLite file) with one shared UPLOAD_DIR and the database session store. A user whose requests
 * alternate between them on every request notices nothing.
 */
describe('two API instances behind a round-robin balancer', () => {
  let db: TestDatabase;
  let uploadDir: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const mysql = await availableMysqlServer();
    db = mysql ? await createMysqlTestDatabase(mysql) : await createTestDatabase();
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-shared-uploads-'));
    [a, b] = await Promise.all([
      startServerProcess(db.url, { UPLOAD_DIR: uploadDir }),
      startServerProcess(db.url, { UPLOAD_DIR: uploadDir }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('keeps the session, uploads, likes, comments, profile and analytics consistent across instances', async () => {
    const user = new RoundRobinClient([a.url, b.url]);
    const credentials = newUser();
    const file = Buffer.concat([PDF, Buffer.from('shared between instances')]);

    // A: register (a session cookie), B: sign in again with the same account.
    expect((await user.request('POST', '/api/auth/register', credentials)).status).toBe(201);
    const login = await user.request('POST', '/api/auth/login', {
      email: credentials.email,
      password: credentials.password,
    });
    expect(login.status).toBe(200);

    // A: upload a project with a file and a cover image.
    const form = new FormData();
    form.set('title', 'Two instances');
    form.set('file', new Blob([file], { type: 'application/pdf' }), 'report.pdf');
    form.set('image', new Blob([PNG], { type: 'image/png' }), 'cover.png');
    const created = await user.request('POST', '/api/projects', form);
    expect(created.status).toBe(201);
    const project = created.json() as { id: number; userId: number; imageUrl: string };

    // B: download the file A stored; A: the project counts the download.
    const download = await user.request('GET', `/api/projects/${project.id}/download`);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(file)).toBe(true);
    expect((await user.request('GET', `/api/projects/${project.id}`)).json()).toMatchObject({
      title: 'Two instances',
      downloadCount: 1,
    });

    // B: the cover image A stored is served.
    const image = await user.request('GET', project.imageUrl);
    expect(image.status).toBe(200);
    expect(await inspectServed(image.bytes)).toMatchObject({ format: 'png', width: 1 });

    // A: like, B: sees the like; A: comment, B: sees the comment.
    expect((await user.request('POST', `/api/projects/${project.id}/like`)).json()).toEqual({
      hasLiked: true,
      likesCount: 1,
    });
    expect((await user.request('GET', `/api/projects/${project.id}/like-status`)).json()).toEqual({
      hasLiked: true,
      likesCount: 1,
    });
    expect(
      (
        await user.request('POST', `/api/projects/${project.id}/comments`, {
          content: 'Seen from both sides',
        })
      ).status,
    ).toBe(201);
    const comments = (await user.request('GET', `/api/projects/${project.id}/comments`)).json();
    expect(JSON.stringify(comments)).toContain('Seen from both sides');

    // A: edit the profile, B: the signed-in user shows it.
    expect(
      (
        await user.request('PATCH', '/api/users/profile', {
          bio: 'Edited on one instance',
          skills: ['Resilience'],
        })
      ).status,
    ).toBe(200);
    expect((await user.request('GET', '/api/auth/user')).json()).toMatchObject({
      bio: 'Edited on one instance',
      skills: ['Resilience'],
    });

    // A: analytics of the user (B served the download).
    const analytics = await user.request('GET', `/api/analytics/${project.userId}`);
    expect(analytics.status).toBe(200);
    expect(analytics.json()).toMatchObject({ totalDownloads: 1 });

    // B: sign out; A: the session cookie from before the logout is refused there too.
    const signedIn = user.cookieHeader();
    expect(signedIn).toMatch(/stackfolio\.sid=/);
    expect((await user.request('POST', '/api/auth/logout')).status).toBe(200);
    expect(
      (await user.request('GET', '/api/auth/user', undefined, { cookie: signedIn })).status,
    ).toBe(401);

    // Every request alternated between the two processes.
    expect(user.served).toEqual(user.served.map((_, i) => (i % 2 === 0 ? a.url : b.url)));
  });
});
