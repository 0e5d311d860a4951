/**
 * zod decides whether it may compile parsers by constructing `new Function("")`, which a page's
 * Content-Security-Policy refuses and reports (a violation in the console) even though zod
 * catches the error. These count the `Function` constructions zod makes while it builds and
 * parses an object schema: plain zod makes one; zod as the browser bundles get it, none.
 */
const RealFunction = globalThis.Function;
let constructed = 0;

beforeEach(() => {
  constructed = 0;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: string[]) {
      constructed += 1;
      return Reflect.construct(target, args);
    },
  });
});
afterEach(() => {
  globalThis.Function = RealFunction;
});

type Zod = typeof import('./zod-jitless');

function parseASignIn(zod: Zod) {
  const signIn = zod.z.object({ email: zod.z.string(), password: zod.z.string() });
  return signIn.parse({ email: 'ada@example.com', password: 'analytical engine' });
}

describe('zod in the browser bundles', () => {
  // First: once the browser's module has run, zod is jitless in this process.
  it('plain zod probes Function when it first parses an object (the control)', async () => {
    await jest.isolateModulesAsync(async () => {
      parseASignIn((await import('zod')) as Zod);
    });
    expect(constructed).toBeGreaterThan(0);
  });

  it('zod as the bundles import it parses without constructing a Function', async () => {
    await jest.isolateModulesAsync(async () => {
      expect(parseASignIn(await import('./zod-jitless'))).toEqual({
        email: 'ada@example.com',
        password: 'analytical engine',
      });
    });
    expect(constructed).toBe(0);
  });
});
