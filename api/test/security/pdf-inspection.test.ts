import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspectPdf } from '../../src/lib/uploads';

/**
 * The PDF scan reads a large file through one reused buffer in overlapping windows: an action
 * name must be found wherever it falls, also across a window's edge, and only as a whole name.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const WINDOW = 64 * 1024;
let n = 0;
async function verdict(bytes: Buffer): Promise<'accepted' | 'refused'> {
  const file = path.join(dir, `f${n++}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    await inspectPdf(file);
    return 'accepted';
  } catch (err) {
    expect((err as { status?: number }).status).toBe(415);
    return 'refused';
  }
}

/** A PDF of `size` bytes of harmless filler with `text` written at `at`. */
function pdfWith(text: string, at: number, size = 3 * WINDOW): Buffer {
  const buf = Buffer.alloc(size, 0x41); // "AAAA…"
  buf.write('%PDF-1.7\n', 0, 'latin1');
  buf.write(text, at, 'latin1');
  return buf;
}

describe('PDF action scan', () => {
  it.each(['/JavaScript ', '/JS (', '/Launch<<', '/JS/', '/Launch[', '/JavaScript\n'])(
    'refuses %j wherever it falls around a window edge',
    async (name) => {
      for (const edge of [WINDOW, 2 * WINDOW - 32, 2 * WINDOW + 32 - 7]) {
        for (let shift = -name.length; shift <= 1; shift++) {
          expect(await verdict(pdfWith(name, edge + shift))).toBe('refused');
        }
      }
    },
  );

  it('refuses a name ended by a latin-1 no-break space', async () => {
    expect(await verdict(pdfWith('/Launch\u00a0', WINDOW - 3))).toBe('refused');
  });

  it.each(['/JSON ', '/JavaScripts ', '/Launcher ', 'JavaScript ', '/js ', '/JS'])(
    'accepts %j, which is not an action name (or ends the file unended)',
    async (text) => {
      const at = text === '/JS' ? 3 * WINDOW - 3 : WINDOW - 2;
      expect(await verdict(pdfWith(text, at))).toBe('accepted');
    },
  );

  it('accepts a 50 MB PDF of harmless bytes', async () => {
    const file = path.join(dir, 'big.pdf');
    fs.writeFileSync(file, '%PDF-1.4\n');
    fs.truncateSync(file, 50 * 1024 * 1024);
    await expect(inspectPdf(file)).resolves.toBeUndefined();
  });
});
