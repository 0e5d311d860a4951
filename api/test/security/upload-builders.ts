import { crc32, deflateSync } from 'node:zlib';
import { PNG } from '../helpers/files';

/** Hostile files built byte by byte: polyglots, decompression bombs, absurd archives. */

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG declaring width×height with a tiny IDAT (a decompression bomb once decoded). */
export function pngOfSize(width: number, height: number, extraChunks: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    ...extraChunks,
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SCRIPT_HTML = Buffer.from(
  '<html><body><script>alert(document.cookie)</script></body></html>',
);

/** A valid PNG with an HTML page appended after IEND. */
export const pngWithHtmlAfterEnd = () => Buffer.concat([PNG, SCRIPT_HTML]);
/** A valid PNG whose tEXt chunk carries a script. */
export const pngWithScriptChunk = () =>
  pngOfSize(1, 1, [pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT_HTML.toString()}`))]);

/**
 * The GIF/JavaScript polyglot: "GIF89a/*" opens a JS comment in the width field, a comment
 * extension closes it and runs code ("*\/=alert(1)//"), and the trailer ends the file.
 */
export function gifJsPolyglot(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a/*', 'latin1'),
    Buffer.from([0x0a, 0x00, 0x00, 0x00, 0x00]),
    Buffer.from('2c00000000010001000002024401', 'hex'),
    Buffer.from([0x00, 0x21, 0xfe]),
    Buffer.from([15]),
    Buffer.from('*/=alert(1)//xx', 'latin1'),
    Buffer.from([0x00, 0x3b]),
  ]);
}

/** A GIF with JavaScript after its trailer. */
export const gifWithTrailingJs = (gif: Buffer) =>
  Buffer.concat([gif, Buffer.from('\n*/=alert(1);', 'latin1')]);

export const PDF_WITH_JS = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);

export interface ZipEntry {
  name: string;
  data?: Buffer;
  /** Declared sizes (the central directory may lie); default: the data's own length. */
  declaredSize?: number;
  /** Point this central-directory entry at another entry's local header (overlap). */
  sameOffsetAs?: number;
}

/** A zip (stored entries) whose central directory says what the entries declare. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = e.data ?? Buffer.alloc(0);
    const name = Buffer.from(e.name);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt32LE(crc32(data) >>> 0, 14);
    h.writeUInt32LE(data.length, 18);
    h.writeUInt32LE(data.length, 22);
    h.writeUInt16LE(name.length, 26);
    offsets.push(offset);
    locals.push(h, name, data);
    offset += 30 + name.length + data.length;
  }
  const central: Buffer[] = [];
  entries.forEach((e, i) => {
    const data = e.data ?? Buffer.alloc(0);
    const name = Buffer.from(e.name);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt32LE(crc32(data) >>> 0, 16);
    c.writeUInt32LE(data.length, 20);
    c.writeUInt32LE(e.declaredSize ?? data.length, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offsets[e.sameOffsetAs ?? i], 42);
    central.push(c, name);
  });
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/* Real images from CPython's test data and IDLE's icons (PSF licence), so the checks are proven
   not to refuse ordinary files: a JFIF JPEG, an extended (VP8X) WebP, and a sloppy GIF with junk
   after its trailer, as old tools wrote them. */
export const REAL_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQIDBAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolvw4KOp1KM6iCNvngZHwetf//Z',
  'base64',
);
export const REAL_WEBP = Buffer.from(
  'UklGRqgBAABXRUJQVlA4WAoAAAAQAAAADwAADwAAQUxQSMMAAAABJ6KokSTleucYX+ffKpmImP90cY3gJjDi4Yt3MsjBEVyDKzDosHgVjnhRNcEIDAJPkqBqsFUZHNa2bUYvTsZ2PLbtd/uvKa4hov9J0f2PkPe6REkkGzolkTTzFG0Ox9PlFiD0CxS+kOGDtxoynjaCfx0pfk52CPuInrOR75lzRugygtv4zEiy90UwfSD9NheMITJWLaXWayO8XeOlWRXVnIGk2W6WdYoYMQ+KqixQNPowgt+6a1BSKbUtz+lUFAoBAAAAVlA4IL4AAACQAgCdASoQABAAAwA0JbACdDBPCIUMfAMdCCz96AD+/XSg/QKbH4r3Q3ycN/bSDK/T/zVo4u6nvclvG/SqxWOuup+XhN9BojvaW+Tv+MvxvX/hr/o/5Qns9LtmX/+qKdl/yWznhuasl7nkxvSTI4xf3Y85VSB/lU/8Ofj/b9JrA+ifvIOYZm2x1RP/dhfmsf5diuSfR7+z+r/+HR3zEo/+XM/B+vkYw73Pzx+ROaAB/ZoBSzEs3rzZe6qsAAAA',
  'base64',
);
export const SLOPPY_GIF = Buffer.from(
  'R0lGODlhDgALAID/AP8AAMDAwCH5BAEAAAEALAAAAAAOAAsAQAIfDI4Qu8pukJmvJtgazppyBkbX8ZChY57ohJmJl6JKAQA7GhQAOzu6CkQUAAA7Ow==',
  'base64',
);
