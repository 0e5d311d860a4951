import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keys derived from SESSION_SECRET for two-factor data at rest: authenticator secrets are
 * encrypted (AES-256-GCM), so a copy of the database alone yields no codes; recovery codes are
 * stored as an HMAC (they are random, so a keyed hash suffices and lets a code be found by value).
 */
export function createSecretBox(sessionSecret: string) {
  const key = (info: string) =>
    Buffer.from(hkdfSync('sha256', sessionSecret, 'stackfolio', info, 32));
  const encKey = key('totp-secret');
  const macKey = key('recovery-code');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    /** The plain text, or null when the box was sealed with another key or altered. */
    open(sealed: string): string | null {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
    hashRecoveryCode: (normalized: string) =>
      createHmac('sha256', macKey).update(normalized).digest('hex'),
  };
}
