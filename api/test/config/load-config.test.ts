import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from '../../src/config';

describe('loadConfig', () => {
  it('gives working defaults for npm start with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(`sqlite:${path.join(REPO_ROOT, 'data', 'stackfolio.sqlite')}`);
    expect(config.uploadDir).toBe(path.join(REPO_ROOT, 'data', 'uploads'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.remoteUrls.projects).toBe('/remotes/projects/mf-manifest.json');
    expect(config.remoteDirs.admin).toBe(path.join(REPO_ROOT, 'mfe-admin', 'dist'));
    expect(config.shellDir).toBe(path.join(REPO_ROOT, 'shell', 'dist'));
    expect(config.scryptCost).toBe(17);
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads remote URLs, REMOTES_DIR and PUBLIC_URL from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      REMOTE_PROFILES_URL: 'https://cdn.example.com/p/mf-manifest.json',
      REMOTES_DIR: '/srv/remotes',
      PUBLIC_URL: 'https://stackfolio.example.com/',
    });
    expect(config.remoteUrls.profiles).toBe('https://cdn.example.com/p/mf-manifest.json');
    expect(config.remoteDirs.profiles).toBe('/srv/remotes/profiles');
    expect(config.publicUrl).toBe('https://stackfolio.example.com');
  });

  it('asks new accounts to confirm their address when mail is delivered (SMTP_URL), unless told', () => {
    expect(loadConfig({}).emailVerification).toBe('off');
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).emailVerification).toBe('required');
    expect(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', EMAIL_VERIFICATION: 'off' })
        .emailVerification,
    ).toBe('off');
    expect(loadConfig({ EMAIL_VERIFICATION: 'required' }).emailVerification).toBe('required');
    expect(() => loadConfig({ EMAIL_VERIFICATION: 'maybe' })).toThrow(/EMAIL_VERIFICATION/);
  });

  it('fails fast naming each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x' })).toThrow(/DATABASE_URL/);
  });

  it('requires a long SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).sessionSecret,
    ).toBe('x'.repeat(32));
  });
});
