import { PROJECT_CONTENT_LIMITS } from '@stackfolio/contract';
/**
 * Hostile values, by the kind of input they are thrown at. Every value here must be refused
 * (4xx) where its kind is expected; search text is the exception (it may find nothing, 200).
 */
export const SCRIPT = '<script>alert(1)</script>';
export const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE users',
  '1 OR 1=1',
  "' UNION SELECT password_hash FROM users --",
];
export const TRAVERSAL = ['../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd'];

/** Wrong JSON types, for a field that expects text (null, too, unless the field can be cleared). */
const notTextOrNull: unknown[] = [12345, ['x'], { a: 1 }, true];
const notText: unknown[] = [...notTextOrNull, null];
const long = (n: number) => 'x'.repeat(n);
const badUrls: unknown[] = [
  'javascript:alert(1)',
  `data:text/html,${SCRIPT}`,
  'file:///etc/passwd',
  '//evil.example',
  'http://',
  `https://x.dev/${long(3_000)}`,
];

export type FieldKind =
  | 'text'
  | 'longText'
  | 'optionalText'
  | 'clearableText'
  | 'name'
  | 'email'
  | 'password'
  | 'url'
  | 'clearableUrl'
  | 'id'
  | 'enum'
  | 'list'
  | 'flag';

/** Values refused for each kind of body field. */
export const FIELD_VALUES: Record<FieldKind, unknown[]> = {
  text: [...notText, long(20_001)],
  // A write-up: one character past its limit.
  longText: [...notText, long(PROJECT_CONTENT_LIMITS.writeup + 1)],
  // Nullable text (the view payload's referrer and user agent): null is allowed.
  optionalText: [...notTextOrNull, long(20_001)],
  name: [...notText, 'A', long(20_001)],
  email: [
    ...notText,
    'not-an-email',
    SQL[0],
    `ada@example.com' --`,
    `${SCRIPT}@x.dev`,
    `${long(300)}@x.dev`,
    'ada\u0000@example.com',
  ],
  password: [...notText, long(2_000)],
  url: [...notText, ...badUrls],
  // A profile's text and links: sent empty or null, the person cleared them (docs/product.md §5).
  clearableText: [...notTextOrNull, long(20_001)],
  clearableUrl: [...notTextOrNull, ...badUrls],
  id: [
    'abc',
    -1,
    0,
    1.5,
    1e20,
    2147483648,
    '1 OR 1=1',
    '1; DROP TABLE users',
    '../../etc/passwd',
    '0x10',
    '1e1',
    [1],
    { id: 1 },
    true,
    null,
    '',
    SCRIPT,
  ],
  enum: [...notText, 'nope', SCRIPT, '__proto__', 'constructor', SQL[0]],
  list: [
    12345,
    { a: 1 },
    null,
    true,
    [1, 2],
    [{}],
    [null],
    '[not json',
    Array.from({ length: 1000 }, (_, i) => `t${i}`),
    [long(51)],
  ],
  flag: [12345, ['true'], { a: 1 }, null],
};

/** Path-parameter ids: raw text put into the URL (encoded unless `raw`). */
export const ID_VALUES: Array<{ value: string; raw?: boolean }> = [
  { value: 'abc' },
  { value: '-1' },
  { value: '0' },
  { value: '1.5' },
  { value: '1e3' },
  { value: '0x10' },
  { value: '99999999999' },
  { value: '2147483648' },
  { value: '9'.repeat(400) },
  { value: ' 1' },
  { value: '1 OR 1=1' },
  { value: '1;DROP TABLE users' },
  { value: "1' OR '1'='1" },
  { value: '../../etc/passwd' },
  { value: '../../etc/passwd', raw: true },
  { value: '%2e%2e%2f%2e%2e%2fetc%2fpasswd', raw: true },
  { value: '..%252f..%252fetc', raw: true },
  { value: '%ff%fe', raw: true },
  { value: '%00', raw: true },
  { value: '1%00', raw: true },
  { value: SCRIPT },
  { value: '__proto__' },
  { value: 'constructor' },
  { value: 'null' },
  { value: 'undefined' },
];

export type QueryKind = 'page' | 'limit' | 'search' | 'range' | 'ignored';

/** Query values (each sent as `?name=value`; arrays as repeated parameters). */
export const QUERY_VALUES: Record<QueryKind, Array<string | string[]>> = {
  page: [
    'abc',
    '-1',
    '0',
    '1.5',
    '1e309',
    '99999999999999999999',
    '1 OR 1=1',
    "1'; DROP TABLE users; --",
    ['1', '2'],
    '',
    SCRIPT,
  ],
  limit: ['abc', '-1', '0', '101', '1e9', '1 OR 1=1', ['1', '2'], SCRIPT],
  range: [
    'forever',
    '7days; DROP TABLE users',
    ['7days', 'all'],
    "' OR 1=1 --",
    SCRIPT,
    '__proto__',
  ],
  // Search text may legitimately find nothing (200); too long or repeated is refused.
  search: [
    ...SQL,
    "%' OR 1=1 --",
    '%',
    '_',
    '\\',
    SCRIPT,
    '"]',
    '\u0000',
    long(10_000),
    ['a', 'b'],
  ],
  ignored: [...SQL, SCRIPT, '__proto__', long(2_000)],
};

/** Kinds whose values the API may accept (search finds nothing, ignored parameters). */
export const QUERY_MAY_SUCCEED = new Set<QueryKind>(['search', 'ignored']);

/** Keys that would pollute Object.prototype if merged naively, with privileged extras. */
export const POLLUTION = JSON.parse(
  '{"__proto__":{"isAdmin":true,"polluted":1},"constructor":{"prototype":{"polluted":1}},"isAdmin":true,"id":1,"userId":1,"passwordHash":"x","viewCount":999}',
) as Record<string, unknown>;

/** Raw (non-JSON-object) bodies sent as application/json. */
export const RAW_JSON_BODIES: Array<{ label: string; body: string | Buffer }> = [
  { label: 'invalid JSON', body: '{"a":' },
  { label: 'single-quoted JSON', body: "{'a':1}" },
  { label: 'JSON string', body: '"text"' },
  { label: 'JSON number', body: '12345' },
  { label: 'JSON null', body: 'null' },
  { label: 'JSON array', body: '[1,2,3]' },
  {
    label: 'invalid UTF-8 bytes',
    body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
  },
  { label: 'UTF-16 BOM', body: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]) },
  { label: 'deeply nested JSON', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { label: 'NaN/Infinity tokens', body: '{"a":NaN,"b":Infinity}' },
];
