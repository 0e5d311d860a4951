/**
 * Images a preview may embed as `data:` URLs (the page CSP allows data: images and no other
 * origin's): raster formats only, base64 that decodes, and bytes that start like the format
 * says. SVG is left out: it is code and is shown as code.
 */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46, 0x38],
  'image/webp': [0x52, 0x49, 0x46, 0x46],
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** `data:<mime>;base64,…` for a valid image, or null. Whitespace (notebook line breaks) is dropped. */
export function dataImageUrl(mime: string, base64: string): string | null {
  const signature = SIGNATURES[mime];
  if (!signature) return null;
  const compact = base64.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact)) return null;
  const head = Buffer.from(compact.slice(0, 16), 'base64');
  if (!signature.every((byte, i) => head[i] === byte)) return null;
  return `data:${mime};base64,${compact}`;
}

/** The same URL when `src` is a valid embedded image (as mammoth writes them), else null. */
export function checkedDataImage(src: string): string | null {
  const match = /^data:(image\/[a-z]+);base64,(.*)$/s.exec(src);
  return match ? dataImageUrl(match[1], match[2]) : null;
}

/**
 * The pixel size a PNG or JPEG declares in its header, or null: written on the `<img>` so the
 * page reserves its space before the picture arrives.
 */
export function imageSize(mime: string, bytes: Buffer): { width: number; height: number } | null {
  if (mime === 'image/png' && bytes.length >= 24)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (mime !== 'image/jpeg') return null;
  // Walk the segments to the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC).
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}
