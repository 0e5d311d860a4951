import fsp from 'node:fs/promises';
import { HttpError } from '../http';
import { UPLOAD_INSPECTION as LIMITS, UPLOAD_MESSAGES } from './upload-rules';

/**
 * Structural checks of uploads that are already known (by magic bytes) to be an image, a PDF or
 * a zip container: decompression bombs, polyglots and active content. Nothing is decoded or
 * inflated; only headers, chunk/block structure and the zip central directory are read.
 */
const refuse = (message: string) => new HttpError(415, message);

/** Markup or script a browser would run if it ever sniffed the bytes as HTML. */
// Only tokens of 5+ characters: shorter ones (e.g. "<svg") turn up by chance in compressed pixels.
const MARKUP =
  /<(script|html|iframe|object|embed)\b|<\?php|<!doctype|javascript:|on(error|load)\s*=/i;

function dimensions(buf: Buffer, mime: string): { width: number; height: number } | null {
  if (mime === 'image/png' && buf.length >= 24 && buf.toString('latin1', 12, 16) === 'IHDR') {
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  }
  if (mime === 'image/gif' && buf.length >= 10)
    return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  if (mime === 'image/webp' && buf.length >= 30) {
    const chunk = buf.toString('latin1', 12, 16);
    if (chunk === 'VP8X')
      return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
    if (chunk === 'VP8L') {
      const bits = buf.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8 ')
      return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
    return null;
  }
  if (mime === 'image/jpeg') {
    // Walk the marker segments up to the first start-of-frame (SOF0–SOF15 but DHT, JPG, DAC).
    let i = 2;
    while (i + 9 < buf.length && buf[i] === 0xff) {
      const marker = buf[i + 1];
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: buf.readUInt16BE(i + 7), height: buf.readUInt16BE(i + 5) };
      }
      i += 2 + buf.readUInt16BE(i + 2);
    }
  }
  return null;
}

/** Text that turns bytes after an image's end into a second file: script, markup, an archive. */
const SECOND_FORMAT = (tail: Buffer) =>
  tail.includes('*/') || tail.includes('PK\x03\x04') || MARKUP.test(tail.toString('latin1'));

/** Bytes after the image's own end (PNG IEND, GIF trailer, RIFF size): where polyglots hide. */
function trailingData(buf: Buffer, mime: string): boolean | 'corrupt' {
  if (mime === 'image/png') {
    let i = 8;
    while (i + 12 <= buf.length) {
      const length = buf.readUInt32BE(i);
      const type = buf.toString('latin1', i + 4, i + 8);
      i += 12 + length;
      if (type === 'IEND') return i < buf.length;
    }
    return 'corrupt';
  }
  if (mime === 'image/gif') return gifTrailing(buf);
  if (mime === 'image/webp') return buf.readUInt32LE(4) + 8 + 1 < buf.length;
  return false;
}

/**
 * GIFs in the wild are often sloppy (junk after the trailer, no trailer at all) and browsers show
 * them, so only what makes a GIF a second format is refused: "GIF89a/*" opening a JS comment, a
 * comment extension closing one or holding markup, script or an archive after the trailer.
 */
function gifTrailing(buf: Buffer): boolean {
  if (buf[6] === 0x2f && buf[7] === 0x2a) return true;
  const skipSubBlocks = (at: number, check?: (data: Buffer) => void) => {
    let i = at;
    while (i < buf.length && buf[i] !== 0) {
      check?.(buf.subarray(i + 1, i + 1 + buf[i]));
      i += buf[i] + 1;
    }
    return i + 1;
  };
  const packed = buf[10];
  let i = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  while (i < buf.length) {
    const block = buf[i];
    if (block === 0x3b) return SECOND_FORMAT(buf.subarray(i + 1));
    if (block === 0x21) {
      const comment = buf[i + 1] === 0xfe || buf[i + 1] === 0x01;
      // A comment that closes a JS comment or holds markup is the GIF/JS polyglot's payload.
      i = skipSubBlocks(
        i + 2,
        comment
          ? (d) => {
              if (d.includes('*/') || MARKUP.test(d.toString('latin1')))
                throw refuse(UPLOAD_MESSAGES.polyglot);
            }
          : undefined,
      );
    } else if (block === 0x2c) {
      const local = buf[i + 9];
      i += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      i = skipSubBlocks(i + 1);
    } else {
      return SECOND_FORMAT(buf.subarray(i));
    }
  }
  return false;
}

/** Images: bounded dimensions (no decompression bombs), nothing after the end, no markup. */
export async function inspectImage(filePath: string, mime: string): Promise<void> {
  const buf = await fsp.readFile(filePath);
  const size = dimensions(buf, mime);
  if (!size || size.width < 1 || size.height < 1) throw refuse(UPLOAD_MESSAGES.corruptImage);
  if (
    size.width > LIMITS.imageMaxSide ||
    size.height > LIMITS.imageMaxSide ||
    size.width * size.height > LIMITS.imageMaxPixels
  ) {
    throw refuse(UPLOAD_MESSAGES.imageTooBig(size.width, size.height));
  }
  const trailing = trailingData(buf, mime);
  if (trailing === 'corrupt') throw refuse(UPLOAD_MESSAGES.corruptImage);
  if (trailing || MARKUP.test(buf.toString('latin1'))) throw refuse(UPLOAD_MESSAGES.polyglot);
}

/** Names of PDF actions that run something: JavaScript, JS and Launch. */
const ACTIVE_PDF_NAMES = ['/JavaScript', '/JS', '/Launch'].map((name) =>
  Buffer.from(name, 'latin1'),
);
/** What may end a PDF name (whitespace, including latin-1's no-break space, or a delimiter). */
const ENDS_NAME = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x2f, 0x3c, 0x28, 0x5b]);
/** Bytes each window repeats from the previous one: longer than the longest name and its end. */
const OVERLAP = 32;

/** An active action's name, ended as PDF names end, somewhere in `window`. */
function hasActiveName(window: Buffer): boolean {
  for (const name of ACTIVE_PDF_NAMES) {
    for (let at = window.indexOf(name); at >= 0; at = window.indexOf(name, at + 1)) {
      const next = at + name.length;
      if (next < window.length && ENDS_NAME.has(window[next])) return true;
    }
  }
  return false;
}

/**
 * PDFs: no JavaScript or launch actions. The file (up to 50 MB) is scanned through one reused
 * buffer in overlapping windows, as bytes: no chunk or string is allocated per read, so scanning
 * a large upload does not raise the server's memory.
 */
export async function inspectPdf(filePath: string): Promise<void> {
  const handle = await fsp.open(filePath);
  const buf = Buffer.allocUnsafe(64 * 1024 + OVERLAP);
  try {
    let kept = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buf, kept, buf.length - kept, null);
      if (bytesRead === 0) return;
      const filled = kept + bytesRead;
      if (hasActiveName(buf.subarray(0, filled))) throw refuse(UPLOAD_MESSAGES.activePdf);
      kept = Math.min(OVERLAP, filled);
      buf.copy(buf, 0, filled - kept, filled);
    }
  } finally {
    await handle.close();
  }
}

/**
 * Zip containers (zip, docx): reads only the end-of-central-directory record and the central
 * directory. Refuses absurd declared sizes or ratios, too many or overlapping entries, and entry
 * names that climb out of the extraction folder. Never inflates anything.
 */
export async function inspectZip(filePath: string, fileSize: number): Promise<void> {
  const handle = await fsp.open(filePath);
  try {
    const read = async (position: number, length: number) => {
      const buf = Buffer.alloc(Math.max(0, Math.min(length, fileSize - position)));
      await handle.read(buf, 0, buf.length, position);
      return buf;
    };
    const tailStart = Math.max(0, fileSize - (22 + 65_535));
    const tail = await read(tailStart, fileSize - tailStart);
    const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0 || eocd + 22 > tail.length) throw refuse(UPLOAD_MESSAGES.corruptZip);
    let entries = tail.readUInt16LE(eocd + 10);
    let cdSize = tail.readUInt32LE(eocd + 12);
    let cdOffset = tail.readUInt32LE(eocd + 16);
    if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
      const locator = eocd - 20;
      if (locator < 0 || tail.readUInt32LE(locator) !== 0x07064b50)
        throw refuse(UPLOAD_MESSAGES.corruptZip);
      const record = await read(Number(tail.readBigUInt64LE(locator + 8)), 56);
      if (record.length < 56 || record.readUInt32LE(0) !== 0x06064b50)
        throw refuse(UPLOAD_MESSAGES.corruptZip);
      entries = Number(record.readBigUInt64LE(32));
      cdSize = Number(record.readBigUInt64LE(40));
      cdOffset = Number(record.readBigUInt64LE(48));
    }
    if (entries > LIMITS.zipMaxEntries) throw refuse(UPLOAD_MESSAGES.zipBomb);
    if (cdOffset + cdSize > fileSize) throw refuse(UPLOAD_MESSAGES.corruptZip);
    const cd = await read(cdOffset, cdSize);
    let total = 0;
    const offsets = new Set<number>();
    let i = 0;
    for (let n = 0; n < entries; n += 1) {
      if (i + 46 > cd.length || cd.readUInt32LE(i) !== 0x02014b50)
        throw refuse(UPLOAD_MESSAGES.corruptZip);
      const nameLength = cd.readUInt16LE(i + 28);
      const extraLength = cd.readUInt16LE(i + 30);
      let size = cd.readUInt32LE(i + 24);
      let offset = cd.readUInt32LE(i + 42);
      const name = cd.toString('utf8', i + 46, i + 46 + nameLength);
      const extra = cd.subarray(i + 46 + nameLength, i + 46 + nameLength + extraLength);
      for (let e = 0; e + 4 <= extra.length; e += 4 + extra.readUInt16LE(e + 2)) {
        if (extra.readUInt16LE(e) !== 0x0001) continue;
        // ZIP64 extra: only the fields whose 32-bit value is saturated are present, in order.
        let at = e + 4;
        if (size === 0xffffffff && at + 8 <= extra.length) {
          size = Number(extra.readBigUInt64LE(at));
          at += 8;
        }
        if (cd.readUInt32LE(i + 20) === 0xffffffff) at += 8;
        if (offset === 0xffffffff && at + 8 <= extra.length)
          offset = Number(extra.readBigUInt64LE(at));
      }
      if (/(^|[\\/])\.\.([\\/]|$)|^[\\/]|^[a-z]:/i.test(name) || name.includes('\0'))
        throw refuse(UPLOAD_MESSAGES.zipPath);
      if (offsets.has(offset)) throw refuse(UPLOAD_MESSAGES.zipBomb);
      offsets.add(offset);
      total += size;
      i += 46 + nameLength + extraLength + cd.readUInt16LE(i + 32);
    }
    const ratio = total / Math.max(1, fileSize);
    if (
      total > LIMITS.zipMaxUncompressed ||
      (total > LIMITS.zipRatioFloor && ratio > LIMITS.zipMaxRatio)
    ) {
      throw refuse(UPLOAD_MESSAGES.zipBomb);
    }
  } finally {
    await handle.close();
  }
}
