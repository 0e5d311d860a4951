import { createJsonSyntaxCheck } from '../../src/lib/uploads';

/**
 * The streaming JSON check must agree with JSON.parse on every text, wherever the chunks are cut.
 * Texts come from a seeded generator of JSON and near-JSON (valid values, then random edits).
 */
function checks(text: string, cuts: number[] = []): boolean {
  const bytes = Buffer.from(text);
  const check = createJsonSyntaxCheck();
  let from = 0;
  for (const cut of [...cuts.filter((c) => c < bytes.length).sort((a, b) => a - b), bytes.length]) {
    if (!check.push(bytes.subarray(from, cut))) return false;
    from = cut;
  }
  return check.end();
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '0',
  '-0',
  '12',
  '-3.5',
  '1e5',
  '2E-3',
  '0.25e+2',
  '01',
  '1.',
  '.5',
  '-',
  '1e',
  '+1',
  'true',
  'false',
  'null',
  'tru',
  'nul',
  'True',
  '""',
  '"a"',
  '"é😀"',
  '"\\n\\t\\"\\\\\\/"',
  '"\\u00e9"',
  '"\\u12"',
  '"\\x"',
  '"a\tb"',
  '[]',
  '{}',
  '[1,2]',
  '[1,]',
  '{"a":1}',
  '{"a":}',
  '{a:1}',
  '{"a" 1}',
  '{"a":1,}',
  ' ',
  '\n',
  '\r\t',
];
const EDITS = [
  '"',
  '\\',
  ',',
  ':',
  '[',
  ']',
  '{',
  '}',
  ' ',
  '0',
  '1',
  '-',
  '.',
  'e',
  'u',
  'a',
  '\u0001',
  'é',
];

function value(next: () => number, depth: number): string {
  const r = next();
  if (depth > 3 || r < 0.5) return PIECES[Math.floor(next() * PIECES.length)];
  const n = Math.floor(next() * 4);
  const items = Array.from({ length: n }, () => value(next, depth + 1));
  if (r < 0.75) return `[${items.join(next() < 0.9 ? ',' : ' ')}]`;
  return `{${items.map((v, i) => `"k${i}"${next() < 0.95 ? ':' : ''}${v}`).join(',')}}`;
}

function mutate(text: string, next: () => number): string {
  let out = text;
  const edits = Math.floor(next() * 3);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(next() * (out.length + 1));
    const kind = next();
    const piece = EDITS[Math.floor(next() * EDITS.length)];
    if (kind < 0.4) out = out.slice(0, at) + piece + out.slice(at);
    else if (kind < 0.7) out = out.slice(0, at) + out.slice(at + 1);
    else out = out.slice(0, at) + piece + out.slice(at + 1);
  }
  return out;
}

describe('streaming JSON syntax check', () => {
  it('agrees with JSON.parse on 10,000 generated texts cut into random chunks', () => {
    const next = random(20261126);
    let valid = 0;
    for (let i = 0; i < 10_000; i++) {
      const text = mutate(
        `${next() < 0.2 ? ' ' : ''}${value(next, 0)}${next() < 0.2 ? '\n' : ''}`,
        next,
      );
      const cuts = Array.from({ length: 3 }, () => Math.floor(next() * (text.length + 2)));
      const expected = parses(text);
      if (expected) valid += 1;
      expect({ text, verdict: checks(text, cuts) }).toEqual({ text, verdict: expected });
    }
    // Both kinds are well represented, so agreement means something.
    expect(valid).toBeGreaterThan(2_000);
    expect(valid).toBeLessThan(8_000);
  });

  it.each([
    ['', false],
    ['   ', false],
    ['\ufeff{}', false],
    ['{} {}', false],
    ['[[[[[[[[[[]]]]]]]]]]', true],
    ['"unterminated', false],
  ])('%j → %s, as JSON.parse says', (text, expected) => {
    expect(parses(text)).toBe(expected);
    expect(checks(text)).toBe(expected);
  });

  it('checks nesting far deeper than a byte of bookkeeping per level', () => {
    const deep = '['.repeat(100_000) + '{"a":[1]}' + ']'.repeat(100_000);
    expect(checks(deep, [50_000, 100_003])).toBe(true);
    expect(checks(deep.slice(0, -1))).toBe(false);
    expect(checks(deep.replace('{"a":[1]}', '{"a":[1]]'))).toBe(false);
  });
});
