import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { setupWebApp } from '../helpers/web-app';
import { parsePage, writeShellIndex } from '../seo/seo-helpers';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A remote's browser manifest as the federation plugin writes it (publicPath "auto"). */
function manifest(routesChunk: string) {
  return JSON.stringify({
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'routes', assets: { js: { sync: [routesChunk], async: ['9.later.js'] } } },
      { name: 'widgets', assets: { js: { sync: ['7.widgets.js'], async: [] } } },
    ],
  });
}

const preloads = (html: string) =>
  [...parsePage(html).document.querySelectorAll('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('a page preloads the scripts of its remote', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;
  beforeAll(async () => {
    t = await setupWebApp({ REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/mf-manifest.json' });
    writeShellIndex(t.config.shellDir);
    write(path.join(t.config.remoteDirs.projects, 'mf-manifest.json'), manifest('1.routes.js'));
    write(
      path.join(t.config.deployDir, 'projects', 'v2', 'mf-manifest.json'),
      manifest('2.new.js'),
    );
  });
  afterAll(() => t.done());

  it("names the remote's entry and its pages' code, not what loads later or elsewhere", async () => {
    const res = await request(t.app).get('/browse-projects').expect(200);
    expect(preloads(res.text)).toEqual([
      '/remotes/projects/remoteEntry.js',
      '/remotes/projects/1.routes.js',
    ]);
  });

  it('names the live version once a deploy switches the registry', async () => {
    write(
      path.join(t.config.deployDir, 'registry.json'),
      JSON.stringify({ remotes: { projects: { active: 'v2', versions: [] } } }),
    );
    const res = await request(t.app).get('/browse-projects').expect(200);
    expect(preloads(res.text)).toEqual([
      '/remotes/projects/v2/remoteEntry.js',
      '/remotes/projects/v2/2.new.js',
    ]);
  });

  it("preloads nothing for the shell's own pages, a remote served from elsewhere or without a manifest", async () => {
    expect(preloads((await request(t.app).get('/').expect(200)).text)).toEqual([]);
    expect(preloads((await request(t.app).get('/admin').expect(200)).text)).toEqual([]);
    expect(preloads((await request(t.app).get('/profiles').expect(200)).text)).toEqual([]);
  });

  it('preloads nothing, and still sends the page, when the manifest is not one it can read', async () => {
    for (const broken of [
      '{"name":"mfe_resume"}',
      '{"metaData":',
      '{"metaData":{"remoteEntry":{"name":"r.js","path":""}},"exposes":[{"name":"routes"}]}',
    ]) {
      write(path.join(t.config.remoteDirs.resume, 'mf-manifest.json'), broken);
      // A new modification time for each version of the file.
      fs.utimesSync(
        path.join(t.config.remoteDirs.resume, 'mf-manifest.json'),
        new Date(),
        new Date(Date.now() + broken.length * 1000),
      );
      const res = await request(t.app).get('/resume').expect(200);
      expect(preloads(res.text)).toEqual([]);
    }
  });
});
