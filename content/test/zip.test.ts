import { PROJECT_CONTENT_LIMITS } from '@stackfolio/contract';
import { listZip, NoPreviewError, readZipEntry } from '../src';
import { makeZip, tempFolder } from './support/files';

const folder = tempFolder();
afterAll(() => folder.remove());

/** The archive with every occurrence of `from` in its names replaced (same length). */
const renamed = (zip: Buffer, from: string, to: string) =>
  Buffer.from(zip.toString('latin1').split(from).join(to), 'latin1');

/** Sets the declared inflated size of every entry, in local headers and central directory. */
function declareSize(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at < copy.length - 4; at++) {
    const signature = copy.readUInt32LE(at);
    if (signature === 0x04034b50) copy.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50) copy.writeUInt32LE(size, at + 24);
  }
  return copy;
}

describe('listZip', () => {
  it('lists paths, sizes, compressed sizes and folders from the central directory', async () => {
    const file = folder.file(
      'list.zip',
      await makeZip({ 'src/': '', 'src/main.py': 'print("hi")\n'.repeat(100), 'README.md': '# x' }),
    );

    const entries = await listZip(file);

    expect(entries).toEqual([
      { path: 'src', size: 0, compressedSize: 0, directory: true },
      { path: 'src/main.py', size: 1200, compressedSize: expect.any(Number), directory: false },
      { path: 'README.md', size: 3, compressedSize: expect.any(Number), directory: false },
    ]);
    expect(entries[1].compressedSize).toBeLessThan(1200);
  });

  it('refuses an archive with an entry outside it (..)', async () => {
    const file = folder.file(
      'dots.zip',
      renamed(await makeZip({ 'aa/evil.txt': 'x' }), 'aa/', '../'),
    );

    await expect(listZip(file)).rejects.toThrow(/invalid relative path: \.\.\/evil\.txt/);
    await expect(listZip(file)).rejects.toBeInstanceOf(NoPreviewError);
  });

  it(`refuses an archive of more than ${PROJECT_CONTENT_LIMITS.zipEntries} entries`, async () => {
    const entries = Object.fromEntries(
      Array.from({ length: PROJECT_CONTENT_LIMITS.zipEntries + 1 }, (_, i) => [`f${i}.txt`, '']),
    );
    const file = folder.file('many.zip', await makeZip(entries, false));

    await expect(listZip(file)).rejects.toThrow(/10001 entries/);
  });

  it('refuses an archive whose entries declare more than the inflated cap', async () => {
    const zip = declareSize(
      await makeZip({ 'a.bin': 'a'.repeat(100), 'b.bin': 'b'.repeat(100) }),
      0xfffffff0,
    );

    await expect(listZip(zip)).rejects.toThrow(/declares more than/);
  });
});

describe('readZipEntry', () => {
  it('reads one entry', async () => {
    const file = folder.file(
      'read.zip',
      await makeZip({ 'a.txt': 'first', 'dir/b.txt': 'second' }),
    );

    expect((await readZipEntry(file, 'dir/b.txt', 100)).toString()).toBe('second');
  });

  it('refuses a small archive whose entry inflates past maxBytes', async () => {
    const zip = await makeZip({ 'zeros.bin': Buffer.alloc(4 * 1024 * 1024) });
    const file = folder.file('bomb.zip', zip);

    expect(zip.length).toBeLessThan(10_000);
    await expect(readZipEntry(file, 'zeros.bin', 64 * 1024)).rejects.toThrow(
      /inflates past 65536 bytes/,
    );
  });

  it('refuses an entry that declares a small size and inflates past maxBytes', async () => {
    const file = folder.file(
      'liar.zip',
      declareSize(await makeZip({ 'zeros.bin': Buffer.alloc(1024 * 1024) }), 10),
    );

    await expect(readZipEntry(file, 'zeros.bin', 1000)).rejects.toBeInstanceOf(NoPreviewError);
  });

  it.each(['../etc/passwd', '/etc/passwd', 'a/../../b', 'C:/x'])(
    'refuses the entry path %s',
    async (entryPath) => {
      const file = folder.file('paths.zip', await makeZip({ 'a.txt': 'x' }));

      await expect(readZipEntry(file, entryPath, 100)).rejects.toBeInstanceOf(NoPreviewError);
    },
  );

  it('refuses a path the archive does not have', async () => {
    const file = folder.file('missing.zip', await makeZip({ 'a.txt': 'x' }));

    await expect(readZipEntry(file, 'b.txt', 100)).rejects.toThrow(/no entry b\.txt/);
  });
});
