import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { registerUser } from '@stackfolio/api/testing';
import { setupWebApp } from '../helpers/web-app';
import { parsePage, writeShellIndex } from '../seo/seo-helpers';

/** A stand-in for the shell's Node build that shows which theme the render was asked for. */
const STAND_IN_BUILD = `
exports.matchRoute = () => ({ route: {} });
exports.renderPage = ({ theme }) => ({
  status: 200,
  ready: Promise.resolve(),
  headStyles: () => '',
  startScript: '',
  pipe(sink) {
    sink.write('<main data-render-theme="' + theme + '"></main>');
    sink.end('');
  },
  abort() {},
});
`;

const themeOf = (html: string) =>
  parsePage(html).document.documentElement.getAttribute('data-theme');

describe('the theme cookie on served pages', () => {
  let t: Awaited<ReturnType<typeof setupWebApp>>;

  beforeAll(async () => {
    t = await setupWebApp();
    writeShellIndex(t.config.shellDir);
    fs.mkdirSync(path.join(t.config.shellDir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(t.config.shellDir, 'server', 'server.js'), STAND_IN_BUILD);
  });
  afterAll(() => t.done());

  it('puts a dark choice on <html> of a server-rendered page and hands it to the render', async () => {
    const res = await request(t.app).get('/profiles').set('Cookie', 'sf-theme=dark').expect(200);
    expect(themeOf(res.text)).toBe('dark');
    expect(res.text).toMatch(/^<!doctype html>\s*<html[^>]* data-theme="dark"/i);
    const main = parsePage(res.text).document.querySelector('main');
    expect(main?.getAttribute('data-render-theme')).toBe('dark');
  });

  it('puts a light choice on <html> of a page a signed-in user loads, rendered in the browser', async () => {
    const { agent } = await registerUser(t.app);
    const signedIn = await agent.get('/settings').expect(200);
    expect(themeOf(signedIn.text)).toBeNull();
    // The browser sends its session cookie with the theme cookie: the page is not rendered here.
    const res = await request(t.app)
      .get('/settings')
      .set('Cookie', 'stackfolio.sid=s%3Aabc; sf-theme=light')
      .expect(200);
    expect(themeOf(res.text)).toBe('light');
    expect(parsePage(res.text).document.querySelector('main')).toBeNull();
  });

  it('leaves the page to the device’s preference without a cookie, or with one it does not know', async () => {
    const none = await request(t.app).get('/profiles').expect(200);
    expect(themeOf(none.text)).toBeNull();
    expect(
      parsePage(none.text).document.querySelector('main')?.getAttribute('data-render-theme'),
    ).toBe('system');

    const odd = await request(t.app)
      .get('/profiles')
      .set('Cookie', `sf-theme=${encodeURIComponent('dark"><script>alert(1)</script>')}`)
      .expect(200);
    expect(themeOf(odd.text)).toBeNull();
    expect(odd.text).not.toContain('alert(1)');
  });
});
