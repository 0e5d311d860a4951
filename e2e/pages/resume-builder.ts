import { inflateRawSync } from 'node:zlib';
import type { Download, Locator, Page } from '@playwright/test';

/** /resume: the template and format radios, the three actions and the live preview. */
export class ResumeBuilderPage {
  readonly preview: Locator;
  readonly generate: Locator;
  readonly share: Locator;
  readonly fullPreview: Locator;

  constructor(readonly page: Page) {
    this.preview = page.getByRole('region', { name: 'Live Preview' });
    this.generate = page.getByRole('button', { name: 'Generate & Download' });
    this.share = page.getByRole('button', { name: 'Share Resume' });
    this.fullPreview = page.getByRole('button', { name: 'Preview Full Resume' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/resume');
  }

  template(label: string): Locator {
    return this.page
      .getByRole('group', { name: 'Choose a Template' })
      .getByRole('radio', { name: label });
  }

  format(label: string): Locator {
    return this.page
      .getByRole('group', { name: 'Export Format' })
      .getByRole('radio', { name: label });
  }

  /** The resume document inside the live preview. */
  resume(): Locator {
    return this.preview.getByRole('article', { name: 'Resume' });
  }

  async downloadWith(action: () => Promise<void>): Promise<{ download: Download; body: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), action()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { download, body: Buffer.concat(chunks) };
  }
}

/** Reads one entry of a zip (a .docx) through its central directory; stored or deflated. */
export function readZipEntry(zip: Buffer, name: string): string | null {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) return null;
  const entries = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i += 1) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const entryName = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (entryName === name) {
      const dataStart =
        localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      return (method === 0 ? data : inflateRawSync(data)).toString('utf8');
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}
