import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const optionsFor = (log2N: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** log2N,
  r,
  p,
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MB) is below OWASP's N=2^17, r=8.
  maxmem: 256 * 2 ** log2N * r,
});

/**
 * Hashes a password with scrypt. The stored form `scrypt$<log2N>$<r>$<p>$<salt>$<key>` keeps the
 * parameters, so raising the cost later does not break existing hashes.
 */
export async function hashPassword(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, optionsFor(log2N, 8, 1));
  return ['scrypt', log2N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64'),
    optionsFor(Number(log2N), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A well-formed hash at this cost that no password matches (random salt and key): checking a
 * password against it costs exactly one scrypt, like checking against a real user's hash.
 */
export function dummyHash(log2N: number): string {
  return [
    'scrypt',
    log2N,
    8,
    1,
    randomBytes(16).toString('base64'),
    randomBytes(KEY_LENGTH).toString('base64'),
  ].join('$');
}
