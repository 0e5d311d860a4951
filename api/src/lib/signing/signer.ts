import { createHmac, timingSafeEqual } from 'node:crypto';

/** A key of its own for one use of a secret: what is signed for one use is no use for another. */
export const keyFor = (secret: string, label: string): Buffer =>
  createHmac('sha256', secret).update(label).digest();

/**
 * HMAC-SHA256 tags (base64url) for one purpose: `purpose` is prefixed to what is signed, so a tag
 * made for one purpose never verifies for another under the same key.
 */
export function createSigner(key: string | Buffer, purpose = '') {
  const sign = (data: string): string =>
    createHmac('sha256', key).update(`${purpose}${data}`).digest('base64url');
  return {
    sign,
    /** Whether `tag` is `data`'s, compared in constant time. */
    verify(data: string, tag: string): boolean {
      const expected = Buffer.from(sign(data));
      const given = Buffer.from(tag);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type Signer = ReturnType<typeof createSigner>;

/**
 * Tokens that carry a claim: `<prefix><the claim's JSON in base64url>.<its tag>`. `open` gives
 * back the claim of a token `seal` made, unaltered, else null; its fields are the caller's to check.
 */
export function createClaimTokens(signer: Signer, prefix = '') {
  return {
    seal(claim: object): string {
      const data = Buffer.from(JSON.stringify(claim)).toString('base64url');
      return `${prefix}${data}.${signer.sign(data)}`;
    },
    open(token: string): Record<string, unknown> | null {
      if (!token.startsWith(prefix)) return null;
      const [data = '', tag = ''] = token.slice(prefix.length).split('.');
      if (!signer.verify(data, tag)) return null;
      try {
        const claim: unknown = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
        return claim !== null && typeof claim === 'object'
          ? (claim as Record<string, unknown>)
          : null;
      } catch {
        return null;
      }
    },
  };
}
