import sharp from 'sharp';

/**
 * Image fixtures made in code (no binaries in the repo) and a reader of what a served image
 * carries. Photos are smooth noise (compresses like a photograph, not like a flat colour).
 */

const GPS_EXIF = {
  IFD0: { Make: 'FixtureCam', Model: 'Serial 0xC0FFEE', Copyright: 'fixture' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 24/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 21/1 7/1',
  },
};

const XMP =
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';

const noise = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  }).blur(2);

/** A JPEG photo carrying EXIF (camera, serial, GPS) and XMP, optionally with an EXIF orientation. */
export async function photo(width: number, height: number, orientation?: number): Promise<Buffer> {
  const jpeg = await noise(width, height).jpeg({ quality: 90 }).toBuffer();
  return sharp(jpeg)
    .withExif(GPS_EXIF)
    .withXmp(XMP)
    .withMetadata(orientation ? { orientation } : {})
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A CMYK JPEG (as print workflows export them). */
export const cmykJpeg = () =>
  noise(300, 200).toColourspace('cmyk').jpeg().withExif(GPS_EXIF).toBuffer();

/** A 16-bit-per-channel RGB PNG. */
export const png16 = () => noise(300, 200).toColourspace('rgb16').png().toBuffer();

/** A palette (8-bit indexed) PNG. */
export const palettePng = () => noise(300, 200).png({ palette: true, colours: 16 }).toBuffer();

/** A PNG with real transparency (a transparent half). */
export async function transparentPng(): Promise<Buffer> {
  const opaque = await noise(300, 100, 4).png().toBuffer();
  return sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: opaque, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

/** A 3-frame animated GIF: red, green, blue (frames stacked in one raw image, split by pageHeight). */
export function animatedGif(): Promise<Buffer> {
  const [width, height] = [120, 80];
  const frames = [
    [255, 0, 0],
    [0, 255, 0],
    [0, 0, 255],
  ].map((rgb) => Buffer.alloc(width * height * 3).map((_, i) => rgb[i % 3]));
  return sharp(Buffer.concat(frames), {
    raw: { width, height: height * 3, channels: 3, pageHeight: height },
  })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

/** What a served image carries: its format and size, and any metadata block found in its bytes. */
export async function inspectServed(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const text = bytes.toString('latin1');
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    pages: meta.pages ?? 1,
    space: meta.space,
    hasAlpha: meta.hasAlpha,
    metadata: {
      exif: Boolean(meta.exif) || text.includes('Exif\0\0'),
      xmp: Boolean(meta.xmp) || /adobe:ns:meta|ns\.adobe\.com/.test(text),
      gps: /FixtureCam|C0FFEE|GPSLatitude/.test(text),
      icc: Boolean(meta.icc),
    },
  };
}

export const NO_METADATA = { exif: false, xmp: false, gps: false, icc: false };

/** The centre pixel of an image (r, g, b). */
export async function centrePixel(bytes: Buffer): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}
