import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { setupWebApp } from '../helpers/web-app';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function writeRegistry(dir: string, remotes: Record<string, unknown>) {
  // Written the way the deploy script does it: a new file renamed over the old one.
  const tmp = path.join(dir, `registry.json.${process.pid}.tmp`);
  write(tmp, JSON.stringify({ remotes }));
  fs.renameSync(tmp, path.join(dir, 'registry.json'));
}

describe('versioned remote deployments', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;
  beforeAll(async () => {
    t = await setupWebApp({ REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/mf-manifest.json' });
    write(path.join(t.config.remoteDirs.projects, 'mf-manifest.json'), '{"release":"in-place"}');
    write(path.join(t.config.deployDir, 'projects', 'v1', 'mf-manifest.json'), '{"release":"v1"}');
    write(path.join(t.config.deployDir, 'projects', 'v1', 'remoteEntry.js'), 'var v1;');
    write(path.join(t.config.deployDir, 'projects', 'v1', '52.abc123.js'), 'chunk v1');
    write(path.join(t.config.deployDir, 'projects', 'v2', 'mf-manifest.json'), '{"release":"v2"}');
  });
  afterAll(() => t.done());

  it('points /mf-config.json at the in-place build while nothing is deployed', async () => {
    const res = await request(t.app).get('/mf-config.json').expect(200);
    expect(res.body.remotes.projects).toBe('/remotes/projects/mf-manifest.json');
  });

  it('points /mf-config.json at the live version as soon as the registry switches, without a restart', async () => {
    writeRegistry(t.config.deployDir, { projects: { active: 'v2', versions: [] } });
    expect((await request(t.app).get('/mf-config.json')).body.remotes.projects).toBe(
      '/remotes/projects/v2/mf-manifest.json',
    );
    writeRegistry(t.config.deployDir, { projects: { active: 'v1', versions: [] } });
    expect((await request(t.app).get('/mf-config.json')).body.remotes.projects).toBe(
      '/remotes/projects/v1/mf-manifest.json',
    );
  });

  it('keeps serving every kept version, with the usual cache rules', async () => {
    const entry = await request(t.app).get('/remotes/projects/v1/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(t.app).get('/remotes/projects/v1/52.abc123.js').expect(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
    const v2 = await request(t.app).get('/remotes/projects/v2/mf-manifest.json').expect(200);
    expect(v2.text).toContain('v2');
    await request(t.app).get('/remotes/projects/v3/mf-manifest.json').expect(404);
  });

  it('lets an explicit REMOTE_<NAME>_URL win over a deployed version', async () => {
    writeRegistry(t.config.deployDir, { admin: { active: 'v9', versions: [] } });
    const res = await request(t.app).get('/mf-config.json').expect(200);
    expect(res.body.remotes.admin).toBe('https://cdn.example.com/admin/mf-manifest.json');
  });

  it('ignores a registry entry whose version is not a safe folder name', async () => {
    writeRegistry(t.config.deployDir, { projects: { active: '../../etc', versions: [] } });
    const res = await request(t.app).get('/mf-config.json').expect(200);
    expect(res.body.remotes.projects).toBe('/remotes/projects/mf-manifest.json');
  });

  it('names no third-party service unless configured', async () => {
    const res = await request(t.app).get('/mf-config.json').expect(200);
    expect(Object.keys(res.body)).toEqual(['remotes']);
  });
});

describe('third-party settings in /mf-config.json', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;
  beforeAll(async () => {
    t = await setupWebApp({
      ANALYTICS_ID: 'G-TEST123',
      ADS_CLIENT: 'ca-pub-1',
      CONTACT_EMAIL: 'privacy@example.com',
    });
  });
  afterAll(() => t.done());

  it('hands the configured analytics id, ads client and contact address to the page', async () => {
    const res = await request(t.app).get('/mf-config.json').expect(200);
    expect(res.body).toMatchObject({
      analyticsId: 'G-TEST123',
      adsClient: 'ca-pub-1',
      contactEmail: 'privacy@example.com',
    });
  });
});
