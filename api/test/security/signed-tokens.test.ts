import { createHmac } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppContext } from '../../src/context';
import { createEmailPreferences } from '../../src/components/notifications/email-preferences';
import { createSavedSearches } from '../../src/components/saved-searches';
import {
  REMEMBER_COOKIE,
  createRememberedBrowser,
} from '../../src/components/two-factor/remembered-browser';
import { createClaimTokens, createSigner, keyFor } from '../../src/lib/signing';

const SECRET = 'a-session-secret-of-the-tests';
const ISSUED_AT = Date.UTC(2026, 10, 27, 8);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest('base64url');

// The formats already out in mails and cookies, spelled out by hand: each must keep verifying.
const unsubscribeKey = createHmac('sha256', SECRET).update('unsubscribe-links').digest();
const mailedUnsubscribe = (claim: object) =>
  `${b64(claim)}.${hmac(unsubscribeKey, `unsubscribe:${b64(claim)}`)}`;
const alertKey = createHmac('sha256', SECRET).update('saved-search-alerts').digest();
const mailedAlert = (claim: object) => `alert.${b64(claim)}.${hmac(alertKey, b64(claim))}`;

const unsubscribeTokens = () =>
  createClaimTokens(createSigner(keyFor(SECRET, 'unsubscribe-links'), 'unsubscribe:'));
const alertTokens = () =>
  createClaimTokens(createSigner(keyFor(SECRET, 'saved-search-alerts')), 'alert.');

describe('signed tokens (lib/signing)', () => {
  const claim = { userId: 7, kinds: ['comment'], issuedAt: ISSUED_AT };

  it('opens a token in the format mails already carry, and seals the same text', () => {
    const mailed = mailedUnsubscribe(claim);
    expect(unsubscribeTokens().open(mailed)).toEqual(claim);
    expect(unsubscribeTokens().seal(claim)).toBe(mailed);

    const alert = { searchId: 3, issuedAt: ISSUED_AT };
    expect(alertTokens().open(mailedAlert(alert))).toEqual(alert);
    expect(alertTokens().seal(alert)).toBe(mailedAlert(alert));
  });

  it('refuses a tampered token, another purpose’s, and one that is no token', () => {
    const tokens = unsubscribeTokens();
    const [data, tag] = mailedUnsubscribe(claim).split('.');
    const forged = b64({ ...claim, userId: 8 });
    for (const bad of [
      `${forged}.${tag}`,
      `${data}.${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`,
      `${data}.${tag}x`,
      `${data}.`,
      data,
      '',
      'nonsense',
      // Signed under the same key but for another purpose.
      `${data}.${createSigner(keyFor(SECRET, 'unsubscribe-links')).sign(data)}`,
      // The alerts' token on the notifications' URL, and the other way round.
      mailedAlert({ searchId: 3, issuedAt: ISSUED_AT }).slice('alert.'.length),
    ])
      expect(tokens.open(bad)).toBeNull();
    expect(alertTokens().open(mailedUnsubscribe(claim))).toBeNull();
    expect(alertTokens().open(`alert.${mailedUnsubscribe(claim)}`)).toBeNull();
    // Another secret signs differently.
    const other = createClaimTokens(createSigner(keyFor('another', 'unsubscribe-links'), 'x'));
    expect(other.open(mailedUnsubscribe(claim))).toBeNull();
  });

  it('refuses a correctly signed token whose data is not a JSON object', () => {
    const signer = createSigner(keyFor(SECRET, 'unsubscribe-links'), 'unsubscribe:');
    const tokens = createClaimTokens(signer);
    for (const data of ['bm90IGpzb24', b64(null), b64(42)])
      expect(tokens.open(`${data}.${signer.sign(data)}`)).toBeNull();
  });
});

describe('the tokens of the components that sign with it', () => {
  let clock: jest.SpyInstance;
  beforeEach(() => {
    clock = jest.spyOn(Date, 'now').mockReturnValue(ISSUED_AT);
  });
  afterEach(() => clock.mockRestore());
  const ctx = { config: { sessionSecret: SECRET }, models: {} } as unknown as AppContext;

  it('mail unsubscribe and alert links in the same format as before', () => {
    expect(createEmailPreferences(ctx).unsubscribeToken(7, ['comment', 'like'])).toBe(
      mailedUnsubscribe({ userId: 7, kinds: ['comment', 'like'], issuedAt: ISSUED_AT }),
    );
    const searches = createSavedSearches(ctx);
    const alert = searches.unsubscribeToken(3);
    expect(alert).toBe(mailedAlert({ searchId: 3, issuedAt: ISSUED_AT }));
    expect(searches.isAlertToken(alert)).toBe(true);
  });

  it('remember a browser with the same cookie as before, and only that one', () => {
    const browser = createRememberedBrowser({ sessionSecret: SECRET, publicUrl: 'http://x' });
    const binding = { userId: 7, enabledAt: new Date(1000), passwordChangedAt: null };
    const expires = ISSUED_AT + 30 * 86_400_000;
    const cookie = `7.${expires}.${hmac(SECRET, `2fa-remember:7.${expires}.1000.0`)}`;
    const set: string[] = [];
    browser.remember(
      { cookie: (_name: string, value: string) => set.push(value) } as unknown as Response,
      binding,
    );
    expect(set).toEqual([cookie]);

    const req = (value: string) =>
      ({ headers: { cookie: `${REMEMBER_COOKIE}=${value}` } }) as Request;
    expect(browser.isRemembered(req(cookie), binding)).toBe(true);
    expect(browser.isRemembered(req(`${cookie}x`), binding)).toBe(false);
    expect(
      browser.isRemembered(req(cookie), { ...binding, passwordChangedAt: new Date(2000) }),
    ).toBe(false);
  });
});
