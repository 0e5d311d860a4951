import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { registerUser } from '@stackfolio/api/testing';
import { setupWebApp } from '../helpers/web-app';
import { parsePage, writeShellIndex } from '../seo/seo-helpers';

/**
 * A stand-in for the shell's Node build (the real one is exercised by e2e/specs/server-render):
 * it answers the route table's question and renders what the in-process API read returned.
 */
const STAND_IN_BUILD = `
exports.matchRoute = (pathname) => (pathname.startsWith('/nowhere') ? null : { route: {} });
exports.pageHead = async () => null;
exports.renderPage = ({ url, fetch, nonce }) => {
  if (url.startsWith('/boom')) throw new Error('the render threw');
  const read = () => fetch('/api/users/all?page=1&limit=5', { method: 'GET' }).then(async (res) => {
    const body = await res.json();
    return { status: res.status, names: body.items.map((u) => u.firstName).join(',') };
  });
  return {
    status: url.startsWith('/nowhere') ? 404 : 200,
    head: Promise.resolve(null),
    ready: url.startsWith('/shell-fails') ? Promise.reject(new Error('no shell')) : Promise.resolve(),
    headStyles: () => '<style nonce="' + nonce + '" data-styled="true">main{}</style>',
    startScript: 'window.pageStarted = true;',
    pipe(sink) {
      sink.write('<main>');
      read().then(({ status, names }) => {
        sink.write('<p data-status="' + status + '">' + names + '</p></main>');
        sink.end('<script type="application/json" id="stackfolio-state" nonce="' + nonce + '">{}</script>');
      });
    },
    abort() {},
  };
};
`;

describe('pages rendered by the shell’s Node build', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;

  beforeAll(async () => {
    t = await setupWebApp();
    writeShellIndex(t.config.shellDir);
    fs.mkdirSync(path.join(t.config.shellDir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(t.config.shellDir, 'server', 'server.js'), STAND_IN_BUILD);
    await registerUser(t.app, { firstName: 'Hedy', lastName: 'Lamarr' });
  });
  afterAll(() => t.done());

  it('streams a signed-out page with data read in-process, styles and state carrying the nonce', async () => {
    const res = await request(t.app).get('/profiles').expect(200);
    const page = parsePage(res.text);
    expect(page.root.innerHTML).toBe('<main><p data-status="200">Hedy</p></main>');
    // The styles of the first part are in the head; the rest of index.html follows the root.
    expect(page.document.head.querySelector('style[data-styled]')).not.toBeNull();
    expect(res.text.trimEnd()).toMatch(/<\/html>$/);
    const nonce = page.document.querySelector('meta[property="csp-nonce"]')?.getAttribute('nonce');
    expect(nonce).toBeTruthy();
    expect(page.document.querySelector('style[data-styled]')?.getAttribute('nonce')).toBe(nonce);
    expect(page.document.getElementById('stackfolio-state')?.getAttribute('nonce')).toBe(nonce);
  });

  it('answers 404 with the rendered page for a path no route matches, signed in or not', async () => {
    const res = await request(t.app).get('/nowhere/at-all').expect(404);
    expect(parsePage(res.text).root.textContent).toBe('Hedy');
    const { agent } = await registerUser(t.app);
    const signedIn = await agent.get('/nowhere').expect(404);
    expect(signedIn.headers['content-type']).toMatch(/text\/html/);
  });

  it('leaves signed-in pages to the browser', async () => {
    const { agent } = await registerUser(t.app);
    const res = await agent.get('/profiles').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('falls back to the page rendered in the browser when the render throws or its shell fails', async () => {
    for (const path of ['/boom', '/shell-fails']) {
      const res = await request(t.app).get(path).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
    }
  });
  it('starts the page’s JavaScript after the first paint: preloaded in the head, started by a script at the end', async () => {
    const res = await request(t.app).get('/profiles').expect(200);
    const page = parsePage(res.text);
    const nonce = page.document.querySelector('meta[property="csp-nonce"]')?.getAttribute('nonce');
    const preload = page.document.head.querySelector('link[rel="preload"][as="script"]');
    const src = preload?.getAttribute('href');
    expect(src).toMatch(/^\/main[.\w]*\.js$/);
    // No script element loads it while the page is parsed (it would compete with the first paint).
    expect(page.document.querySelectorAll('script[src]')).toHaveLength(0);
    const starter = [...page.document.body.querySelectorAll('script:not([type])')].at(-1);
    // The build's own page script, which adds the script named in data-start after the paint.
    expect(starter?.getAttribute('nonce')).toBe(nonce);
    expect(starter?.getAttribute('data-start')).toBe(src);
    expect(starter?.textContent).toBe('window.pageStarted = true;');
    // It comes after the rendered page and its state.
    expect(res.text.indexOf('id="stackfolio-state"')).toBeLessThan(
      res.text.indexOf('window.pageStarted'),
    );
    // A page the browser renders keeps the plain deferred script.
    const { agent } = await registerUser(t.app);
    const signedIn = parsePage((await agent.get('/profiles').expect(200)).text);
    expect(signedIn.document.querySelector(`script[defer][src="${src}"]`)).not.toBeNull();
    expect(signedIn.document.querySelector('link[rel="preload"][as="script"]')).toBeNull();
  });
});
